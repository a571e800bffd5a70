import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { requestEntryTicket } from '@/lib/entry-ticket';
import { SUBMIT_VIDEO, type SubmitVideoPayload } from '@/lib/outbox-kinds';
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
): Promise<{ challenge?: ChallengeEntryIntent }> {
  if (!challenge) return {};
  const ticket = file ? await requestEntryTicket(challenge.challengeId, file) : null;
  return { challenge: ticket ? { ...challenge, ticket } : challenge };
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
  const media: OutboxMedia[] = [];
  const base = {
    videoId,
    userId: submission.userId,
    title: submission.title.trim(),
    category: submission.category,
    allowComments: submission.allowComments,
    emailNotifications: submission.emailNotifications,
    queuedAt: Date.now(),
    ...(await withTicket(
      submission.challenge,
      submission.source.kind === 'upload' ? submission.source.file : null,
    )),
  };
  let payload: SubmitVideoPayload;
  if (submission.source.kind === 'url') {
    payload = { ...base, source: 'url', url: submission.source.url.trim() };
  } else {
    const { file, extension, durationSeconds, shrink } = submission.source;
    const type = CONTENT_TYPES[extension];
    media.push({ id: `${videoId}:video`, blob: new Blob([file], { type }), name: file.name, type });
    const thumbnail = await thumbnailOf(file);
    if (thumbnail)
      media.push({
        id: `${videoId}:thumbnail`,
        blob: thumbnail,
        name: 'thumbnail.png',
        type: 'image/png',
      });
    payload = {
      ...base,
      source: 'upload',
      videoBlobId: `${videoId}:video`,
      ...(thumbnail ? { thumbnailBlobId: `${videoId}:thumbnail` } : {}),
      ...(durationSeconds !== null ? { durationSeconds } : {}),
      ...(shrink ? { shrink: true } : {}),
    };
  }
  const bytesTotal = submission.source.kind === 'upload' ? submission.source.file.size : 0;
  return outbox().enqueue({ id: videoId, kind: SUBMIT_VIDEO, payload, media, bytesTotal });
}
