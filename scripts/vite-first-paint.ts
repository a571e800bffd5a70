import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { HtmlTagDescriptor, Plugin, ViteDevServer } from 'vite';
import {
  FIRST_PAINT_STYLE,
  HOME_FLAG,
  SHORTS_FLAG,
} from '../src/app/first-paint/first-paint-flags.ts';
import { PUBLIC_LISTS, publicVideosPath } from '../src/features/videos/model/public-lists.ts';
import { EARLY_FETCHES_GLOBAL, EARLY_ROWS_GLOBAL } from '../src/lib/early-fetch.ts';
import { HIDDEN_CONTENT_KEY } from '../src/lib/hidden-content-key.ts';
import { staticClosure, type ChunkLike } from './bundle-graph.ts';
import {
  APP_CODE_WAIT_MS,
  appCodeLoader,
  takeAppCode,
  WHEN_SETTLED,
  type AppCode,
} from './first-paint-app-code.ts';
import { FILL_FIRST_THUMBNAILS } from './first-paint-thumbnails.ts';
import { featureSurfaces } from './vite-feature-surfaces.ts';

const HOME_ROUTE_MODULE = '/src/app/routes/home.tsx';
const SHORTS_ROUTE_MODULE = '/src/app/routes/shorts.tsx';

/** A route's chunk and what it imports, less what the entry chunk loads anyway. */
export function routeFiles(
  bundle: Record<string, ChunkLike>,
  base: string,
  routeModule: string,
): string[] {
  const chunks = Object.values(bundle);
  const route = chunks.find((item) => item.facadeModuleId?.endsWith(routeModule));
  const entry = chunks.find((item) => item.type === 'chunk' && item.isEntry);
  if (!route || !entry) return [];
  const loaded = staticClosure(bundle, entry.fileName);
  return [...staticClosure(bundle, route.fileName)]
    .filter((fileName) => !loaded.has(fileName))
    .map((fileName) => `${base}${fileName}`);
}

/** A page index.html draws before the app's code runs, and what its first screen needs. */
export interface FirstPaintPage {
  path: string;
  /** The attribute on <html> that shows this page's static shell. */
  flag: string;
  /** Its static grid's name (the data-first-paint-feed value). */
  slot: string;
  /** The feed its first screen lists, requested at once; null without API settings. */
  feed: { url: string; key: string } | null;
  /** Its route's code, requested alongside the app's instead of after it. */
  preloads: string[];
  /** Query parameters that change what the page shows first: with one, no static page. */
  unlessParams: string[];
}

/**
 * Browser code (ES5, inline in index.html): the feed rows less what this device's member reported
 * or whose uploader they blocked (lib/hidden-content keeps both in localStorage), so the static
 * grid never shows a video the app would hide. Anything unreadable leaves the rows as they are.
 */
export const VISIBLE_ROWS = `function visibleRows(rows) {
    try {
      var hidden = JSON.parse(localStorage.getItem(${JSON.stringify(HIDDEN_CONTENT_KEY)}) || 'null');
      if (!hidden || !Array.isArray(rows)) return rows;
      var videos = Array.isArray(hidden.videos) ? hidden.videos : [];
      var creators = Array.isArray(hidden.creators) ? hidden.creators : [];
      return rows.filter(function (row) {
        return !row || (videos.indexOf(row.id) === -1 && (!row.creator_hash || creators.indexOf(row.creator_hash) === -1));
      });
    } catch (error) {
      return rows;
    }
  }`;

/**
 * On a first-paint path ('/', or '/shorts' unless its query picks another tab or opens the
 * player): flags the page for its static shell, asks for its feed (lib/early-fetch.ts hands
 * the response to the app) and puts the first thumbnails into the static grid once the feed is in.
 * Only then, or after APP_CODE_WAIT_MS, does it ask for the app's code and the route's: on a slow
 * connection the thumbnails no longer share it with ~150 KiB of script, so they show sooner and
 * the app follows. Any other page asks for the app's code at once.
 */
export function earlyPageScript(pages: FirstPaintPage[], app: AppCode | null = null) {
  const table: Record<string, Omit<FirstPaintPage, 'path'>> = {};
  for (const { path, ...page } of pages) table[path] = page;
  return `(function () {
  ${appCodeLoader(app)}
  var page = ${JSON.stringify(table)}[location.pathname];
  var query = new URLSearchParams(location.search);
  if (!page || page.unlessParams.some(function (name) { return query.has(name); })) return loadAppCode([]);
  document.documentElement.setAttribute(page.flag, '');
  var loadPageCode = function () { loadAppCode(page.preloads); };
  if (!page.feed) return loadPageCode();
  setTimeout(loadPageCode, ${APP_CODE_WAIT_MS});
  var url = page.feed.url, key = page.feed.key;
  var feed = fetch(url, { headers: { apikey: key, Authorization: 'Bearer ' + key, Accept: 'application/json' } });
  var early = {};
  early[url] = feed;
  window[${JSON.stringify(EARLY_FETCHES_GLOBAL)}] = early;
  ${FILL_FIRST_THUMBNAILS}
  ${VISIBLE_ROWS}
  ${WHEN_SETTLED}
  feed
    .then(function (response) { return response.ok ? response.clone().json() : []; })
    .then(function (rows) {
      var parsed = {};
      parsed[url] = rows;
      window[${JSON.stringify(EARLY_ROWS_GLOBAL)}] = parsed;
      whenParsed(function () { whenSettled(fillFirstThumbnails(visibleRows(rows), page.slot), loadPageCode); });
    })
    .catch(loadPageCode);
})();`;
}

