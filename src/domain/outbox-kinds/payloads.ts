/**
 * Payloads of the outbox kinds that more than one feature reads (the videos feature queues likes
 * and shows them as pending; blocks are queued from videos and comments and sent by blocks). The
 * submit-video payload is the upload domain's (src/domain/upload).
 */

export interface SetLikePayload {
  videoId: string;
  /** Whose tap: the like record it settles, and only that account's session sends it. */
  userId?: string;
  /** For the upload tray's compact line of waiting actions. */
  videoTitle?: string;
  /** The state the user asked for; sending it twice changes nothing (idempotent on the server). */
  liked: boolean;
}

export interface RecordViewPayload {
  videoId: string;
  /** Device time of the view: the server counts it for that UTC day, up to 7 days back. */
  viewedAt: number;
}

export interface BlockUserPayload {
  /** Who blocks: only that account's session may send it. */
  blockerId: string;
  /** The member to block (a comment's author), or … */
  userId?: string;
  /** … the video whose uploader to block (feed rows carry no user id). */
  videoId?: string;
  /** What the device hid at once (creator_hash), to show again if the server refuses. */
  creatorHash?: string;
  /** Who, in the words the screen had (an author's name, or the video's title). */
  label: string;
}
