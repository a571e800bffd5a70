import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ONE_MACHINE_RATE_LIMITS } from '../supabase/local/src/auth/rate-limit-settings.ts';
import { configFrom } from '../supabase/local/src/config.ts';
import { freshPgliteDataDir } from '../supabase/local/src/dev/pglite-template.ts';
import { E2E_API_PORT, E2E_APP_PORT, E2E_BUILD_DIR, E2E_JWT_SECRET } from './e2e-build.ts';
import { runStack, type RunningStack } from './stack.ts';

export const E2E_KEYS_FILE = `.e2e/stack-${E2E_APP_PORT}.json`;
/** With E2E_KEEP_DATA=1 the data folder outlives the stack, so a test can restart it on the same data. */
const KEEP_DATA = process.env.E2E_KEEP_DATA === '1';

/**
 * With E2E_CONTROL_PORT, `POST /down` takes the app and API servers down (connections refused, data
 * kept) and `POST /up` brings them back, each answering once done: the WebKit suite shares one
 * stack and takes it offline this way instead of stopping and restarting it (5-20 s a start).
 * Calls take effect in the order they came (an `up` sent while a `down` is under way runs after
 * it) and neither can wait for ever (supabase/local/src/http/server-switch.ts); a failure answers
 * 500 with its reason, also printed here.
 */
const CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 0);

function serveControl(stack: RunningStack, port: number): Promise<void> {
  const actions: Record<string, () => Promise<void>> = {
    '/down': () => stack.pause(),
    '/up': () => stack.resume(),
  };
  const server = createServer((request, response) => {
    const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined;
    if (!action) {
      response.writeHead(404).end();
      return;
    }
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => {
        console.error(`e2e stack: ${request.url} failed:`, error);
        response.writeHead(500).end(String(error));
      },
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

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
  if (CONTROL_PORT) await serveControl(stack, CONTROL_PORT);
  console.log(`e2e stack: app ${stack.appUrl}, api ${stack.gateway.url}`);
  const stop = (signal: NodeJS.Signals) => {
    // The WebKit suite's stack lives as long as the suite: one that ends early says why.
    if (CONTROL_PORT) console.error(`e2e stack: ${signal}, stopping`);
    void stack
      .close()
      .then(() => (KEEP_DATA ? undefined : rm(dataDir, { recursive: true, force: true })))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
