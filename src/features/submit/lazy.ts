/**
 * What other places load on demand: each loader is its own import(), so the bundler keeps the
 * module in a chunk of its own and callers outside the feature never name its files.
 */
export const loadUploadSuccessCard = () => import('./components/upload-success-card');
export const loadSubmitVideoHandler = () => import('./outbox/submit-video-handler');
export const loadPrepareSubmitVideo = () => import('./outbox/prepare-submit-video');
