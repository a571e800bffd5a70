/**
 * What other places load on demand: each loader is its own import(), so the bundler keeps the
 * module in a chunk of its own and callers outside the feature never name its files.
 */
export const loadWelcomeModal = () => import('./components/welcome-modal');
export const loadFreePremiumModal = () => import('./components/free-premium-modal');
export const loadSharePostHandler = () => import('./outbox/share-post-handler');
