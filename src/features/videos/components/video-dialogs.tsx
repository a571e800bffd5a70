import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { closeVideoDialog, useVideoDialog } from '../stores/dialog-store';
import type { UpdateFailureText } from '../model/update-failure';
import { useShareSuccess } from '../stores/share-success-store';

// Each dialog loads the first time it is opened; the lists never pay for them.
const ShareDialog = lazy(() => import('./share-dialog'));
const EditDialog = lazy(() => import('./edit-dialog'));
const DeleteDialog = lazy(() => import('./delete-dialog'));
const ReportDialog = lazy(() => import('./report-dialog'));
const BlockDialog = lazy(() => import('./block-dialog'));

const DIALOGS = {
  share: ShareDialog,
  edit: EditDialog,
  delete: DeleteDialog,
  report: ReportDialog,
  block: BlockDialog,
};

function ShareSuccess() {
  const platforms = useShareSuccess((state) => state.platforms);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-1/3 z-[60] flex justify-center"
    >
      {platforms && (
        <p className="share-success rounded-2xl bg-success px-6 py-4 text-center font-bold text-stage shadow-xl">
          <span aria-hidden="true" className="block text-3xl">
            🎉
          </span>
          Shared to {platforms.join(', ')}!
        </p>
      )}
    </div>
  );
}

/**
 * Renders the open video dialog (share, edit, delete, report or block) for any action bar on the
 * page. `updateFailed`: the page's own words for a failed edit (the Premium dashboard's variant).
 */
export function VideoDialogs({
  onDeleted,
  updateFailed,
}: {
  onDeleted?(videoId: string): void;
  updateFailed?: UpdateFailureText;
}) {
  const open = useVideoDialog((state) => state.open);
  const Current = open ? DIALOGS[open.kind] : null;
  return (
    <>
      {open && Current && (
        <ErrorBoundary area="video dialog">
          <Suspense fallback={null}>
            <Current
              key={`${open.kind}-${open.video.id}`}
              video={open.video}
              onClose={closeVideoDialog}
              onDeleted={onDeleted}
              updateFailed={updateFailed}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      <ShareSuccess />
    </>
  );
}
