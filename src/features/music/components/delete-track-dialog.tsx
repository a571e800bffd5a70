import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { LibraryTrack } from '../model/library-track';

/** 'Delete {title}?': confirming removes the track's row, audio and cover. */
export function DeleteTrackDialog({
  track,
  onCancel,
  onConfirm,
}: {
  track: LibraryTrack | null;
  onCancel(): void;
  onConfirm(track: LibraryTrack): void;
}) {
  return (
    <Dialog
      open={track !== null}
      onClose={onCancel}
      title={track ? `Delete ${track.title}?` : 'Delete track?'}
      description="The track, its audio file and its cover are removed for good. This cannot be undone."
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <button
          type="button"
          onClick={() => track && onConfirm(track)}
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-danger px-4 font-semibold text-stage hover:bg-danger/85"
        >
          Delete permanently
        </button>
      </div>
    </Dialog>
  );
}
