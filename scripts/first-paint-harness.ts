import { Window } from 'happy-dom';
import { EARLY_FETCHES_GLOBAL, EARLY_ROWS_GLOBAL } from '../src/lib/early-fetch.ts';
import { renderFirstPaint } from '../src/app/first-paint/render-first-paint.tsx';
import type { AppCode } from './first-paint-app-code.ts';
import { earlyPageScript, type FirstPaintPage } from './vite-first-paint.ts';

/** Test harness: index.html's early script run in happy-dom against a canned feed. */
export const FEED_URL = 'https://api.example/rest/v1/feed';
export const SHORTS_FEED_URL = 'https://api.example/rest/v1/shorts-feed';
export const PAGES: FirstPaintPage[] = [
  {
    path: '/',
    flag: 'data-first-paint-home',
    slot: 'home',
    feed: { url: FEED_URL, key: 'anon-key' },
    preloads: ['/assets/home.js'],
    unlessParams: [],
  },
  {
    path: '/shorts',
    flag: 'data-first-paint-shorts',
    slot: 'shorts',
    feed: { url: SHORTS_FEED_URL, key: 'anon-key' },
    preloads: ['/assets/shorts.js'],
    unlessParams: ['tab', 'play'],
  },
];
export const STORAGE_THUMB = 'https://api.example/storage/v1/object/public/thumbnails/t1.png';
export const YOUTUBE_THUMB = 'https://i.ytimg.com/vi/abc/hqdefault.jpg';

let markup: string | null = null;
/** The prerendered first paint, as the build puts it into #root (rendered once per test file). */
export function firstPaintMarkup(): string {
  markup ??= renderFirstPaint();
  return markup;
}

/** Loads the built page at `path` in happy-dom, runs the early script and reports what it did. */
export async function runEarlyScript(
  path: string,
  rows: unknown = [
    { thumbnail_url: STORAGE_THUMB },
    { thumbnail_url: YOUTUBE_THUMB },
    { thumbnail_url: 'https://api.example/storage/v1/object/public/thumbnails/t3.png' },
  ],
  {
    app = null,
    settle = true,
    wait = 5,
    storage = {},
  }: {
    app?: AppCode | null;
    settle?: boolean;
    wait?: number;
    /** localStorage as the page finds it. */
    storage?: Record<string, string>;
  } = {},
) {
  const window = new Window({ url: `https://app.example${path}` });
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  const requested: string[] = [];
  window.document.write(
    `<!doctype html><html><head></head><body><div id="root">${firstPaintMarkup()}</div></body></html>`,
  );
  const fetch = (url: string) => {
    requested.push(url);
    return Promise.resolve(new Response(JSON.stringify(rows)));
  };
  Object.assign(window, { fetch });
  window.eval(earlyPageScript(PAGES, app));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const document = window.document;
  const modules = () => ({
    preloads: [...document.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ]),
    scripts: [...document.querySelectorAll('script[type="module"]')].map((script) =>
      script.getAttribute('src'),
    ),
  });
  // What the page asked for while its first thumbnails were still loading.
  const beforeThumbnails = modules();
  if (settle)
    for (const image of document.querySelectorAll('[data-first-paint-feed] img'))
      image.dispatchEvent(new window.Event('load'));
  // What the thumbnails' last load event added, within its own task.
  const inLoadTask = modules();
  await new Promise((resolve) => setTimeout(resolve, wait));
  const slot = path.startsWith('/shorts') ? 'shorts' : 'home';
  const grid = document.querySelector(`[data-first-paint-feed="${slot}"] [data-video-skeleton]`)!;
  const result = {
    requested,
    early: Object.keys((window as unknown as Record<string, object>)[EARLY_FETCHES_GLOBAL] ?? {}),
    parsed: Object.keys((window as unknown as Record<string, object>)[EARLY_ROWS_GLOBAL] ?? {}),
    flagged: document.documentElement.hasAttribute('data-first-paint-home'),
    flaggedShorts: document.documentElement.hasAttribute('data-first-paint-shorts'),
    ...modules(),
    beforeThumbnails,
    inLoadTask,
    crossOrigins: [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')]
      .slice(0, 2)
      .map((element) => element.getAttribute('crossorigin')),
    spots: [...grid.children].map((item) => {
      const image = item.querySelector('img');
      return image
        ? { card: item.className, image: image.className, src: image.src, cors: image.crossOrigin }
        : item.className;
    }),
  };
  await window.happyDOM.close();
  return result;
}
