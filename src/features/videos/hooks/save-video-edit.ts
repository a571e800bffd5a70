import { toast } from '@/components/toast-store';
import { currentAccessToken, useSession } from '@/lib/session';
import { playSound } from '@/lib/sounds';
import { updateVideo, type VideoUpdate } from '../api/update-video';
import { uploadThumbnail } from '../api/upload-thumbnail';
import { EDIT_REFUSALS, thumbnailPath, type EditValues } from '../model/edit-video';
import { patchCachedVideo } from './cached-videos';
import { toPng } from './to-png';
import { VIDEO_MESSAGES } from '../model/messages';
import { updateFailure, type UpdateFailureText } from '../model/update-failure';

/**
 * Saves an edit (part 2 §5, §7): the optional thumbnail as PNG in the user's folder of the
 * thumbnails bucket, then the row, filtered by id and the user's id. The database moderates the
 * edit: a refusal is told as 'Policy Violation' with the rule, a video it held for review says
 * so. Answers whether it saved; every failure has told the user why (`failed`: the page's own
 * words for a failure, e.g. the Premium dashboard's variant; else the spec's 'Update Failed').
 */
export async function saveVideoEdit(
  videoId: string,
  values: EditValues,
  thumbnail: File | null,
  failed: UpdateFailureText = VIDEO_MESSAGES.updateFailed,
): Promise<boolean> {
  const user = useSession.getState().user;
  const token = user ? await currentAccessToken() : null;
  if (!user || !token) {
    toast({ title: EDIT_REFUSALS['signed-out'], variant: 'destructive' });
    return false;
  }
  try {
    const update: VideoUpdate = { ...values };
    if (thumbnail) {
      const png = await toPng(thumbnail);
      update.thumbnail_url = await uploadThumbnail(
        thumbnailPath(user.id, videoId, Date.now()),
        png,
        token,
      );
    }
    const saved = await updateVideo(videoId, user.id, update, token);
    if (!saved) {
      toast({ title: EDIT_REFUSALS['not-owner'], variant: 'destructive' });
      return false;
    }
    patchCachedVideo(videoId, {
      title: saved.title,
      video_url: saved.video_url,
      challenge_tag: saved.challenge_tag,
      thumbnail_url: saved.thumbnail_url,
      ...(saved.moderation_status && { moderation_status: saved.moderation_status }),
    });
    const awaitingReview = saved.moderation_status === 'pending';
    toast({
      ...(awaitingReview ? VIDEO_MESSAGES.updatedAwaitingReview : VIDEO_MESSAGES.updated),
      variant: 'success',
    });
    return true;
  } catch (error) {
    console.warn('Update failed', error);
    toast({ ...updateFailure(error, failed), variant: 'destructive' });
    playSound('error-beep');
    return false;
  }
}
