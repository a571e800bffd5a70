import { configFromEnv } from '../supabase/local/src/config.ts';
import { writeAppEnv } from '../supabase/local/src/app-env.ts';
import { StartupError } from '../supabase/local/src/server.ts';
import { runStack } from './stack.ts';

/** `npm start`: supabase/local (PGlite in .data/ unless DATABASE_URL is set), then the built app. */
async function main() {
  const started = Date.now();
  const appPort = Number(process.env.APP_PORT ?? 4173);
  const config = configFromEnv({ SITE_URL: `http://127.0.0.1:${appPort}`, ...process.env });
  const stack = await runStack(config, appPort, process.env.SKIP_BUILD === '1');
  await writeAppEnv(stack.gateway);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nLaughLoop is running (ready in ${seconds}s, database: ${stack.gateway.db.kind})`);
  console.log(`  App:            ${stack.appUrl}`);
  console.log(`  Supabase API:   ${stack.gateway.url}`);
  console.log(`  Mail outbox:    ${stack.gateway.url}/_dev/mail`);
  console.log(`  Payments:       ${stack.gateway.url}/_dev/checkout`);
  console.log('Press Ctrl+C to stop.');
  const stop = () => void stack.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof StartupError ? `LaughLoop could not start: ${error.message}` : error,
  );
  process.exit(1);
});
