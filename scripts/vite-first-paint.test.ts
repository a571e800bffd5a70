import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { BANNER_COPY } from '../src/features/challenges/model/banner-copy.ts';
import {
  EARLY_FETCHES_GLOBAL,
  EARLY_ROWS_GLOBAL,
  takeEarlyResponse,
  takeEarlyRows,
} from '../src/lib/early-fetch.ts';
import { HIDDEN_CONTENT_KEY } from '../src/lib/hidden-content-key.ts';
import {
  VIDEO_CARD_CLASS,
  VIDEO_CARD_THUMB_EXTRA,
  VIDEO_SKELETON_CLASS,
  VIDEO_THUMB_CLASS,
} from '../src/features/videos/components/latest-section-look.ts';
import { SHORTS_TABS } from '../src/features/videos/model/shorts-feed.ts';
import { beforeFirstScript, routeFiles } from './vite-first-paint.ts';
import {
  FEED_URL,
  firstPaintMarkup,
  runEarlyScript,
  SHORTS_FEED_URL,
  STORAGE_THUMB,
  YOUTUBE_THUMB,
} from './first-paint-harness.ts';

/** One prerendered page ('home' or 'shorts') of the first paint, parsed. */
function page(slot: string) {
  const { document } = new Window();
  document.body.innerHTML = firstPaintMarkup();
  return document.querySelector(`[data-first-paint-feed="${slot}"]`)!;
}

const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  ...extra,
});

describe('routeFiles', () => {
  it("lists a route's chunk and its imports that the entry chunk does not already load", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/home.js': chunk('assets/home.js', ['assets/react.js', 'assets/grid.js'], {
        facadeModuleId: '/work/app/src/app/routes/home.tsx',
      }),
      'assets/grid.js': chunk('assets/grid.js', ['assets/card.js']),
      'assets/card.js': chunk('assets/card.js', []),
      'assets/shorts.js': chunk('assets/shorts.js', ['assets/card.js'], {
        facadeModuleId: '/work/app/src/app/routes/shorts.tsx',
      }),
    };
    expect(routeFiles(bundle, '/', '/src/app/routes/home.tsx')).toEqual([
      '/assets/home.js',
      '/assets/grid.js',
      '/assets/card.js',
    ]);
    expect(routeFiles(bundle, '/', '/src/app/routes/shorts.tsx')).toEqual([
      '/assets/shorts.js',
      '/assets/card.js',
    ]);
    expect(routeFiles({}, '/', '/src/app/routes/home.tsx')).toEqual([]);
  });
});

describe('beforeFirstScript', () => {
  it('puts the early script before the first script or stylesheet, or at the end of head', () => {
    const built =
      '<head><title>x</title><script type="module" src="/a.js"></script><link rel="stylesheet" href="/a.css"></head>';
    expect(beforeFirstScript(built, '<script>early</script>')).toMatch(
      /<title>x<\/title><script>early<\/script>\s*<script type="module"/,
    );
    expect(beforeFirstScript('<head><title>x</title></head>', '<script>e</script>')).toMatch(
      /<title>x<\/title><script>e<\/script>\s*<\/head>/,
    );
  });
});

