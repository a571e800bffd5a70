import { Button } from '@/components/button';
import { ConfirmButtons } from '@/components/confirm-buttons';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { queueBlock } from '@/lib/block-user';
import { useSession } from '@/lib/session';
import { VIDEO_MESSAGES } from '../model/messages';
import { forgetHiddenVideos } from '../offline/forget-hidden';
import type { VideoDialogProps } from './dialog-props';

const SAY = VIDEO_MESSAGES.block;

/**
 * More › Block Uploader (issue 34 §3): asks first, then hides the uploader's videos and comments
 * on this device at once and sends the block through the outbox (online or not). The feeds name
 * an uploader by creator_hash only; the server finds them from the video.
 */
export default function BlockDialog({ video, onClose }: VideoDialogProps) {
  const userId = useSession((state) => state.user?.id ?? null);

  if (!userId) {
    return (
      <Dialog open onClose={onClose} title={SAY.title} description={SAY.signIn}>
        <Button
          onClick={() => {
            onClose();
            openAuthDialog('signin', SAY.signIn);
          }}
        >
          Sign In
        </Button>
      </Dialog>
    );
  }

  const block = async (): Promise<boolean> => {
    try {
      await queueBlock(userId, {
        videoId: video.id,
        userId: video.user_id ?? null,
        creatorHash: video.creator_hash,
        label: video.title,
      });
      void forgetHiddenVideos().catch((error: unknown) =>
        console.warn('Could not forget a blocked uploader’s videos on this device', error),
      );
      toast({ title: SAY.done, description: SAY.doneDescription, variant: 'success' });
      onClose();
      return true;
    } catch (error) {
      console.error('Blocking failed', error);
      toast({ title: SAY.failed, variant: 'destructive' });
      return false;
    }
  };

  return (
    <Dialog open onClose={onClose} title={SAY.title} description={SAY.description}>
      <ConfirmButtons confirmLabel={SAY.confirm} onCancel={onClose} onConfirm={block} />
    </Dialog>
  );
}
