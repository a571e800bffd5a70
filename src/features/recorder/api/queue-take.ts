import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { requestEntryTicket } from '@/lib/entry-ticket';
import type { TakeRow } from '@/lib/db';
import { SUBMIT_VIDEO, type SubmitVideoPayload } from '@/lib/outbox-kinds';
import { outbox, type OutboxMedia } from '@/lib/outbox-port';
import { randomUuid } from '@/lib/random-uuid';
import { takeBlob } from '../data/take-media';
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
}

/**
 * The entry this take carries: the ticket bound to it when it was finished for this challenge,
 * else one asked for now for its bytes (a take from Drafts, or one whose ticket did not arrive);
 * offline, none.
 */
async function entryFor(
  take: TakeRow,
  media: Blob,
  challenge: ChallengeEntryIntent | null,
): Promise<{ challenge?: ChallengeEntryIntent }> {
  if (!challenge) return {};
  const stored = take.entry?.challengeId === challenge.challengeId ? take.entry.ticket : undefined;
  const ticket = stored?.contentSha256
    ? stored
    : await requestEntryTicket(challenge.challengeId, media);
  return { challenge: ticket ? { ...challenge, ticket } : challenge };
}

async function thumbnailFor(take: Blob, picked: File | null): Promise<Blob | null> {
  try {
    return picked ? await imageToThumbnail(picked) : await captureFrame(take);
  } catch (error) {
    console.warn('No thumbnail for this take', error);
    return null;
  }
}

/**
 * Queues a take for upload through the outbox (kind SUBMIT_VIDEO, id = the future videos.id),
 * online or not: the same path runs either way. The take itself stays in IndexedDB and is
 * deleted once the server has confirmed the video.
 */
export async function queueTake(submission: TakeSubmission): Promise<string> {
  const take = await getTake(submission.takeId);
  const media = await takeBlob(submission.takeId);
  if (!take || !media) throw new Error('This recording is no longer on this device.');
  const videoId = randomUuid();
  const thumbnail = await thumbnailFor(media, submission.thumbnail);
  const thumbnailMedia: OutboxMedia[] = thumbnail
    ? [{ id: `${videoId}:thumbnail`, blob: thumbnail, name: 'thumbnail.png', type: 'image/png' }]
    : [];
  const payload: SubmitVideoPayload = {
    videoId,
    userId: submission.userId,
    title: submission.title.trim(),
    category: submission.category,
    source: 'recording',
    takeId: take.id,
    ...(thumbnail ? { thumbnailBlobId: `${videoId}:thumbnail` } : {}),
    allowComments: true,
    emailNotifications: true,
    durationSeconds: take.duration,
    queuedAt: Date.now(),
    ...(await entryFor(take, media, submission.challenge)),
  };
  await outbox().enqueue({
    id: videoId,
    kind: SUBMIT_VIDEO,
    payload,
    media: thumbnailMedia,
    bytesTotal: media.size,
  });
  await markTakeQueued(take.id, Date.now());
  return videoId;
}
