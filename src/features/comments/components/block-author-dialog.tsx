import { ConfirmButtons } from '@/components/confirm-buttons';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast-store';
import { queueBlock } from '@/lib/block-user';
import type { VideoComment } from '../model/comment';
import { COMMENT_MESSAGES } from '../model/messages';

const SAY = COMMENT_MESSAGES.block;

/**
 * Asks before blocking a comment's author (issue 34 §3). The block hides them on this device at
 * once and goes to the server through the outbox, online or not.
 */
export function BlockAuthorDialog({
  comment,
  blockerId,
  onClose,
}: {
  comment: VideoComment;
  blockerId: string;
  onClose(): void;
}) {
  const block = async (): Promise<boolean> => {
    try {
      await queueBlock(blockerId, { userId: comment.userId, label: comment.authorName });
      toast({
        title: SAY.done(comment.authorName),
        description: SAY.doneDescription,
        variant: 'success',
      });
      onClose();
      return true;
    } catch (error) {
      console.error('Blocking failed', error);
      toast({ title: SAY.failed, variant: 'destructive' });
      return false;
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={SAY.title(comment.authorName)}
      description={SAY.description}
    >
      <ConfirmButtons confirmLabel={SAY.confirm} onCancel={onClose} onConfirm={block} />
    </Dialog>
  );
}
