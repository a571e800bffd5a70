/**
 * The earnings feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts). Re-exports only: the build
 * resolves each name to the module that defines it (scripts/vite-feature-surfaces.ts), so importing
 * one name never pulls in the rest of the feature.
 */
export { getEarningSummary } from './api/get-earning-summary';
export { default as EarningActivities, TotalEarnedFigure } from './components/earning-activities';
export { default as EarningsPanel } from './components/earnings-panel';
export { defaultSummary } from './model/earning-summary';
export { queueEarning } from './outbox/queue-earning';
export { loadEarningsPanel, loadPayoutQueuePanel, loadRecordEarningHandler } from './lazy';
