/**
 * What the service worker (src/sw) may use of the submit feature. The worker has no DOM and
 * is type-checked without it (tsconfig.sw.json), so nothing here may reach React or the page.
 * Re-exports only, resolved name by name like index.ts (scripts/vite-feature-surfaces.ts).
 */
export { keepShare } from './data/shared-videos';
export { parseSharedForm, SHARE_TARGET, submitPathFor } from './model/shared-form';
export type { ParsedShare } from './model/shared-form';
export { handleSubmitVideoInWorker } from './outbox/submit-video-worker-handler';
export { uploadWithFetch } from './outbox/tus-fetch-upload';
