/**
 * The affiliate feature's public surface: what src/app and tests outside the feature may import
 * (eslint.config.js enforces it). Re-exports only, resolved name by name at build time
 * (scripts/vite-feature-surfaces.ts).
 */
export { AffiliatePage } from './components/affiliate-page';
