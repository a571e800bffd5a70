/**
 * What other places load on demand: each loader is its own import(), so the bundler keeps the
 * module in a chunk of its own and callers outside the feature never name its files.
 */
export const loadUnsubscribeNotice = () => import('./components/unsubscribe-notice');
export const loadConfirmOptInNotice = () => import('./components/confirm-opt-in-notice');
export const loadOptInHandler = () => import('./outbox/opt-in-handler');
