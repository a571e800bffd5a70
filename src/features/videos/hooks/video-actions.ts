import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { EDIT_REFUSALS, editPermission } from '../model/edit-video';
import type { FeedVideo } from '../model/video';
import {
  absoluteMediaUrl,
  downloadFileName,
  externalHttpUrl,
  mediaKind,
} from '../model/video-links';
import { openVideoDialog } from '../stores/dialog-store';

/**
 * Edit or Delete pressed (part 2 §5, §6): the owner, or anyone while the owner is unknown, gets the
 * dialog (the server refuses a save that is not theirs); a visitor is asked to sign in, and another
 * user is told the video is not theirs.
 */
export function requestOwnerAction(
  kind: 'edit' | 'delete',
  video: FeedVideo,
  userId: string | null,
  userCreatorHash: string | null,
): void {
  const permission = editPermission(video, userId, userCreatorHash);
  if (permission === 'sample') return;
  if (permission === 'owner' || permission === 'unknown') {
    openVideoDialog(kind, video);
    return;
  }
  toast({ title: EDIT_REFUSALS[permission], variant: 'destructive' });
  if (permission === 'signed-out') openAuthDialog('signin', EDIT_REFUSALS[permission]);
}

/** A pasted link opens in a new tab only when it is http(s); anything else is refused. */
function openExternal(url: string): void {
  const external = externalHttpUrl(url);
  if (external) {
    window.open(external, '_blank', 'noopener,noreferrer');
    return;
  }
  toast({
    title: 'Download Failed',
    description: 'This video’s link cannot be opened.',
    variant: 'destructive',
  });
}

/** More › Download: the file itself (saved through a blob, which works across origins). */
export async function downloadVideo(video: FeedVideo): Promise<void> {
  if (mediaKind(video.video_url) !== 'file') {
    openExternal(video.video_url);
    return;
  }
  try {
    const response = await fetch(absoluteMediaUrl(video.video_url, location.origin), {
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`Download answered ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadFileName(video);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.warn('Download failed', error);
    toast({
      title: 'Download Failed',
      description: 'Unable to download this video. Please try again.',
      variant: 'destructive',
    });
  }
}
