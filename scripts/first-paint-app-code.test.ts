import { describe, expect, it } from 'vitest';
import { APP_CODE_WAIT_MS, PRELOADS_PER_TASK, takeAppCode } from './first-paint-app-code.ts';
import { runEarlyScript } from './first-paint-harness.ts';

const BUILT = `<head>
    <title>x</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/query-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>`;
const APP = { entry: '/assets/index-a1.js', preloads: ['/assets/react-b2.js'] };

describe('takeAppCode', () => {
  it('takes the entry script and its preloads out of the built page, leaving the stylesheet', () => {
    const taken = takeAppCode(BUILT)!;
    expect(taken.app).toEqual({
      entry: '/assets/index-a1.js',
      preloads: ['/assets/react-b2.js', '/assets/query-c3.js'],
    });
    expect(taken.html).not.toMatch(/<script|modulepreload/);
    expect(taken.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
  });

  it("leaves a page without a built entry (the dev server's) alone", () => {
    expect(takeAppCode('<head><script type="module" src="/src/main.tsx"></script></head>')).toBe(
      null,
    );
  });
});

describe("the early script's loading of the app's code", () => {
  it("on '/' asks for the app's and the route's code only once the first thumbnails are in", async () => {
    const { beforeThumbnails, preloads, scripts } = await runEarlyScript('/', undefined, {
      app: APP,
    });
    expect(beforeThumbnails).toEqual({ preloads: [], scripts: [] });
    expect(preloads).toEqual([
      ['modulepreload', '/assets/react-b2.js'],
      ['modulepreload', '/assets/home.js'],
    ]);
    expect(scripts).toEqual(['/assets/index-a1.js']);
  });

  it('adds the preloads a few per task, so no one task adds them all', async () => {
    const many = Array.from({ length: 19 }, (_, index) => `/assets/chunk-${index}.js`);
    const { inLoadTask, preloads } = await runEarlyScript('/', undefined, {
      app: { entry: APP.entry, preloads: many },
      // One timer per slice; browsers hold nested timers back 4 ms from the fifth on.
      wait: 100,
    });
    expect(inLoadTask.preloads).toHaveLength(PRELOADS_PER_TASK);
    expect(inLoadTask.scripts).toEqual([APP.entry]);
    expect(preloads.map(([, href]) => href)).toEqual([...many, '/assets/home.js']);
  });

  it('asks for the same responses the entry uses (crossorigin as Vite writes it)', async () => {
    const { crossOrigins } = await runEarlyScript('/contact', undefined, { app: APP });
    expect(crossOrigins).toEqual(['', '']);
  });

  it('on any other page, or a Shorts query the app handles, asks at once', async () => {
    for (const path of ['/contact', '/shorts?tab=Dance']) {
      const { beforeThumbnails } = await runEarlyScript(path, undefined, {
        app: APP,
        settle: false,
      });
      expect(beforeThumbnails).toEqual({
        preloads: [['modulepreload', '/assets/react-b2.js']],
        scripts: ['/assets/index-a1.js'],
      });
    }
  });

  it('does not wait for thumbnails a failed or empty feed never asked for', async () => {
    for (const rows of [{ message: 'nope' }, [], [{ thumbnail_url: null }]]) {
      const { beforeThumbnails } = await runEarlyScript('/shorts', rows, {
        app: APP,
        settle: false,
      });
      expect(beforeThumbnails.scripts).toEqual(['/assets/index-a1.js']);
    }
  });

  it(`asks anyway ${APP_CODE_WAIT_MS} ms in when the thumbnails are slow`, async () => {
    const { scripts } = await runEarlyScript('/', undefined, {
      app: APP,
      settle: false,
      wait: APP_CODE_WAIT_MS + 100,
    });
    expect(scripts).toEqual(['/assets/index-a1.js']);
  }, 10_000);
});
