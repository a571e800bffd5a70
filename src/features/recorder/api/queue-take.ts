import { buildSubmitPayload, thumbnailMedia, videoMedia } from '@/domain/upload';
import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { requestEntryTicket } from '@/lib/entry-ticket';
import type { TakeRow } from '@/lib/db';
import { SUBMIT_VIDEO } from '@/domain/outbox-kinds';
import { outbox, type OutboxMedia } from '@/lib/outbox-port';
import { randomUuid } from '@/lib/random-uuid';
import { takeBlob } from '../data/take-media';
import type { TrimRange } from '@/lib/media/trim-plan';
import { trimVideo, type TrimmedVideo } from '@/lib/media/trim-video';
import { captureFrame, imageToThumbnail } from '@/lib/video-frame';
import type { VideoCategory } from '@/lib/video-categories';
import { getTake, markTakeQueued } from '../data/take-store';

export interface TakeSubmission {
  takeId: string;
  userId: string;
  title: string;
  category: VideoCategory;
  /** A picked image; without one a frame at 1 s becomes the thumbnail. */
  thumbnail: File | null;
  /** The challenge the page enters (null: a normal video). */
  challenge: ChallengeEntryIntent | null;
  /** The part to keep (issue 39's trimmer); absent or the whole take: all of it. */
  range?: TrimRange;
  /** 0…1 while the kept part is cut. */
  onTrimProgress?(fraction: number): void;
}

/**
 * The entry this take carries: the ticket bound to it when it was finished for this challenge,
 * else one asked for now for its bytes (a take from Drafts, or one whose ticket did not arrive);
 * offline, none. A trimmed take's ticket covers the uncut bytes: the one open ticket is bound to
 * the cut now, or, offline, when the item is sent (bindEntryTicket), keeping its issue time.
 */
async function entryFor(
  take: TakeRow,
  media: Blob,
  challenge: ChallengeEntryIntent | null,
  trimmed: boolean,
): Promise<ChallengeEntryIntent | null> {
  if (!challenge) return null;
  const stored = take.entry?.challengeId === challenge.challengeId ? take.entry.ticket : undefined;
  const ticket = trimmed
    ? ((await requestEntryTicket(challenge.challengeId, media)) ?? stored)
    : stored?.contentSha256
      ? stored
      : await requestEntryTicket(challenge.challengeId, media);
  return ticket ? { ...challenge, ticket } : challenge;
}

async function thumbnailFor(take: Blob, picked: File | null): Promise<Blob | null> {
  try {
    return picked ? await imageToThumbnail(picked) : await captureFrame(take);
  } catch (error) {
    console.warn('No thumbnail for this take', error);
    return null;
  }
}

/** The kept part cut out on the device (offline too), or null when the whole take is sent. */
async function trimmedTake(media: Blob, submission: TakeSubmission): Promise<TrimmedVideo | null> {
  if (!submission.range) return null;
  const options = submission.onTrimProgress ? { onProgress: submission.onTrimProgress } : {};
  const result = await trimVideo(media, submission.range, {
    signal: new AbortController().signal,
    ...options,
  });
  return result.kind === 'trimmed' ? result : null;
}

/**
 * Queues a take for upload through the outbox (kind SUBMIT_VIDEO, id = the future videos.id),
 * online or not: the same path runs either way. The take itself stays in IndexedDB and is
 * deleted once the server has confirmed the video. A trimmed take queues its cut as the item's
 * video (`videoBlobId`): that is what uploads, while the take stays whole until then.
 */
export async function queueTake(submission: TakeSubmission): Promise<string> {
  const take = await getTake(submission.takeId);
  const media = await takeBlob(submission.takeId);
  if (!take || !media) throw new Error('This recording is no longer on this device.');
  const videoId = randomUuid();
  const trimmed = await trimmedTake(media, submission);
  const upload = trimmed?.blob ?? media;
  const thumbnail = await thumbnailFor(upload, submission.thumbnail);
  const itemMedia: OutboxMedia[] = thumbnail ? [thumbnailMedia(videoId, thumbnail)] : [];
  if (trimmed) {
    const name = `trimmed.${trimmed.blob.type === 'video/mp4' ? 'mp4' : 'webm'}`;
    itemMedia.push(videoMedia(videoId, trimmed.blob, name));
  }
  const queuedAt = Date.now();
  const payload = buildSubmitPayload({
    videoId,
    userId: submission.userId,
    title: submission.title,
    category: submission.category,
    source: { kind: 'recording', takeId: take.id },
    media: itemMedia,
    allowComments: true,
    emailNotifications: true,
    durationSeconds: trimmed?.durationSeconds ?? take.duration,
    challenge: await entryFor(take, upload, submission.challenge, trimmed !== null),
    queuedAt,
  });
  await outbox().enqueue({
    id: videoId,
    kind: SUBMIT_VIDEO,
    payload,
    media: itemMedia,
    bytesTotal: upload.size,
  });
  await markTakeQueued(take.id, Date.now());
  return videoId;
}
