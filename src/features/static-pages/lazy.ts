/**
 * What other places load on demand: each loader is its own import(), so the bundler keeps the
 * module in a chunk of its own and callers outside the feature never name its files.
 */
export const loadSendContactHandler = () => import('./outbox/send-contact-handler');
