import { buildSubmitPayload, thumbnailMedia, videoMedia } from '@/domain/upload';
import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { requestEntryTicket } from '@/lib/entry-ticket';
import { SUBMIT_VIDEO } from '@/domain/outbox-kinds';
import { outbox, type OutboxMedia } from '@/lib/outbox-port';
import { randomUuid } from '@/lib/random-uuid';
import { captureFrame } from '@/lib/video-frame';
import type { VideoCategory } from '@/lib/video-categories';
import { CONTENT_TYPES, type VideoExtension } from '../model/video-files';

export interface Submission {
  userId: string;
  title: string;
  category: VideoCategory;
  allowComments: boolean;
  emailNotifications: boolean;
  source:
    | {
        kind: 'upload';
        file: File;
        extension: VideoExtension;
        durationSeconds: number | null;
        /** Shrink to 720p on the device before the upload (issue 21 item 4). */
        shrink?: boolean;
      }
    | { kind: 'url'; url: string };
  /** The challenge it enters (null: a normal video); a ticket is asked for here when online. */
  challenge: ChallengeEntryIntent | null;
}

/**
 * The challenge with a ticket bound to this file, issued now when the server can be reached (else
 * none: see the notice). A link gets none: it has no bytes the server could check, so it counts
 * only if it reaches the server before the deadline.
 */
async function withTicket(
  challenge: ChallengeEntryIntent | null,
  file: Blob | null,
): Promise<ChallengeEntryIntent | null> {
  if (!challenge) return null;
  const ticket = file ? await requestEntryTicket(challenge.challengeId, file) : null;
  return ticket ? { ...challenge, ticket } : challenge;
}

async function thumbnailOf(file: Blob): Promise<Blob | null> {
  try {
    return await captureFrame(file);
  } catch {
    return null; // a container the browser cannot draw: the list shows its placeholder
  }
}

/**
 * Queues a file or a link through the outbox (kind SUBMIT_VIDEO, id = the future videos.id). A
 * file is stored in IndexedDB with its canonical type, so it survives a reload or a closed app.
 */
export async function queueSubmission(submission: Submission): Promise<string> {
  const videoId = randomUuid();
  const queuedAt = Date.now();
  const { source } = submission;
  const file = source.kind === 'upload' ? source.file : null;
  const challenge = await withTicket(submission.challenge, file);
  const media: OutboxMedia[] = [];
  if (source.kind === 'upload') {
    const type = CONTENT_TYPES[source.extension];
    media.push(videoMedia(videoId, new Blob([source.file], { type }), source.file.name));
    const thumbnail = await thumbnailOf(source.file);
    if (thumbnail) media.push(thumbnailMedia(videoId, thumbnail));
  }
  const payload = buildSubmitPayload({
    videoId,
    userId: submission.userId,
    title: submission.title,
    category: submission.category,
    source:
      source.kind === 'url'
        ? { kind: 'url', url: source.url }
        : { kind: 'upload', ...(source.shrink ? { shrink: true } : {}) },
    media,
    allowComments: submission.allowComments,
    emailNotifications: submission.emailNotifications,
    durationSeconds: source.kind === 'upload' ? source.durationSeconds : null,
    challenge,
    queuedAt,
  });
  const bytesTotal = file ? file.size : 0;
  return outbox().enqueue({ id: videoId, kind: SUBMIT_VIDEO, payload, media, bytesTotal });
}
