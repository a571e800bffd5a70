import { build, preview, type PreviewServer } from 'vite';
import type { LocalConfig } from '../supabase/local/src/config.ts';
import { startGateway, type Gateway } from '../supabase/local/src/server.ts';
import { buildStamp, isBuildCurrent, saveBuildStamp } from './build-stamp.ts';

export interface RunningStack {
  gateway: Gateway;
  app: PreviewServer;
  appUrl: string;
  /** False when the build in outDir was current (or the build was skipped) and served as it was. */
  built: boolean;
  close(): Promise<void>;
}

/** Points the app build at a gateway: Vite reads VITE_* variables from the environment. */
export function exportAppEnv(gateway: Gateway) {
  process.env.VITE_SUPABASE_URL = gateway.url;
  process.env.VITE_SUPABASE_ANON_KEY = gateway.keys.anonKey;
  process.env.VITE_SITE_URL = gateway.config.siteUrl;
}

/**
 * Builds the app unless the last build in outDir came from the same sources and settings. Always
 * the production build, as it ships: Vite builds for whatever NODE_ENV says, and a stack started
 * from vitest (the WebKit suite) inherits NODE_ENV=test, which bundled React's development build,
 * whose StrictMode runs every effect a second time once the page has settled.
 */
async function buildIfChanged(outDir: string): Promise<boolean> {
  process.env.NODE_ENV = 'production';
  const stamp = await buildStamp();
  if (await isBuildCurrent(outDir, stamp)) return false;
  await build({ logLevel: 'warn', build: { outDir } });
  await saveBuildStamp(outDir, stamp);
  return true;
}

/** supabase/local plus the built app served by `vite preview`: the whole product on one machine. */
export async function runStack(
  config: LocalConfig,
  appPort: number,
  skipBuild = false,
  outDir = 'dist',
): Promise<RunningStack> {
  const gateway = await startGateway(config);
  try {
    exportAppEnv(gateway);
    const built = !skipBuild && (await buildIfChanged(outDir));
    const app = await preview({
      build: { outDir },
      preview: { host: '127.0.0.1', port: appPort, strictPort: true },
    });
    const appUrl = `http://127.0.0.1:${appPort}`;
    return {
      gateway,
      app,
      appUrl,
      built,
      async close() {
        await new Promise<void>((resolve) => app.httpServer.close(() => resolve()));
        await gateway.close();
      },
    };
  } catch (error) {
    await gateway.close();
    throw error;
  }
}
