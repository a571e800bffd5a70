import { rm } from 'node:fs/promises';
import { build, preview } from 'vite';
import { ONE_MACHINE_RATE_LIMITS } from '../../supabase/local/src/auth/rate-limit-settings.ts';
import { configFrom } from '../../supabase/local/src/config.ts';
import { freshPgliteDataDir } from '../../supabase/local/src/dev/pglite-template.ts';
import { startGateway } from '../../supabase/local/src/server.ts';
import { buildStamp, isBuildCurrent, saveBuildStamp } from '../build-stamp.ts';
import { startCuttingProxy, type CuttingProxy } from './cutting-proxy.ts';

/**
 * The app's and the proxy's ports are baked into the build, so they are fixed (override with
 * BENCH_APP_PORT / BENCH_PROXY_PORT) and an unchanged build is reused; supabase/local takes any free port.
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4487);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 54587);
const OUT_DIR = `bench-results/dist-submit-${APP_PORT}`;

export interface SubmitStack {
  appUrl: string;
  /** What the app talks to: the cutting proxy in front of supabase/local. */
  apiUrl: string;
  /** supabase/local itself, for the bench's own checks. */
  gatewayUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  proxy: CuttingProxy;
  close(): Promise<void>;
}

/**
 * A throwaway supabase/local (migrated PGlite), the cutting proxy in front of it, and a production
 * build of the app pointed at the proxy, served by `vite preview`.
 */
export async function startSubmitStack(): Promise<SubmitStack> {
  const started = Date.now();
  const dataDir = await freshPgliteDataDir('supabase');
  const appUrl = `http://127.0.0.1:${APP_PORT}`;
  const gateway = await startGateway(
    configFrom({ port: 0, dataDir, siteUrl: appUrl, authRateLimits: ONE_MACHINE_RATE_LIMITS }),
  );
  const proxy = await startCuttingProxy(gateway.url, PROXY_PORT);
  try {
    // The app's uploads name the proxy's origin: the database must know it as this project's API
    // (private.api_origins), or it would judge them as links to an IP address and refuse them.
    await gateway.db.query(
      'insert into private.api_origins (origin) values ($1) on conflict do nothing',
      [proxy.url],
    );
    process.env.VITE_SUPABASE_URL = proxy.url;
    process.env.VITE_SUPABASE_ANON_KEY = gateway.keys.anonKey;
    process.env.VITE_SITE_URL = appUrl;
    const stamp = await buildStamp();
    if (!(await isBuildCurrent(OUT_DIR, stamp))) {
      await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
      await saveBuildStamp(OUT_DIR, stamp);
    }
    const app = await preview({
      logLevel: 'warn',
      build: { outDir: OUT_DIR },
      preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
    });
    console.log(
      `Stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: app ${appUrl}, api ${gateway.url} (via ${proxy.url})`,
    );
    return {
      appUrl,
      apiUrl: proxy.url,
      gatewayUrl: gateway.url,
      anonKey: gateway.keys.anonKey,
      serviceRoleKey: gateway.keys.serviceRoleKey,
      proxy,
      async close() {
        await app.close();
        await proxy.close();
        await gateway.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await proxy.close();
    await gateway.close();
    throw error;
  }
}
