import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ONE_MACHINE_RATE_LIMITS } from '../supabase/local/src/auth/rate-limit-settings.ts';
import { configFrom } from '../supabase/local/src/config.ts';
import { freshPgliteDataDir } from '../supabase/local/src/dev/pglite-template.ts';
import { E2E_API_PORT, E2E_APP_PORT, E2E_BUILD_DIR, E2E_JWT_SECRET } from './e2e-build.ts';
import { runStack } from './stack.ts';

export const E2E_KEYS_FILE = `.e2e/stack-${E2E_APP_PORT}.json`;
/** With E2E_KEEP_DATA=1 the data folder outlives the stack, so a test can restart it on the same data. */
const KEEP_DATA = process.env.E2E_KEEP_DATA === '1';

/** Playwright's web server: a throwaway supabase/local and the freshly built app. */
async function main() {
  const dataDir =
    process.env.E2E_DATA_DIR ??
    (await freshPgliteDataDir('supabase').catch(() => mkdtemp(join(tmpdir(), 'laughloop-e2e-'))));
  const stack = await runStack(
    configFrom({
      port: E2E_API_PORT,
      dataDir,
      siteUrl: `http://127.0.0.1:${E2E_APP_PORT}`,
      databaseUrl: process.env.DATABASE_URL,
      // Every e2e request comes from one machine; the per-IP limits would trip mid-run.
      authRateLimits: ONE_MACHINE_RATE_LIMITS,
      // One secret for every test stack: the same API keys, so the same build (the anon key is
      // baked into it) serves the e2e run and each WebKit file's stack, built once per run.
      jwtSecret: E2E_JWT_SECRET,
      // bcrypt's least cost, as the integration stacks: every test signs up and signs in several
      // members, ~90 ms of CPU each at GoTrue's 10. What `npm start` and hosted Auth store is
      // proved in supabase/local/src/auth/passwords.test.ts.
      passwordHashCost: 4,
    }),
    E2E_APP_PORT,
    process.env.SKIP_BUILD === '1',
    E2E_BUILD_DIR,
  );
  // Tests create users and read mail with the service key; it exists only for this throwaway stack.
  await mkdir('.e2e', { recursive: true });
  await writeFile(
    E2E_KEYS_FILE,
    JSON.stringify({
      apiUrl: stack.gateway.url,
      appUrl: stack.appUrl,
      anonKey: stack.gateway.keys.anonKey,
      serviceRoleKey: stack.gateway.keys.serviceRoleKey,
      dataDir,
    }),
  );
  console.log(`e2e stack: app ${stack.appUrl}, api ${stack.gateway.url}`);
  const stop = () =>
    void stack
      .close()
      .then(() => (KEEP_DATA ? undefined : rm(dataDir, { recursive: true, force: true })))
      .finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
