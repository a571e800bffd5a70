import { writeFile } from 'node:fs/promises';
import type { Gateway } from './server.ts';

/** Writes the Vite env the app is built with, so the app talks to this instance. */
export async function writeAppEnv(gateway: Gateway, file = '.env.local') {
  const lines = [
    '# Written by supabase/local at start. A hosted project sets these two itself.',
    `VITE_SUPABASE_URL=${gateway.url}`,
    `VITE_SUPABASE_ANON_KEY=${gateway.keys.anonKey}`,
    `VITE_SITE_URL=${gateway.config.siteUrl}`,
    '',
  ];
  await writeFile(file, lines.join('\n'));
}
