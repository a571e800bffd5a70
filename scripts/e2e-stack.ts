import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFrom } from '../supabase/local/src/config.ts';
import { freshPgliteDataDir } from '../supabase/local/src/dev/pglite-template.ts';
import { runStack } from './stack.ts';

export const E2E_APP_PORT = 4173;
export const E2E_API_PORT = 54329;

/** Playwright's web server: a throwaway supabase/local and the freshly built app. */
async function main() {
  const dataDir = process.env.E2E_DATA_DIR ?? (await freshPgliteDataDir('supabase').catch(() => mkdtemp(join(tmpdir(), 'laughloop-e2e-'))));
  const stack = await runStack(
    configFrom({
      port: E2E_API_PORT,
      dataDir,
      siteUrl: `http://127.0.0.1:${E2E_APP_PORT}`,
      databaseUrl: process.env.DATABASE_URL,
      // Every e2e request comes from one machine; the per-IP sign-in limit would trip mid-run.
      authRateLimitIp: 10_000,
    }),
    E2E_APP_PORT,
    process.env.SKIP_BUILD === '1',
  );
  console.log(`e2e stack: app ${stack.appUrl}, api ${stack.gateway.url}`);
  const stop = () =>
    void stack
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
