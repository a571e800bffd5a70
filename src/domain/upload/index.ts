/**
 * The upload payload (the outbox's submit-video kind), shared by the recorder (takes) and submit
 * (files and links), read by submit's handler and My Videos' waiting list. Light enough for the
 * service worker: no React, no zod.
 */
export type { SubmitVideoPayload, VideoSource } from './payload';
export { parseSubmitPayload } from './parse';
export { buildSubmitPayload, thumbnailMedia, videoMedia } from './build';
export { TITLE_LENGTH_MESSAGE, titleTooLong, VIDEO_TITLE_MAX_LENGTH } from './title';
