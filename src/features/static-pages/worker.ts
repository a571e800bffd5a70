/**
 * What the service worker (src/sw) may use of the static pages feature. The worker has no DOM and
 * is type-checked without it (tsconfig.sw.json), so nothing here may reach React or the page.
 * Re-exports only, resolved name by name like index.ts (scripts/vite-feature-surfaces.ts).
 */
export { handleSendContactMessage } from './outbox/send-contact-handler';
export { SEND_CONTACT_MESSAGE } from './outbox/send-contact-kind';
