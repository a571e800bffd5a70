/**
 * The boosts feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { getMyBoostableVideos } from './api/get-my-boostable-videos';
export { getPublicVideoPage } from './api/get-public-video-page';
export type { PickerVideo, PublicVideoRow } from './api/get-public-video-page';
export { default as BoostPlansPage } from './components/boost-plans-page';
export { default as BoostSuccessPage } from './components/boost-success-page';
export { BoostVideoPicker } from './components/boost-video-picker';
export { default as OrderPage } from './components/order-page';
export type { OwnVideoControls } from './components/order-page';
export { askSignInToBoost } from './hooks/ask-sign-in';
export { loadBoostDialog } from './lazy';
