import type { SupabaseClient, User } from '@supabase/supabase-js';
import { toast } from '@/components/toast-store';
import { env } from '@/lib/env';
import type { SubmitVideoPayload } from '@/lib/outbox-kinds';
import { PermanentOutboxError, type OutboxJob, type OutboxJobContext } from '@/lib/outbox-port';
import { playSound } from '@/lib/sounds';
import { getSupabase } from '@/lib/supabase';
import { deleteTake } from '@/lib/takes';
import { insertVideo, ownVideoExists, type NewVideoRow } from '../api/insert-video';
import { checkModeration } from '../api/moderate-video';
import { sendConfirmation } from '../api/send-confirmation';
import { uploadThumbnail } from '../api/upload-thumbnail';
import { publicObjectUrl, thumbnailObjectName, THUMBNAILS_BUCKET } from '../model/storage-paths';
import { parseSubmitPayload, storedDuration } from '../model/submit-payload';
import { showUploadSuccessCard } from '../model/upload-success';
import { linkThumbnailUrl, parseVideoUrl } from '../model/video-url';
import { ContentPolicyError, MediaMissingError, RetryableSubmitError } from './errors';
import { uploadVideoMedia, type StoredMedia } from './upload-media';

export const RECORDED_VIDEO_ERROR =
  'There was an error submitting your recorded video. Please try again.';

/** The signed-in user who queued the item; anyone else (or no one) makes it wait. */
async function owner(supabase: SupabaseClient, payload: SubmitVideoPayload): Promise<User> {
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user;
  if (!user) throw new RetryableSubmitError('Sign in to finish this upload.');
  if (user.id !== payload.userId)
    throw new RetryableSubmitError('Sign in with the account that queued this video.');
  return user;
}

async function storeMedia(
  payload: SubmitVideoPayload,
  ctx: OutboxJobContext,
): Promise<StoredMedia & { platform: string | null; externalId: string | null }> {
  if (payload.source !== 'url')
    return { ...(await uploadVideoMedia(payload, ctx)), platform: null, externalId: null };
  const link = parseVideoUrl(payload.url ?? '');
  if (!link)
    throw new PermanentOutboxError(
      'Please paste a link from YouTube, TikTok, Instagram, Facebook, Twitter or Vimeo.',
    );
  return {
    videoUrl: link.url,
    fileSize: 0,
    mimeType: '',
    platform: link.platform,
    externalId: link.externalId,
  };
}

async function storeThumbnail(
  supabase: SupabaseClient,
  payload: SubmitVideoPayload,
  ctx: OutboxJobContext,
): Promise<string | null> {
  if (payload.source === 'url') {
    const link = parseVideoUrl(payload.url ?? '');
    return link ? linkThumbnailUrl(link) : null;
  }
  const image = payload.thumbnailBlobId ? await ctx.media(payload.thumbnailBlobId) : undefined;
  if (!image) return null;
  const name = thumbnailObjectName(payload.userId, payload.videoId, payload.queuedAt);
  const stored = await uploadThumbnail(supabase, name, image);
  return stored ? publicObjectUrl(env.supabaseUrl, THUMBNAILS_BUCKET, name) : null;
}

function videoRow(
  payload: SubmitVideoPayload,
  media: Awaited<ReturnType<typeof storeMedia>>,
  thumbnailUrl: string | null,
): NewVideoRow {
  return {
    id: payload.videoId,
    title: payload.title.trim(),
    video_url: media.videoUrl,
    thumbnail_url: thumbnailUrl,
    user_id: payload.userId,
    source: payload.source,
    platform: media.platform,
    external_id: media.externalId,
    upload_time: new Date(payload.queuedAt).toISOString(),
    views: 0,
    likes_count: 0,
    challenge_tag: payload.category,
    category: payload.category,
    allow_comments: payload.allowComments,
    email_notifications: payload.emailNotifications,
    duration_seconds: storedDuration(payload.durationSeconds),
    file_size: media.fileSize > 0 ? media.fileSize : null,
    mime_type: media.mimeType || null,
  };
}

/** Part 2 §4: moderation, the file, the thumbnail, the row (views 0, likes 0), the email. */
async function submit(payload: SubmitVideoPayload, ctx: OutboxJobContext): Promise<void> {
  const supabase = await getSupabase();
  const user = await owner(supabase, payload);
  await checkModeration(
    supabase,
    payload.title,
    payload.source === 'url' ? (payload.url ?? '') : '',
  );
  let media: Awaited<ReturnType<typeof storeMedia>>;
  try {
    media = await storeMedia(payload, ctx);
  } catch (error) {
    // The take is deleted once the row is in; a tab that died before the item was marked done
    // replays it without its video. The server row (deduplicated on this UUID) says it was sent.
    if (
      error instanceof MediaMissingError &&
      (await ownVideoExists(supabase, payload.videoId, user.id))
    )
      return;
    throw error;
  }
  ctx.processing();
  const thumbnailUrl = await storeThumbnail(supabase, payload, ctx);
  // Cancelled from the tray while uploading: nothing may be published after that.
  ctx.signal.throwIfAborted();
  const inserted = await insertVideo(supabase, videoRow(payload, media, thumbnailUrl));
  // A replay found the row of an earlier attempt: its email was already requested.
  if (inserted === 'inserted' && payload.emailNotifications)
    await sendConfirmation(supabase, user, payload.title, payload.videoId);
  if (payload.takeId) await deleteTake(payload.takeId);
}

function announceRefusal(payload: SubmitVideoPayload, error: PermanentOutboxError): void {
  playSound('error-beep');
  if (error instanceof ContentPolicyError) {
    toast({ title: error.title, description: error.message, variant: 'destructive' });
  } else {
    toast({
      title: 'Submission failed',
      description: payload.source === 'recording' ? RECORDED_VIDEO_ERROR : error.message,
      variant: 'destructive',
    });
  }
}

/** The SUBMIT_VIDEO outbox handler: one queued submission, sent exactly once however often it is replayed. */
export async function handleSubmitVideo(job: OutboxJob, ctx: OutboxJobContext): Promise<void> {
  const payload = parseSubmitPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This queued video is damaged and cannot be sent.');
  try {
    await submit(payload, ctx);
  } catch (error) {
    if (error instanceof PermanentOutboxError) announceRefusal(payload, error);
    throw error;
  }
  playSound('success-chime');
  toast({
    title: 'Video submitted!',
    description: `"${payload.title}" is now visible in Latest Videos.`,
    variant: 'success',
  });
  showUploadSuccessCard(payload.videoId, payload.title);
}
