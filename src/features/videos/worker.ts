/**
 * What the service worker (src/sw) may use of the videos feature. The worker has no DOM and
 * is type-checked without it (tsconfig.sw.json), so nothing here may reach React or the page.
 * Re-exports only, resolved name by name like index.ts (scripts/vite-feature-surfaces.ts).
 */
export { handleRecordView } from './offline/record-view-handler';
export { REPORT_VIDEO } from './offline/report-video-kind';
export { sendReportVideo } from './offline/report-video-send';
export { handleSetLike } from './offline/set-like-handler';
