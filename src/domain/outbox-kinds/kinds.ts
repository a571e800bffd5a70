/**
 * Every outbox job kind, with the name the upload tray gives its items (issue 37 §9). Each kind's
 * handler lives in the feature that owns it; src/app/outbox/start-outbox.ts registers them and
 * src/sw/outbox-handlers.ts sends them from the service worker.
 */

export const SUBMIT_VIDEO = 'submit-video';
export const SET_LIKE = 'set-like';
/** A view that could not be counted when it happened (offline): sent once the network is back. */
export const RECORD_VIEW = 'record-view';
/** A block made from a video's More menu or from a comment (issue 34 §3); the blocks feature sends it. */
export const BLOCK_USER = 'block-user';
export const REPORT_VIDEO = 'report-video';
/** A challenge e-mail opt-in made offline (the challenges feature sends it). */
export const CHALLENGE_OPT_IN = 'challenge-opt-in';
export const POST_COMMENT = 'post-comment';
export const RECORD_EARNING = 'record-earning';
export const SHARE_PREMIUM_POST = 'share-premium-post';
export const SEND_CONTACT_MESSAGE = 'send-contact-message';

/** How the upload tray names an item of each kind (each registration passes its own). */
export const SUBMIT_VIDEO_LABEL = 'Video';
export const SET_LIKE_LABEL = 'Like';
export const RECORD_VIEW_LABEL = 'View';
export const BLOCK_USER_LABEL = 'Block';
export const REPORT_VIDEO_LABEL = 'Report';
export const CHALLENGE_OPT_IN_LABEL = 'Challenge emails';
export const POST_COMMENT_LABEL = 'Comment';
export const RECORD_EARNING_LABEL = 'Earning';
export const SHARE_PREMIUM_POST_LABEL = 'Group post';
export const SEND_CONTACT_MESSAGE_LABEL = 'Message';

/** Every kind and its label: a kind without a label does not compile (kinds.test.ts checks the words). */
export const OUTBOX_KIND_LABELS = {
  [SUBMIT_VIDEO]: SUBMIT_VIDEO_LABEL,
  [SET_LIKE]: SET_LIKE_LABEL,
  [RECORD_VIEW]: RECORD_VIEW_LABEL,
  [BLOCK_USER]: BLOCK_USER_LABEL,
  [REPORT_VIDEO]: REPORT_VIDEO_LABEL,
  [CHALLENGE_OPT_IN]: CHALLENGE_OPT_IN_LABEL,
  [POST_COMMENT]: POST_COMMENT_LABEL,
  [RECORD_EARNING]: RECORD_EARNING_LABEL,
  [SHARE_PREMIUM_POST]: SHARE_PREMIUM_POST_LABEL,
  [SEND_CONTACT_MESSAGE]: SEND_CONTACT_MESSAGE_LABEL,
} as const satisfies Record<string, string>;

/**
 * The kinds the service worker sends with every page closed (src/sw/outbox-handlers.ts; its test
 * checks this list against it and against the kinds pages register). An item of any other kind
 * waits for a page, and the tray says so. Today: every kind.
 */
export const WORKER_SENT_KINDS: ReadonlySet<string> = new Set<string>(
  Object.keys(OUTBOX_KIND_LABELS),
);

/**
 * Kinds the upload tray does not list: nobody asked for them (a view is counted because a video
 * played), so they wait, and are dropped when refused, without a line or a badge.
 */
export const UNLISTED_KINDS: ReadonlySet<string> = new Set([RECORD_VIEW]);
