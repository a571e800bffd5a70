import { rm } from 'node:fs/promises';
import { ONE_MACHINE_RATE_LIMITS } from '../../supabase/local/src/auth/rate-limit-settings.ts';
import { configFrom } from '../../supabase/local/src/config.ts';
import { freshPgliteDataDir } from '../../supabase/local/src/dev/pglite-template.ts';
import { E2E_API_PORT, E2E_APP_PORT, E2E_BUILD_DIR, E2E_JWT_SECRET } from '../e2e-build.ts';
import { runStack } from '../stack.ts';
import { SAMPLE_NAMES } from '../../tests/e2e/support/sample-names.ts';

/**
 * Ports are baked into the build (the app's API URL and site URL), so they are fixed and an
 * unchanged build is reused; override with BENCH_FEED_APP_PORT / BENCH_FEED_API_PORT.
 */
const APP_PORT = Number(process.env.BENCH_FEED_APP_PORT ?? 4493);
const API_PORT = Number(process.env.BENCH_FEED_API_PORT ?? 54593);
const OUT_DIR = `bench-results/dist-feed-${APP_PORT}`;

/**
 * Community clips added to the 12 seeded samples: a full Shorts feed (fetch 50: the 40 clips and
 * the 10 newest samples) to swipe through.
 */
export const FEED_CLIPS = 40;
const CATEGORIES = ['comedy', 'animals', 'fails', 'dance', 'sports', 'music', 'pranks'];

export interface FeedStack {
  appUrl: string;
  apiUrl: string;
  anonKey: string;
  close(): Promise<void>;
}

async function call(url: string, serviceKey: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** One creator and FEED_CLIPS approved videos (newest first), playing the app's own sample files. */
async function seedFeed(apiUrl: string, serviceKey: string, appUrl: string): Promise<void> {
  const creator = (await call(`${apiUrl}/auth/v1/admin/users`, serviceKey, {
    email: 'feed-bench@example.com',
    password: 'feed-bench-password-42',
    email_confirm: true,
    user_metadata: { full_name: 'Feed Bench' },
  })) as { id: string };
  const now = Date.now();
  const rows = Array.from({ length: FEED_CLIPS }, (_, index) => {
    const sample = SAMPLE_NAMES[index % SAMPLE_NAMES.length]!;
    const created = new Date(now - index * 1000).toISOString();
    return {
      id: `bench-${String(index).padStart(4, '0')}`,
      title: `Bench clip ${index + 1}`,
      video_url: `${appUrl}/samples/${sample}.webm`,
      thumbnail_url: `${appUrl}/samples/${sample}.png`,
      user_id: creator.id,
      category: CATEGORIES[index % CATEGORIES.length],
      created_at: created,
      upload_time: created,
    };
  });
  await call(`${apiUrl}/rest/v1/videos`, serviceKey, rows);
}

export interface FeedStackOptions {
  /**
   * Serve the e2e run's production build on the e2e ports, with its JWT secret
   * (scripts/e2e-build.ts): the same stamp (sources, VITE_* values, NODE_ENV=production), so the
   * build the e2e and WebKit suites tested is measured, not built again. Built here only when it
   * is missing or not current. The e2e ports must be free (CI: after `npm test`).
   */
  e2eBuild?: boolean;
}

/** A throwaway supabase/local with a seeded feed, and a production build of the app pointed at it. */
export async function startFeedStack({
  e2eBuild = false,
}: FeedStackOptions = {}): Promise<FeedStack> {
  const started = Date.now();
  const dataDir = await freshPgliteDataDir('supabase');
  const [appPort, apiPort, outDir] = e2eBuild
    ? [E2E_APP_PORT, E2E_API_PORT, E2E_BUILD_DIR]
    : [APP_PORT, API_PORT, OUT_DIR];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const stack = await runStack(
    configFrom({
      port: apiPort,
      dataDir,
      siteUrl: appUrl,
      authRateLimits: ONE_MACHINE_RATE_LIMITS,
      ...(e2eBuild ? { jwtSecret: E2E_JWT_SECRET } : {}),
    }),
    appPort,
    false,
    outDir,
  );
  try {
    await seedFeed(stack.gateway.url, stack.gateway.keys.serviceRoleKey, appUrl);
  } catch (error) {
    await stack.close();
    throw error;
  }
  const build = stack.built ? `built ${outDir}` : `served ${outDir} as built before (current)`;
  console.log(
    `Stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${build}): app ${appUrl}, api ${stack.gateway.url}`,
  );
  return {
    appUrl,
    apiUrl: stack.gateway.url,
    anonKey: stack.gateway.keys.anonKey,
    async close() {
      await stack.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
