import { basename, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Modules the service worker build swaps for smaller ones it runs the same way. The worker
 * cannot load code late, so all of it counts against its 60 KiB gzip budget (design §4).
 * - Dexie's default import is a wrapper around its ES5 UMD build that guards pages against two
 *   copies; the worker bundles exactly one copy, so it takes Dexie's modern ES module.
 */
const SWAPS: Record<string, string> = {
  dexie: 'dexie/dist/modern/dexie.mjs',
};

/**
 * Source files the worker build replaces, by the file an import resolves to (relative to the
 * root). The submit upload's tus-js-client half: the worker has no XMLHttpRequest and uploads
 * with tus-fetch-upload.ts, so tus-js-client (~25 kB minified with its Babel helpers) stays out.
 */
const FILE_SWAPS: Record<string, string> = {
  'src/features/submit/outbox/tus-js-upload.ts': '/src/sw/shims/tus-js-upload.ts',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Imports that may name a swapped file (its name, with or without `.ts`); resolved to check. */
const FILE_SWAP_IMPORT = new RegExp(
  `(^|/)(${Object.keys(FILE_SWAPS)
    .map((file) => escapeRegExp(basename(file, '.ts')))
    .join('|')})(\\.ts)?$`,
);

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
      filter: { id: [new RegExp(`^(${Object.keys(SWAPS).join('|')})$`), FILE_SWAP_IMPORT] },
      async handler(source, importer, options) {
        const resolveOptions = { ...options, skipSelf: true };
        let swap = SWAPS[source];
        if (!swap) {
          const resolved = await this.resolve(source, importer, resolveOptions);
          swap = resolved ? FILE_SWAPS[relative(root, resolved.id)] : undefined;
        }
        if (!swap) return null;
        const target = swap.startsWith('/') ? `${root}${swap}` : swap;
        return this.resolve(target, importer, resolveOptions);
      },
    },
  };
}
