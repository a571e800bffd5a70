/**
 * The challenges feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { ChallengeAdminDialog } from './admin/components/challenge-admin-dialog';
export { ChallengeBanner } from './components/challenge-banner';
export { EmailOptInBanner } from './components/email-opt-in-banner';
export { PastWinnersSection } from './components/past-winners-section';
export { MAIL_LINK_FLAGS } from './model/mail-link-flags';
export { CHALLENGE_OPT_IN, CHALLENGE_OPT_IN_LABEL } from './outbox/opt-in-kind';
export { loadUnsubscribeNotice, loadConfirmOptInNotice, loadOptInHandler } from './lazy';
