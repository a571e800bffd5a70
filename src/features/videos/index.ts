/**
 * The videos feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { deleteVideo } from './api/delete-video';
export { updateVideo } from './api/update-video';
export { ActionBar } from './components/action-bar';
export { LatestVideosSection } from './components/home-latest-section';
export { LatestVideosPage } from './components/latest-videos-page';
export { MyTotalViews, MyVideoCount } from './components/my-video-stats';
export { MyVideosList, MyVideosPage } from './components/my-videos-page';
export type { MyVideosMessages } from './components/my-videos-page';
export { ShortsPage } from './components/shorts-page';
export { TestimonialsSection } from './components/testimonials-section';
export { VideoCard } from './components/video-card';
export { VideoPage } from './components/video-page';
export { useCreatorHash } from './hooks/use-creator-hash';
export { SAMPLE_VIDEOS } from './model/sample-videos';
export { parseVideo } from './model/video';
export type { FeedVideo } from './model/video';
export { REPORT_VIDEO, REPORT_VIDEO_LABEL } from './offline/report-video-kind';
export { closeVideoDialog } from './stores/dialog-store';
export {
  loadEditDialog,
  loadDeleteDialog,
  loadWarmOffline,
  loadSetLikePageHandler,
  loadRecordViewHandler,
  loadReportVideoSend,
} from './lazy';
