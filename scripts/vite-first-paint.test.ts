import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HOME_LEAD, HOME_TITLE } from '../src/app/home/home-copy.ts';
import { EARLY_FETCHES_GLOBAL, takeEarlyResponse } from '../src/lib/early-fetch.ts';
import { earlyHomeScript, firstPaintShell, homeRouteFiles } from './vite-first-paint.ts';

const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  ...extra,
});

describe('homeRouteFiles', () => {
  it('lists the home chunk and its imports that the entry chunk does not already load', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/home.js': chunk('assets/home.js', ['assets/react.js', 'assets/grid.js'], {
        facadeModuleId: '/work/app/src/app/routes/home.tsx',
      }),
      'assets/grid.js': chunk('assets/grid.js', ['assets/card.js']),
      'assets/card.js': chunk('assets/card.js', []),
      'assets/shorts.js': chunk('assets/shorts.js', ['assets/card.js']),
    };
    expect(homeRouteFiles(bundle, '/')).toEqual([
      '/assets/home.js',
      '/assets/grid.js',
      '/assets/card.js',
    ]);
    expect(homeRouteFiles({}, '/')).toEqual([]);
  });
});

/** Runs the inline script as a browser would, at `path`, and reports what it did. */
function runEarlyScript(path: string) {
  const requested: string[] = [];
  const links: Array<{ rel: string; href: string; as?: string; crossOrigin?: string }> = [];
  const attributes: string[] = [];
  const window: Record<string, unknown> = {};
  const feedRows = [
    { thumbnail_url: 'https://api.example/storage/v1/object/public/thumbnails/t1.png' },
    { thumbnail_url: 'https://i.ytimg.com/vi/abc/hqdefault.jpg' },
    { thumbnail_url: 'https://api.example/storage/v1/object/public/thumbnails/t3.png' },
  ];
  const context = {
    window,
    location: { pathname: path },
    fetch: (url: string) => {
      requested.push(url);
      const response = { ok: true, clone: () => ({ json: async () => feedRows }) };
      return Promise.resolve(response);
    },
    document: {
      documentElement: { setAttribute: (name: string) => attributes.push(name) },
      createElement: () => ({ setAttribute() {} }) as Record<string, unknown>,
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  };
  runInNewContext(
    earlyHomeScript({ url: 'https://api.example/rest/v1/feed', key: 'anon-key' }, [
      '/assets/home.js',
    ]),
    context,
  );
  return { requested, links, attributes, window };
}

describe('the early home script', () => {
  it("on '/' flags the page, asks for the feed once, preloads the home code and two thumbnails", async () => {
    const { requested, links, attributes, window } = runEarlyScript('/');
    expect(attributes).toEqual(['data-first-paint-home']);
    expect(requested).toEqual(['https://api.example/rest/v1/feed']);
    expect(Object.keys(window[EARLY_FETCHES_GLOBAL] as object)).toEqual([
      'https://api.example/rest/v1/feed',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(links.map(({ rel, href, crossOrigin }) => [rel, href, crossOrigin])).toEqual([
      ['modulepreload', '/assets/home.js', undefined],
      // Asked for as the app's <img> asks: CORS for storage, plain for others.
      ['preload', 'https://api.example/storage/v1/object/public/thumbnails/t1.png', 'anonymous'],
      ['preload', 'https://i.ytimg.com/vi/abc/hqdefault.jpg', undefined],
    ]);
  });

  it('does nothing on any other path', () => {
    const { requested, links, attributes, window } = runEarlyScript('/contact');
    expect([requested, links, attributes, Object.keys(window)]).toEqual([[], [], [], []]);
  });
});

describe('takeEarlyResponse', () => {
  it('hands an early request out once, by URL', async () => {
    const response = Promise.resolve(new Response('[]'));
    (globalThis as Record<string, unknown>)[EARLY_FETCHES_GLOBAL] = { 'https://a/feed': response };
    expect(takeEarlyResponse('https://a/other')).toBeUndefined();
    expect(takeEarlyResponse('https://a/feed')).toBe(response);
    expect(takeEarlyResponse('https://a/feed')).toBeUndefined();
    delete (globalThis as Record<string, unknown>)[EARLY_FETCHES_GLOBAL];
    expect(takeEarlyResponse('https://a/feed')).toBeUndefined();
  });
});

describe('the first-paint shell', () => {
  it('shows the home heading and lead, inert and hidden from assistive technology, which hears a loading status', () => {
    const shell = firstPaintShell('<svg viewBox="0 0 64 64"></svg>');
    expect(shell).toContain(HOME_TITLE);
    expect(shell).toContain(HOME_LEAD.replace('&', '&amp;'));
    expect(shell).toMatch(
      /^<p class="sr-only" role="status">Loading LaughLoop…<\/p>\s*<div [^>]*aria-hidden="true" inert>/,
    );
    expect(shell).toContain(
      '<svg aria-hidden="true" class="size-8" width="32" height="32" viewBox="0 0 64 64">',
    );
  });
});
