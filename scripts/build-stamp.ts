import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a build of the app depends on: its sources, its config and the VITE_* values baked into it. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
];
const STAMP_FILE = '.build-stamp';

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestChange(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** A fingerprint of the build inputs; a warm `npm start` with the same one reuses the last build. */
export async function buildStamp(): Promise<string> {
  const times = await Promise.all(INPUTS.map(newestChange));
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  // NODE_ENV picks React's production or development build.
  const nodeEnv = process.env.NODE_ENV ?? null;
  return createHash('sha256').update(JSON.stringify({ times, env, nodeEnv })).digest('hex');
}

export async function isBuildCurrent(outDir: string, stamp: string): Promise<boolean> {
  const saved = await readFile(join(outDir, STAMP_FILE), 'utf8').catch(() => '');
  return saved === stamp;
}

export async function saveBuildStamp(outDir: string, stamp: string): Promise<void> {
  await writeFile(join(outDir, STAMP_FILE), stamp);
}
