/**
 * The recorder feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { RecordOption, preloadRecorder } from './components/record-option';
export { requestPersistentStorage } from './data/device-storage';
export { takeBlob } from './data/take-media';
export { takeLockName } from './data/take-recovery';
export { appendChunk, createTake } from './data/take-store';
export { chooseRecorderMime } from './model/recording-settings';
export { DRAFTS_STORAGE_FULL, STORAGE_FULL, saveFailedMessage } from './model/save-errors';
export { createTakesPort } from './port/create-takes-port';
