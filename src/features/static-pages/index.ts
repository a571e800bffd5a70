/**
 * The static pages feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { ContactPage } from './components/contact-page';
export { LegalPage } from './components/legal-page';
export { aboutUs } from './content/about-us';
export { contentGuidelines } from './content/content-guidelines';
export { contestTerms } from './content/contest-terms';
export { disclaimer } from './content/disclaimer';
export { privacyPolicy } from './content/privacy-policy';
export { termsOfUse } from './content/terms-of-use';
export { SEND_CONTACT_MESSAGE, SEND_CONTACT_MESSAGE_LABEL } from './outbox/send-contact-kind';
export { loadSendContactHandler } from './lazy';
