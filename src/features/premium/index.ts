/**
 * The premium feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { checkSubscription } from './api/check-subscription';
export { createPremiumCheckout } from './api/create-premium-checkout';
export { getMembership } from './api/get-membership';
export { requestFreeCode } from './api/request-free-code';
export { DashboardActions } from './components/dashboard-actions';
export { HomeOffers } from './components/home-offers';
export { MembershipStatus } from './components/membership-status';
export { OffersHost } from './components/offers-host';
export { PremiumGate } from './components/premium-gate';
export { PremiumGroupPage } from './components/premium-group-page';
export { PremiumOrderPage } from './components/premium-order-page';
export { PremiumSuccess } from './components/premium-success';
export { PREMIUM_MESSAGES } from './model/messages';
export { SHARE_PREMIUM_POST, SHARE_PREMIUM_POST_LABEL } from './outbox/share-post-kind';
export { useOfferStore } from './status/offer-store';
export { startPremiumStatusSync } from './status/premium-status-sync';
export { loadWelcomeModal, loadFreePremiumModal, loadSharePostHandler } from './lazy';
