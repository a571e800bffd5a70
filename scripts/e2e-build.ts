/**
 * The e2e run's stack settings that are baked into its build: its ports (the app's API and site
 * URLs) and its JWT secret (the anon key). Every stack started with them serves the same build —
 * the e2e run's, each WebKit file's (tests/webkit/support/stack.ts) and the bundle budgets'
 * (`npm run bench:bundle -- --e2e-build`) — so CI builds the app once.
 */

// Ports can be moved (E2E_APP_PORT / E2E_API_PORT) so two e2e runs on one machine do not collide.
// Both sit below Linux's ephemeral range (32768-60999): a port in it can be taken by any outgoing
// connection of the run (a test's, the database's) just before the stack listens.
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 24329);
/** Throwaway stacks on loopback only; never a real instance's secret. */
export const E2E_JWT_SECRET = 'laughloop-e2e-throwaway-stack-jwt-secret-0001';
/** Where the build for the app port is kept (the default ports build into `dist`). */
export const E2E_BUILD_DIR = E2E_APP_PORT === 4173 ? 'dist' : `dist-e2e-${E2E_APP_PORT}`;
