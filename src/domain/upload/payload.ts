import type { ChallengeEntryIntent } from '@/lib/challenge-entry';

/**
 * The payload of the outbox's submit-video kind: what the recorder (a take) and the submit page
 * (a file or a link) queue, what the submit feature's handler sends, and what My Videos lists as
 * 'Waiting to upload'. Stored rows outlive app versions: read them with parseSubmitPayload.
 */
export type VideoSource = 'recording' | 'upload' | 'url';

export interface SubmitVideoPayload {
  /** The videos row id: the outbox item's own UUID, so a replay never inserts twice. */
  videoId: string;
  userId: string;
  title: string;
  category: string;
  source: VideoSource;
  /** Pasted link (source 'url'); absent for files and recordings. */
  url?: string;
  /** Media keys in the Dexie `blobs` table (source 'upload' / 'recording'). */
  videoBlobId?: string;
  thumbnailBlobId?: string;
  /** Recorder take to delete once the server confirms the row. */
  takeId?: string;
  allowComments: boolean;
  emailNotifications: boolean;
  durationSeconds?: number;
  /**
   * Re-encode the picked file to 720p on the device before its upload (issue 21 item 4): the
   * original is sent only when this browser turns out unable to shrink it.
   */
  shrink?: boolean;
  queuedAt: number;
  /** The challenge this video enters once its row exists (enter_challenge); absent: a normal video. */
  challenge?: ChallengeEntryIntent;
}
