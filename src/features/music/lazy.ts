/**
 * What other places load on demand: each loader is its own import(), so the bundler keeps the
 * module in a chunk of its own and callers outside the feature never name its files.
 */
export const loadQuickUpload = () => import('./components/quick-upload');
export const loadManageLibrary = () => import('./components/manage-library');
