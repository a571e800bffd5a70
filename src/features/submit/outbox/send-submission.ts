import type { User } from '@supabase/supabase-js';
import type { SubmitClient } from '../api/submit-client';
import { env } from '@/lib/env';
import type { SubmitVideoPayload } from '@/domain/upload';
import { PermanentOutboxError, type OutboxJobContext } from '@/lib/outbox-port';
import { takes } from '@/lib/takes-port';
import { insertVideo, ownVideoStatus, type NewVideoRow } from '../api/insert-video';
import { bindEntryTicket } from '../api/bind-entry-ticket';
import { enterChallenge } from '../api/enter-challenge';
import { checkModeration } from '../api/moderate-video';
import { sendConfirmation } from '../api/send-confirmation';
import { uploadThumbnail } from '../api/upload-thumbnail';
import { publicObjectUrl, thumbnailObjectName, THUMBNAILS_BUCKET } from '../model/storage-paths';
import type { EntryOutcome } from '../model/entry-outcome';
import { storedDuration } from '../model/stored-duration';
import { linkThumbnailUrl, parseVideoUrl } from '../model/video-url';
import { MediaMissingError } from './errors';
import type { Shrinker } from './shrink-step';
import { uploadVideoMedia, type StoredMedia } from './upload-media';

async function storeMedia(
  payload: SubmitVideoPayload,
  ctx: OutboxJobContext,
  { supabase, shrink }: Pick<Sender, 'supabase' | 'shrink'>,
): Promise<StoredMedia & { platform: string | null; externalId: string | null }> {
  if (payload.source !== 'url') {
    const bindTicket = (bytes: Blob) => bindEntryTicket(supabase, payload, bytes);
    const stored = await uploadVideoMedia(payload, ctx, shrink, bindTicket);
    return { ...stored, platform: null, externalId: null };
  }
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
  supabase: SubmitClient,
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
    // A weekly challenge tag only (design §3.15); the category has its own column.
    challenge_tag: null,
    category: payload.category,
    allow_comments: payload.allowComments,
    email_notifications: payload.emailNotifications,
    duration_seconds: storedDuration(payload.durationSeconds),
    file_size: media.fileSize > 0 ? media.fileSize : null,
    mime_type: media.mimeType || null,
  };
}

/** Who sends: a client carrying the user's token, and the user who queued the item. */
export interface Sender {
  supabase: SubmitClient;
  user: Pick<User, 'id' | 'email' | 'user_metadata'>;
  /** Shrinks a file marked to be shrunk (issue 21 item 4); only a page has one. */
  shrink?: Shrinker;
}

/** What a sent submission tells its creator: the entry's outcome and whether it awaits review. */
export interface SubmissionResult {
  /** How the challenge entry went; null when the video was not queued for one. */
  entry: EntryOutcome | null;
  /** The database held the video for a moderator ('pending'): nobody else sees it yet. */
  awaitingReview: boolean;
}

/**
 * Part 2 §4: moderation, the file, the thumbnail, the row (views 0, likes 0), the email, then the
 * challenge entry when the video was queued for one. The row's insert is moderated again by the
 * database, which has the last word: a refusal stops the item (ContentPolicyError), an uncertain
 * video is stored awaiting review. No UI here: the service worker runs it too when no page is open.
 */
export async function sendSubmission(
  payload: SubmitVideoPayload,
  ctx: OutboxJobContext,
  { supabase, user, shrink }: Sender,
): Promise<SubmissionResult> {
  await checkModeration(
    supabase,
    payload.title,
    payload.source === 'url' ? (payload.url ?? '') : '',
  );
  let media: Awaited<ReturnType<typeof storeMedia>>;
  try {
    media = await storeMedia(payload, ctx, { supabase, shrink });
  } catch (error) {
    // The take is deleted once the row is in; a tab that died before the item was marked done
    // replays it without its video. The server row (deduplicated on this UUID) says it was sent.
    if (error instanceof MediaMissingError) {
      const stored = await ownVideoStatus(supabase, payload.videoId, user.id);
      if (stored)
        return {
          entry: await enterChallenge(supabase, payload),
          awaitingReview: stored !== 'approved',
        };
    }
    throw error;
  }
  ctx.processing();
  const thumbnailUrl = await storeThumbnail(supabase, payload, ctx);
  // Cancelled from the tray while uploading: nothing may be published after that.
  ctx.signal.throwIfAborted();
  const inserted = await insertVideo(supabase, videoRow(payload, media, thumbnailUrl));
  // A replay found the row of an earlier attempt: its email was already requested.
  if (inserted.outcome === 'inserted' && payload.emailNotifications)
    await sendConfirmation(supabase, user, payload.title, payload.videoId);
  // Before the take goes: a retried entry replays the item, which still needs its media then.
  const entry = await enterChallenge(supabase, payload);
  if (payload.takeId) await takes().deleteTake(payload.takeId);
  return { entry, awaitingReview: inserted.moderationStatus !== 'approved' };
}
