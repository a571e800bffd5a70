import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin } from 'vite';
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
import { FILL_FIRST_THUMBNAILS, HOME_FLAG, homeShell } from './first-paint-home.ts';
import { SHORTS_FLAG, shortsShell } from './first-paint-shorts.ts';

const HOME_ROUTE_MODULE = '/src/app/routes/home.tsx';
const SHORTS_ROUTE_MODULE = '/src/app/routes/shorts.tsx';

/** Each static page shows only under its flag, set by the early script on its path. */
export const FIRST_PAINT_STYLE = `.first-paint-home,.first-paint-shorts{display:none}html[${HOME_FLAG}] .first-paint-home,html[${SHORTS_FLAG}] .first-paint-shorts{display:flex}`;

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
 * What the screen shows before any JavaScript has run: the header as the app draws it and, on
 * '/' and '/shorts', the page's heading and grid. Hidden from assistive technology and inert (nothing in it works yet),
 * which hears a loading status instead; React replaces it all with the real page.
 */
export function firstPaintShell(logoSvg: string): string {
  const logo = logoSvg.replace(
    '<svg ',
    '<svg aria-hidden="true" class="size-8" width="32" height="32" ',
  );
  return `<p class="sr-only" role="status">Loading LaughLoop…</p>
    <div class="flex min-h-dvh flex-col" aria-hidden="true" inert>
      <header class="sticky top-0 z-40 border-b border-line bg-stage/95 backdrop-blur">
        <div class="mx-auto flex h-14 max-w-3xl items-center gap-2 px-3">
          <span class="-ml-1 flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-extrabold tracking-tight">${logo}LaughLoop</span>
        </div>
      </header>
      <main class="mx-auto w-full max-w-3xl flex-1 px-4 pb-8 pt-5">
        ${homeShell()}
        ${shortsShell()}
      </main>
    </div>`;
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

/**
 * The first paint before the app's code runs (design §4 budgets): a static shell in #root; on '/'
 * and '/shorts' the feed requested at once and its first thumbnails drawn, then the app's and the
 * route's code asked for (first-paint-app-code.ts).
 */
export function firstPaint(logoFile: URL): Plugin {
  let env: Record<string, string> = {};
  let base = '/';
  const logoSvg = readFileSync(logoFile, 'utf8').trim();
  return {
    name: 'laughloop-first-paint',
    configResolved(config) {
      env = config.env as Record<string, string>;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
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
        return {
          html: beforeFirstScript(taken?.html ?? html, early).replace(
            '<div id="root"></div>',
            `<div id="root">${firstPaintShell(logoSvg)}</div>`,
          ),
          tags,
        };
      },
    },
  };
}
