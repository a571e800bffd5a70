/**
 * What the service worker (src/sw) may use of the earnings feature. The worker has no DOM and is
 * type-checked without it (tsconfig.sw.json), so nothing here may reach React or the page.
 * Re-exports only, resolved name by name like index.ts (scripts/vite-feature-surfaces.ts).
 */
export { sendRecordEarning } from './outbox/record-earning-send';
