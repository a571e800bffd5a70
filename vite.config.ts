import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { staticClosure, type ChunkLike } from './scripts/bundle-graph.ts';
import { firstPaint } from './scripts/vite-first-paint.ts';
import { offlineFilesPlugin } from './scripts/vite-offline-files.ts';
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

/**
 * React Router 7 exports only its development build, dev-only warnings and checks included
 * (remix-run/react-router#14102); a production build uses the production files it ships beside it.
 */
function reactRouterProduction(): Plugin {
  const dist = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'laughloop-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: dist('index.mjs') },
          { find: /^react-router\/dom$/, replacement: dist('dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * Fewer, larger chunks for what a first visit loads. Left alone, the bundler split the modules
 * the entry imports statically into fourteen small shared chunks (env, session, the query core…)
 * and those home and Shorts share into a dozen more, and every file a page starts with costs a
 * request and a task of its own. So: src/main.tsx's static closure is one chunk beside the entry,
 * and what both feeds' routes import statically (cards, thumbnails, list hooks) is another.
 */
function startupChunks(root: URL) {
  const path = (file: string) => fileURLToPath(new URL(file, root));
  const entry = path('./src/main.tsx');
  const feeds = [path('./src/app/routes/home.tsx'), path('./src/app/routes/shorts.tsx')];
  let app = new Set<string>();
  let feed = new Set<string>();
  const plugin: Plugin = {
    name: 'laughloop-startup-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (start: string, stop: ReadonlySet<string> = new Set()) => {
        const found = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (found.has(id) || stop.has(id)) continue;
          found.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      app = closure(entry);
      const [home, shorts] = feeds.map((route) => closure(route, app));
      feed = new Set([...home!].filter((id) => shorts!.has(id)));
    },
  };
  const groups = [
    { name: 'app', test: (id: string) => app.has(id) },
    { name: 'feed', test: (id: string) => feed.has(id) },
  ];
  return { plugin, groups };
}

const startup = startupChunks(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    reactRouterProduction(),
    startup.plugin,
    react(),
    tailwindcss(),
    shell.plugin,
    offlineFilesPlugin(new URL('./src/app/route-table.ts', import.meta.url)),
    firstPaint(new URL('./public/favicon.svg', import.meta.url)),
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
        buildPlugins: { vite: [workerBuild(fileURLToPath(new URL('.', import.meta.url)))] },
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
