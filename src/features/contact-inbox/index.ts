/**
 * The contact inbox feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it; the service worker has worker.ts where there is one). Re-exports
 * only: the build resolves each name to the module that defines it
 * (scripts/vite-feature-surfaces.ts), so importing one name never pulls in the rest of the feature.
 */
export { loadContactInboxPanel } from './lazy';
