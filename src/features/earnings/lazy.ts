/**
 * What other places load on demand: each loader is its own import(), so the bundler keeps the
 * module in a chunk of its own and callers outside the feature never name its files.
 */
export const loadEarningsPanel = () => import('./components/earnings-panel');
export const loadPayoutQueuePanel = () => import('./admin/components/payout-queue-panel');
export const loadRecordEarningHandler = () => import('./outbox/record-earning-handler');