describe('the early page script', () => {
  it("on '/' flags the page, asks for the feed once and preloads the home code", async () => {
    const { requested, early, parsed, flagged, flaggedShorts, preloads } =
      await runEarlyScript('/?source=pwa');
    expect([flagged, flaggedShorts]).toEqual([true, false]);
    expect(requested).toEqual([FEED_URL]);
    expect(early).toEqual([FEED_URL]);
    // The parsed rows wait for the app's first render (takeEarlyRows).
    expect(parsed).toEqual([FEED_URL]);
    expect(preloads).toEqual([['modulepreload', '/assets/home.js']]);
  });

  it('puts the first row of thumbnails into the static grid in cards drawn as the app draws them', async () => {
    const { spots } = await runEarlyScript('/');
    const image = `${VIDEO_THUMB_CLASS} ${VIDEO_CARD_THUMB_EXTRA}`;
    expect(spots).toEqual([
      // Asked for as the app's <img> asks: CORS for storage, plain for others.
      { card: VIDEO_CARD_CLASS, image, src: STORAGE_THUMB, cors: 'anonymous' },
      { card: VIDEO_CARD_CLASS, image, src: YOUTUBE_THUMB, cors: null },
      ...Array.from({ length: 4 }, () => VIDEO_SKELETON_CLASS),
    ]);
  });

  it('leaves out what the member reported or whose uploader they blocked (lib/hidden-content)', async () => {
    const rows = [
      { id: 'reported', thumbnail_url: STORAGE_THUMB },
      { id: 'blocked', creator_hash: 'b10cked1', thumbnail_url: STORAGE_THUMB },
      { id: 'shown', creator_hash: 'abcdef12', thumbnail_url: YOUTUBE_THUMB },
    ];
    const hidden = JSON.stringify({
      owner: 'me',
      videos: ['reported'],
      creators: ['b10cked1'],
      users: [],
    });
    const { spots } = await runEarlyScript('/', rows, {
      storage: { [HIDDEN_CONTENT_KEY]: hidden },
    });
    expect(spots[0]).toMatchObject({ src: YOUTUBE_THUMB });
    expect(spots.slice(1)).toEqual(Array.from({ length: 5 }, () => VIDEO_SKELETON_CLASS));
    // Unreadable storage changes nothing.
    const garbled = await runEarlyScript('/', rows, { storage: { [HIDDEN_CONTENT_KEY]: '{oops' } });
    expect(garbled.spots[0]).toMatchObject({ src: STORAGE_THUMB });
  });

  it('leaves the skeletons for rows without a thumbnail and for a failed feed', async () => {
    const skeletons = Array.from({ length: 6 }, () => VIDEO_SKELETON_CLASS);
    expect((await runEarlyScript('/', [{ thumbnail_url: null }, null])).spots).toEqual(skeletons);
    expect((await runEarlyScript('/', { message: 'nope' })).spots).toEqual(skeletons);
  });

  it("on '/shorts' flags the Shorts page, asks for the Shorts feed, preloads its code and fills its grid", async () => {
    const { requested, early, flagged, flaggedShorts, preloads, spots } =
      await runEarlyScript('/shorts');
    expect([flagged, flaggedShorts]).toEqual([false, true]);
    expect(requested).toEqual([SHORTS_FEED_URL]);
    expect(early).toEqual([SHORTS_FEED_URL]);
    expect(preloads).toEqual([['modulepreload', '/assets/shorts.js']]);
    const image = `${VIDEO_THUMB_CLASS} ${VIDEO_CARD_THUMB_EXTRA}`;
    expect(spots.slice(0, 3)).toEqual([
      { card: VIDEO_CARD_CLASS, image, src: STORAGE_THUMB, cors: 'anonymous' },
      { card: VIDEO_CARD_CLASS, image, src: YOUTUBE_THUMB, cors: null },
      VIDEO_SKELETON_CLASS,
    ]);
  });

  it("leaves '/shorts' to the app when its query picks a tab or opens the player", async () => {
    for (const path of ['/shorts?tab=Dance', '/shorts?play=v1']) {
      const { requested, flaggedShorts, preloads } = await runEarlyScript(path);
      expect([requested, flaggedShorts, preloads]).toEqual([[], false, []]);
    }
  });

  it('does nothing on any other path', async () => {
    const { requested, early, flagged, flaggedShorts, preloads, spots } =
      await runEarlyScript('/contact');
    expect([requested, early, flagged, flaggedShorts, preloads]).toEqual([
      [],
      [],
      false,
      false,
      [],
    ]);
    expect(spots).toHaveLength(6);
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

describe('takeEarlyRows', () => {
  it("hands the early script's parsed rows out once, by URL", () => {
    (globalThis as Record<string, unknown>)[EARLY_ROWS_GLOBAL] = { 'https://a/feed': [1] };
    expect(takeEarlyRows('https://a/other')).toBeUndefined();
    expect(takeEarlyRows('https://a/feed')).toEqual([1]);
    expect(takeEarlyRows('https://a/feed')).toBeUndefined();
    delete (globalThis as Record<string, unknown>)[EARLY_ROWS_GLOBAL];
  });
});

describe('the prerendered first paint', () => {
  it('is inert and hidden from assistive technology, which hears a loading status', () => {
    expect(firstPaintMarkup()).toMatch(
      /^<p class="sr-only" role="status">Loading LaughLoop…<\/p><div [^>]*aria-hidden="true" inert="">/,
    );
  });

  it('draws home as the app does before its data: heading, the empty challenge banner, a skeleton grid', () => {
    const home = page('home');
    expect(home.querySelector('h1')?.textContent).toBe('Laugh. Record. Win.');
    expect(home.querySelector('[data-testid="challenge-banner"]')?.textContent).toContain(
      BANNER_COPY.emptyText,
    );
    expect(home.querySelectorAll('[data-video-skeleton] li')).toHaveLength(6);
  });

  it('draws /shorts with every category tab, All chosen, and a skeleton grid', () => {
    const shorts = page('shorts');
    expect(shorts.querySelector('h1')?.textContent).toBe('Trending Shorts');
    const tabs = [...shorts.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual([...SHORTS_TABS]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(
      SHORTS_TABS.map((tab) => String(tab === 'All')),
    );
    expect(shorts.querySelectorAll('[data-video-skeleton] li')).toHaveLength(6);
  });
});
