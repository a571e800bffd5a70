/**
 * The submit feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { bindEntryTicket } from './api/bind-entry-ticket';
export { enterChallenge } from './api/enter-challenge';
export { insertVideo, ownVideoExists } from './api/insert-video';
export type { NewVideoRow } from './api/insert-video';
export { checkModeration } from './api/moderate-video';
export type { SubmitClient } from './api/submit-client';
export { uploadThumbnail } from './api/upload-thumbnail';
export { SubmitPage } from './components/submit-page';
export { SUBMIT_MESSAGES } from './model/submission-validation';
export { useUploadSuccess } from './model/upload-success';
export { fetchSubmitClient } from './outbox/fetch-submit-client';
export { preloadShrinker } from './outbox/page-shrinker';
export { uploadWithFetch } from './outbox/tus-fetch-upload';
export { TUS_CHUNK_SIZE } from './outbox/tus-protocol';
export type { ResumableUpload } from './outbox/tus-protocol';
export { memoryResumeUrls } from './testing/memory-resume-urls';
export { loadUploadSuccessCard, loadSubmitVideoHandler, loadPrepareSubmitVideo } from './lazy';
