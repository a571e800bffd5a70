import type { Plugin } from 'vite';

/**
 * Modules the service worker build swaps for smaller ones it runs the same way. The worker
 * cannot load code late, so all of it counts against its 60 KiB gzip budget (design §4).
 * - tus-js-client's url-parse and js-base64: native URL, TextEncoder and btoa (src/sw/shims).
 * - tus-js-client itself: its core upload class without the browser defaults the worker's
 *   uploads replace anyway (src/sw/shims/tus-js-client.ts).
 * - Dexie's default import is a wrapper around its ES5 UMD build that guards pages against two
 *   copies; the worker bundles exactly one copy, so it takes Dexie's modern ES module.
 */
const SWAPS: Record<string, string> = {
  'url-parse': '/src/sw/shims/url-parse.ts',
  'js-base64': '/src/sw/shims/js-base64.ts',
  dexie: 'dexie/dist/modern/dexie.mjs',
  'tus-js-client': '/src/sw/shims/tus-js-client.ts',
};

/**
 * Warn only when the worker is plainly past its budget: ~3.3 bytes minified per gzip byte puts
 * 60 KiB gzip near 200 kB. `npm run bench:bundle` enforces the gzip budget itself.
 */
export const WORKER_CHUNK_WARNING_KB = 250;

/** Vite plugin for vite-plugin-pwa's separate service worker build (injectManifest.buildPlugins). */
export function workerBuild(root: string): Plugin {
  return {
    name: 'laughloop-worker-build',
    enforce: 'pre',
    config(config) {
      config.build ??= {};
      config.build.chunkSizeWarningLimit = WORKER_CHUNK_WARNING_KB;
      // Terser's second pass packs the worker 0.6 KiB gzip smaller than the default minifier
      // (60.2 -> 59.6 KiB with issue 34's late-entry binding and views in the outbox).
      config.build.minify = 'terser';
      config.build.terserOptions = { ecma: 2020, module: true, compress: { passes: 2 } };
      // vite-plugin-pwa 2.0 still sets Rollup's `inlineDynamicImports`, which Rolldown
      // deprecates (a warning on every build); `codeSplitting: false` is the same request.
      const output = config.build.rollupOptions?.output;
      if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
        delete output.inlineDynamicImports;
        output.codeSplitting = false;
      }
    },
    resolveId: {
      // Filtered in Rolldown, so the hook never runs (in JavaScript) for the other imports.
      filter: { id: new RegExp(`^(${Object.keys(SWAPS).join('|')})$`) },
      async handler(source, importer, options) {
        const swap = SWAPS[source];
        if (!swap) return null;
        const target = swap.startsWith('/') ? `${root}${swap}` : swap;
        return this.resolve(target, importer, { ...options, skipSelf: true });
      },
    },
  };
}
