import { isSampleVideo, type FeedVideo } from './video';
import { VIDEO_MESSAGES } from './messages';

/** Part 3 challenge tags in the edit choice: Weekly Challenge #1, #2, #3, or none. */
const CHALLENGE_TAGS = [
  'Weekly Challenge #1',
  'Weekly Challenge #2',
  'Weekly Challenge #3',
] as const;

/** The tags the edit dialog offers: the weekly challenges only (design §3.15), or none. */
export function challengeTagOptions(): string[] {
  return [...CHALLENGE_TAGS];
}

export interface EditInput {
  title: string;
  videoUrl: string;
  challengeTag: string;
  thumbnail: File | null;
}

export interface EditValues {
  title: string;
  video_url: string;
  challenge_tag: string | null;
}

export type EditCheck =
  | { ok: true; values: EditValues }
  | { ok: false; field: 'title' | 'videoUrl' | 'thumbnail'; message: string };

/** Part 2 §5 Edit video: title required after trimming, URL trimmed, thumbnail must be an image. */
export function checkEdit(input: EditInput): EditCheck {
  const title = input.title.trim();
  if (title === '') return { ok: false, field: 'title', message: 'Title is required.' };
  if (title.length > 100)
    return { ok: false, field: 'title', message: 'Title must be 100 characters or fewer.' };
  const videoUrl = input.videoUrl.trim();
  if (!/^https?:\/\/\S+$/i.test(videoUrl) && !/^\/samples\/[A-Za-z0-9._-]+$/.test(videoUrl))
    return { ok: false, field: 'videoUrl', message: 'Please enter a valid video URL.' };
  if (input.thumbnail && !input.thumbnail.type.startsWith('image/'))
    return {
      ok: false,
      field: 'thumbnail',
      message: 'Please choose an image file for the thumbnail.',
    };
  const tag = challengeTagOptions().includes(input.challengeTag) ? input.challengeTag : null;
  return { ok: true, values: { title, video_url: videoUrl, challenge_tag: tag } };
}

export type EditPermission = 'sample' | 'signed-out' | 'not-owner' | 'owner' | 'unknown';

/**
 * Who may edit or delete (part 2 §5, §6): never a built-in sample; signed-out visitors are told to
 * sign in. Ownership is the row's user_id when known, else the creator hash (the feeds show only
 * that). A row with neither is 'unknown': the lists allow the action and the server decides, as it
 * does on every write anyway.
 */
export function editPermission(
  video: Pick<FeedVideo, 'id' | 'owner' | 'user_id' | 'creator_hash'>,
  userId: string | null,
  userCreatorHash: string | null,
): EditPermission {
  if (isSampleVideo(video)) return 'sample';
  if (!userId) return 'signed-out';
  if (video.user_id !== undefined) return video.user_id === userId ? 'owner' : 'not-owner';
  if (video.creator_hash === null) return 'unknown';
  return video.creator_hash === userCreatorHash ? 'owner' : 'not-owner';
}

/** Edit and Delete are shown unless the video is a sample or known to be someone else's. */
export function offersOwnerActions(permission: EditPermission): boolean {
  return permission !== 'sample' && permission !== 'not-owner';
}

export const EDIT_REFUSALS: Record<'signed-out' | 'not-owner', string> = {
  'signed-out': VIDEO_MESSAGES.editSignedOut,
  'not-owner': VIDEO_MESSAGES.editNotOwner,
};

/** Part 2 §7 storage path: thumbnails bucket at <user id>/<video id>_thumbnail_<timestamp>.png. */
export function thumbnailPath(userId: string, videoId: string, timestamp: number): string {
  return `${userId}/${videoId}_thumbnail_${timestamp}.png`;
}
