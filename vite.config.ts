import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { staticClosure, type ChunkLike } from './scripts/bundle-graph.ts';
import { featureSurfaces } from './scripts/vite-feature-surfaces.ts';
import { firstPaint } from './scripts/vite-first-paint.ts';
import { offlineFilesPlugin } from './scripts/vite-offline-files.ts';
import { reactRouterProduction, startupChunks } from './scripts/vite-startup-chunks.ts';
import { workerBuild } from './scripts/vite-worker-build.ts';

// manifest.webmanifest at the top of the repo is the single source of the web app manifest.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * Records every file the entry chunk loads statically, so the service worker precaches the
 * shell only; route chunks loaded with import() are cached at runtime when first visited.
 */
function shellFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'laughloop-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, ChunkLike>;
      for (const item of Object.values(chunks)) {
        if (item.type !== 'chunk' || !item.isEntry) continue;
        for (const fileName of staticClosure(chunks, item.fileName)) {
          files.add(fileName);
          chunks[fileName]?.viteMetadata?.importedCss?.forEach((css) => files.add(css));
        }
      }
    },
  };
  return { plugin, files };
}

const shell = shellFiles();

const startup = startupChunks(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    featureSurfaces(root),
    reactRouterProduction(new URL('.', import.meta.url)),
    startup.plugin,
    react(),
    tailwindcss(),
    shell.plugin,
    offlineFilesPlugin(new URL('./src/app/route-table.ts', import.meta.url)),
    firstPaint(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: null,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/*.png', 'sounds/*.wav', 'offline-thumb.svg'],
      injectManifest: {
        buildPlugins: { vite: [featureSurfaces(root), workerBuild(root)] },
        globPatterns: ['**/*.{js,css,html,png,svg,ico,wav,webmanifest}'],
        globIgnores: ['samples/**'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (entry) => !entry.url.startsWith('assets/') || shell.files.has(entry.url),
            ),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: { groups: startup.groups } } },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
});
