import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { OrderPage, type PickerVideo, type OwnVideoControls } from '@/features/boosts';
import { useCreatorHash, parseVideo, loadEditDialog, loadDeleteDialog } from '@/features/videos';
import { useSession } from '@/lib/session';

// The videos feature's own dialogs, loaded the first time one opens (as on every list).
const EditDialog = lazy(() => loadEditDialog());
const DeleteDialog = lazy(() => loadDeleteDialog());

/**
 * Edit and Delete of one of the member's own videos in /order's list (part 2 §2: the page's edit
 * and delete dialogs). The server decides again: updates and deletes are filtered by the owner
 * (RLS), so a wrong guess here changes nothing.
 */
function OwnVideoActions({ video, controls }: { video: PickerVideo; controls: OwnVideoControls }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const row = parseVideo(video.row);
  if (!row) return null;
  return (
    <div className="flex shrink-0 flex-col gap-1">
      <Button
        variant="secondary"
        aria-label={`Edit ${video.title}`}
        onClick={() => setOpen('edit')}
      >
        Edit
      </Button>
      <Button
        variant="secondary"
        className="text-danger"
        aria-label={`Delete ${video.title}`}
        onClick={() => setOpen('delete')}
      >
        Delete
      </Button>
      {open && (
        <ErrorBoundary area="video dialog">
          <Suspense fallback={null}>
            {open === 'edit' ? (
              <EditDialog
                video={row}
                onClose={() => {
                  setOpen(null);
                  controls.edited();
                }}
              />
            ) : (
              <DeleteDialog
                video={row}
                onClose={() => setOpen(null)}
                onDeleted={controls.deleted}
              />
            )}
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** /order with the videos feature's edit and delete dialogs on the member's own listed videos. */
export function OrderRoute() {
  const userId = useSession((state) => state.user?.id ?? null);
  const ownCreatorHash = useCreatorHash(userId);
  return (
    <OrderPage
      ownCreatorHash={ownCreatorHash}
      ownVideoActions={(video, controls) => <OwnVideoActions video={video} controls={controls} />}
    />
  );
}
