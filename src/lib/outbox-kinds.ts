/**
 * Payloads of the outbox kinds that more than one feature reads (the submit feature queues videos,
 * My Videos shows them as 'Waiting to upload'; the videos feature queues likes and shows them as
 * pending). Each kind's handler lives in the feature that owns it.
 */

export const SUBMIT_VIDEO = 'submit-video';
export const SET_LIKE = 'set-like';
/** A view that could not be counted when it happened (offline): sent once the network is back. */
export const RECORD_VIEW = 'record-view';

/** How the upload tray names an item of these kinds (each registration passes its own). */
export const SUBMIT_VIDEO_LABEL = 'Video';
export const SET_LIKE_LABEL = 'Like';
export const RECORD_VIEW_LABEL = 'View';

/**
 * The kinds the service worker sends with every page closed (src/sw/outbox-handlers.ts; its test
 * checks this list against it and against the kinds pages register). An item of any other kind
 * waits for a page, and the tray says so.
 */
export const WORKER_SENT_KINDS: ReadonlySet<string> = new Set([
  'submit-video',
  'set-like',
  'record-view',
  'block-user',
  'report-video',
  'challenge-opt-in',
  'post-comment',
  'record-earning',
  'share-premium-post',
  'send-contact-message',
]);

/**
 * Kinds the upload tray does not list: nobody asked for them (a view is counted because a video
 * played), so they wait, and are dropped when refused, without a line or a badge.
 */
export const UNLISTED_KINDS: ReadonlySet<string> = new Set([RECORD_VIEW]);

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

/** A block made from a video's More menu or from a comment (issue 34 §3); the blocks feature sends it. */
export const BLOCK_USER = 'block-user';
export const BLOCK_USER_LABEL = 'Block';

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