/**
 * Puts `script` before the page's first script or stylesheet, so it runs as soon as it is parsed
 * rather than after the stylesheet has arrived.
 */
export function beforeFirstScript(html: string, script: string): string {
  const first = html.search(/<script|<link rel="stylesheet"/);
  const at = first === -1 ? html.indexOf('</head>') : first;
  return `${html.slice(0, at)}${script}\n    ${html.slice(at)}`;
}

/** The module that renders src/app/first-paint/first-paint.tsx to a string. */
export const FIRST_PAINT_MODULE = '/src/app/first-paint/render-first-paint.tsx';

interface FirstPaintModule {
  renderFirstPaint(): string;
}

/** The prerendered first paint, loaded through `server` (its SSR module loader). */
export async function renderWith(server: ViteDevServer): Promise<string> {
  const module = (await server.ssrLoadModule(FIRST_PAINT_MODULE)) as Partial<FirstPaintModule>;
  if (typeof module.renderFirstPaint !== 'function')
    throw new Error(`${FIRST_PAINT_MODULE} does not export renderFirstPaint`);
  return module.renderFirstPaint();
}

/**
 * For a build: a throwaway Vite server in middleware mode, only to load the first paint's module
 * graph for Node (the app's own config is not loaded again, or this plugin would run inside
 * itself). Same root, mode and environment variables as the build.
 */
export async function renderForBuild(root: string, mode: string, envDir: string | false) {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root,
    mode,
    envDir,
    logLevel: 'error',
    appType: 'custom',
    // Feature index imports resolve as in the build (scripts/vite-feature-surfaces.ts).
    plugins: [featureSurfaces(root), react()],
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await withUnrefChannels(() => renderWith(server));
  } finally {
    await server.close();
  }
}

/**
 * Runs `work` with every BroadcastChannel it opens unref'd. The app's modules open cross-tab
 * channels as they load (the likes store follows other tabs); in Node an open channel keeps the
 * process alive, so `vite build` would never exit once it had loaded them for the prerender.
 */
async function withUnrefChannels<T>(work: () => Promise<T>): Promise<T> {
  const Original = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends Original {
    constructor(name: string) {
      super(name);
      (this as unknown as { unref(): void }).unref();
    }
  };
  try {
    return await work();
  } finally {
    globalThis.BroadcastChannel = Original;
  }
}

/**
 * The first paint before the app's code runs (design §4 budgets): the app's own header and pages,
 * prerendered with react-dom/server into #root (src/app/first-paint); on '/' and '/shorts' the
 * feed requested at once and its first thumbnails drawn into the page's skeleton grid, then the
 * app's and the route's code asked for (first-paint-app-code.ts). The app replaces it with
 * createRoot (no hydration: it is both pages at once, inert, under a flag).
 */
export function firstPaint(): Plugin {
  let env: Record<string, string> = {};
  let base = '/';
  let build: { root: string; mode: string; envDir: string | false } | null = null;
  let devServer: ViteDevServer | null = null;
  // One render per build: the page is the same for every HTML entry.
  let rendered: Promise<string> | null = null;
  const render = () => {
    if (devServer) return renderWith(devServer);
    if (!build) throw new Error('first paint rendered before the config was resolved');
    rendered ??= renderForBuild(build.root, build.mode, build.envDir);
    return rendered;
  };
  return {
    name: 'laughloop-first-paint',
    configResolved(config) {
      env = config.env as Record<string, string>;
      base = config.base;
      build = { root: config.root, mode: config.mode, envDir: config.envDir };
    },
    configureServer(server) {
      devServer = server;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const apiUrl = env.VITE_SUPABASE_URL;
        const key = env.VITE_SUPABASE_ANON_KEY;
        const feed = (limit: number) =>
          apiUrl && key ? { url: `${apiUrl}/rest/v1/${publicVideosPath(limit)}`, key } : null;
        const bundle = (ctx.bundle ?? {}) as Record<string, ChunkLike>;
        const pages: FirstPaintPage[] = [
          {
            path: '/',
            flag: HOME_FLAG,
            slot: 'home',
            feed: feed(PUBLIC_LISTS.home),
            preloads: routeFiles(bundle, base, HOME_ROUTE_MODULE),
            unlessParams: [],
          },
          {
            path: '/shorts',
            flag: SHORTS_FLAG,
            slot: 'shorts',
            feed: feed(PUBLIC_LISTS.shorts),
            preloads: routeFiles(bundle, base, SHORTS_ROUTE_MODULE),
            unlessParams: ['tab', 'play'],
          },
        ];
        // Built pages only: the dev server's entry stays as Vite wrote it.
        const taken = ctx.bundle ? takeAppCode(html) : null;
        const early = `<script>${earlyPageScript(pages, taken?.app ?? null)}</script>`;
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', children: FIRST_PAINT_STYLE, injectTo: 'head' },
        ];
        const markup = await render();
        return {
          html: beforeFirstScript(taken?.html ?? html, early).replace(
            '<div id="root"></div>',
            `<div id="root">${markup}</div>`,
          ),
          tags,
        };
      },
    },
  };
}
