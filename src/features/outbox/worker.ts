/**
 * What the service worker (src/sw) may use of the outbox feature. The worker has no DOM and
 * is type-checked without it (tsconfig.sw.json), so nothing here may reach React or the page.
 * Re-exports only, resolved name by name like index.ts (scripts/vite-feature-surfaces.ts).
 */
export { keepNotices } from './data/notices';
export { listItems, wakeQueued } from './data/outbox-repo';
export { readWifiOnly } from './data/wifi-only';
export { followCancels } from './engine/cancel-channel';
export { drainOutbox } from './engine/drain';
export { jobContext } from './engine/job-context';
export { OUTBOX_LOCK_NAME, withLockIfFree } from './engine/lock';
export { badgeSummary } from './model/tray-groups';
export { badgeCall } from './model/waiting-badge';
