import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { removeVideo } from '../hooks/remove-video';
import type { VideoDialogProps } from './dialog-props';

/** Part 2 delete confirmation. */
export default function DeleteDialog({ video, onClose, onDeleted }: VideoDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    const gone = await removeVideo(video);
    setDeleting(false);
    if (!gone) return;
    onClose();
    onDeleted?.(video.id);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete Video"
      description={`"${video.title}" and all of its likes will be removed. This cannot be undone.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800"
          disabled={deleting}
          onClick={() => void confirm()}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
