import { configFromEnv } from './config.ts';
import { startGateway, StartupError } from './server.ts';
import { writeAppEnv } from './app-env.ts';

/** `npm run local`: starts supabase/local alone and prints its URLs and keys. */
async function main() {
  const started = Date.now();
  const config = configFromEnv();
  const gateway = await startGateway(config);
  await writeAppEnv(gateway);
  const seconds = ((Date.now() - started) / 1000).toFixed(2);
  console.log(`supabase/local ready in ${seconds}s (${gateway.db.kind})`);
  console.log(`  API URL:     ${gateway.url}`);
  console.log(`  Mail outbox: ${gateway.url}/_dev/mail`);
  console.log(`  anon key:    ${gateway.keys.anonKey}`);
  const stop = () => {
    gateway.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(`supabase/local: ${error.message}`);
  else console.error('supabase/local failed to start:', error);
  process.exit(1);
});
