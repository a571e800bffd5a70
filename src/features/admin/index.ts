/**
 * The admin feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { hasAdminRole } from './api/fetch-admin-role';
export { getAdminSetupState } from './api/get-admin-setup-state';
export { AdminCard } from './components/admin-card';
export { AdminGate } from './components/admin-gate';
export { AdminOnly } from './components/admin-only';
export { AdminSetupPanel } from './components/admin-setup-panel';
export { AdminTeaser } from './components/admin-teaser';
export { AuthenticationRequired } from './components/authentication-required';
export { useAdminSession } from './hooks/use-admin-session';
export { loadAdminMenuLink } from './lazy';
