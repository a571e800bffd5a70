/**
 * What other places load on demand: each loader is its own import(), so the bundler keeps the
 * module in a chunk of its own and callers outside the feature never name its files.
 */
export const loadEditDialog = () => import('./components/edit-dialog');
export const loadDeleteDialog = () => import('./components/delete-dialog');
export const loadWarmOffline = () => import('./warm-offline');
export const loadSetLikePageHandler = () => import('./offline/set-like-page-handler');
export const loadRecordViewHandler = () => import('./offline/record-view-handler');
export const loadReportVideoSend = () => import('./offline/report-video-send');
