/**
 * The outbox feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { preloadOutbox } from './components/preload';
export { UploadTray } from './components/upload-tray';
export { cancelItem, insertItem, markDone } from './data/outbox-repo';
export { anythingWaits, useOutboxSummary } from './data/summary';
export { OUTBOX_LOCK_NAME } from './engine/lock';
export { createOutboxPort } from './port/create-port';
export { lazyHandler, preloadHandlers } from './port/registry';
export { startOutboxTriggers } from './port/triggers';
export { loadShowWorkerNotices } from './lazy';
