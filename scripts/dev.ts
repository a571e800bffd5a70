import { createServer } from 'vite';
import { configFromEnv } from '../supabase/local/src/config.ts';
import { writeAppEnv } from '../supabase/local/src/app-env.ts';
import { StartupError, startGateway } from '../supabase/local/src/server.ts';
import { exportAppEnv } from './stack.ts';

/** `npm run dev`: supabase/local plus Vite's dev server with hot reload (no build, no service worker cache). */
async function main() {
  const appPort = Number(process.env.APP_PORT ?? 5173);
  const config = configFromEnv({ SITE_URL: `http://127.0.0.1:${appPort}`, ...process.env });
  const gateway = await startGateway(config);
  exportAppEnv(gateway);
  await writeAppEnv(gateway);
  const vite = await createServer({
    server: { host: '127.0.0.1', port: appPort, strictPort: true },
  });
  await vite.listen();
  console.log(`\nLaughLoop (dev) on http://127.0.0.1:${appPort}, Supabase API ${gateway.url}`);
  const stop = () =>
    void Promise.all([vite.close(), gateway.close()]).finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof StartupError ? `LaughLoop could not start: ${error.message}` : error,
  );
  process.exit(1);
});
