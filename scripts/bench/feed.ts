// @playwright/test re-exports playwright-core's launcher and is the declared dependency.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import {
  installFeedProbe,
  readPlaybackQuality,
  swipeLatencies,
  type FeedProbe,
} from './feed-probe.ts';
import { startFeedStack, type FeedStack } from './feed-stack.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

/**
 * Issue 7 benchmark, in Debian chromium with the e2e flags on a phone-sized window:
 *  - navigation → first frame of the first Short (deep link /shorts?play=<first>), cold online
 *    and offline from the caches after one online visit and the feed's prefetch;
 *  - dropped video frames, long animation frames and long tasks while swiping through 20 clips.
 */
const RUNS = Number(process.env.BENCH_FEED_RUNS ?? 5);
const SWIPES = 20;
/** How long each clip is watched before the next swipe. */
const WATCH_MS = 1_000;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

type Timing = Pick<FeedProbe, 'firstFrame' | 'firstLoadedData' | 'firstPlaying'>;

const ms = (value: number) => `${value.toFixed(0)} ms`;

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return `median ${ms(median)} (min ${ms(sorted[0]!)}, max ${ms(sorted.at(-1)!)}, n=${sorted.length})`;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function firstShortId(stack: FeedStack): Promise<string> {
  const response = await fetch(
    `${stack.apiUrl}/rest/v1/rpc/get_public_videos?page_limit=1&page_offset=0`,
    {
      headers: { apikey: stack.anonKey },
    },
  );
  const [first] = (await response.json()) as { id: string }[];
  if (!first) throw new Error('The feed is empty');
  return first.id;
}

async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  // tsx compiles with esbuild's keepNames, which wraps inner functions in __name(); the page
  // runs this script's functions from their source text, so it needs that helper too.
  await context.addInitScript('globalThis.__name ??= (target) => target;');
  await context.addInitScript(installFeedProbe);
  return context;
}

/** Opens the first Short and answers when its first frame was on screen, from navigation start. */
async function timeFirstFrame(page: Page, url: string): Promise<Timing> {
  await page.goto(url);
  // The frame can be presented before the media events are dispatched: wait for all three.
  await page.waitForFunction(
    () => {
      const probe = window.__feedProbe;
      return (
        probe?.firstFrame != null && probe.firstLoadedData != null && probe.firstPlaying != null
      );
    },
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(() => {
    const { firstFrame, firstLoadedData, firstPlaying } = window.__feedProbe!;
    return { firstFrame, firstLoadedData, firstPlaying };
  });
}

function printTimings(title: string, timings: Timing[]): void {
  const pick = (key: keyof Timing) =>
    timings.map((timing) => timing[key]).filter((v): v is number => v !== null);
  console.log(`\n${title}`);
  console.log(`  first frame (rVFC)  ${summary(pick('firstFrame'))}`);
  console.log(`  'loadeddata'        ${summary(pick('firstLoadedData'))}`);
  console.log(`  'playing'           ${summary(pick('firstPlaying'))}`);
}

/** Each run in a fresh context: no HTTP cache, no service worker, as a first visit. */
async function coldOnline(browser: Browser, url: string): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await newPhoneContext(browser);
    timings.push(await timeFirstFrame(await context.newPage(), url));
    await context.close();
  }
  return timings;
}

/** One online visit (worker installed, feed prefetched), then every run with the network off. */
async function offline(
  browser: Browser,
  appUrl: string,
  url: string,
  firstId: string,
): Promise<Timing[]> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await page.goto(`${appUrl}/`);
  await page.getByText('Ready to work offline').waitFor({ timeout: 60_000 });
  await page.goto(`${appUrl}/shorts`);
  await page
    .locator(`[data-video-id="${firstId}"]`)
    .getByText('Available offline')
    .waitFor({ timeout: 60_000 });
  await page.close();
  await context.setOffline(true);
  const timings: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    const runPage = await context.newPage();
    timings.push(await timeFirstFrame(runPage, url));
    if (await runPage.evaluate(() => navigator.onLine))
      throw new Error('The offline run was online');
    await runPage.close();
  }
  await context.close();
  return timings;
}

async function swipeUp(cdp: CDPSession): Promise<void> {
  const x = PHONE.viewport.width / 2;
  const from = 700;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: from - step * 50 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Swipes through SWIPES clips online, watching each for WATCH_MS, and reports what the page lost. */
async function swipeSession(browser: Browser, url: string): Promise<void> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await timeFirstFrame(page, url);
  const cdp = await context.newCDPSession(page);
  const before = await page.evaluate(readPlaybackQuality);
  await page.evaluate(() => {
    const probe = window.__feedProbe!;
    probe.longAnimationFrames.length = 0;
    probe.longTasks.length = 0;
    probe.touches.length = 0;
    probe.activePlays.length = 0;
  });
  const started = Date.now();
  for (let index = 1; index <= SWIPES; index++) {
    await swipeUp(cdp);
    await page.waitForFunction(
      (expected) => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="active-short"]');
        return (
          video?.closest('section')?.dataset.index === String(expected) &&
          !video.paused &&
          video.currentTime > 0
        );
      },
      index,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(WATCH_MS);
  }
  const seconds = (Date.now() - started) / 1000;
  const after = await page.evaluate(readPlaybackQuality);
  const probe = await page.evaluate(() => {
    const { touches, activePlays, longAnimationFrames, longTasks } = window.__feedProbe!;
    return { touches, activePlays, longAnimationFrames, longTasks };
  });
  await context.close();

  const dropped = after.dropped - before.dropped;
  const total = after.total - before.total;
  const loaf = probe.longAnimationFrames;
  const latencies = swipeLatencies(probe);
  console.log(
    `\nSwiping ${SWIPES} clips online (${WATCH_MS} ms watched each, ${seconds.toFixed(1)} s)`,
  );
  console.log(
    `  dropped video frames ${dropped} of ${total} decoded (${total ? ((dropped / total) * 100).toFixed(2) : '0'} %)`,
  );
  console.log(
    `  finger up → 'playing' ${summary(latencies)}, p95 ${ms(percentile(latencies, 95))}`,
  );
  console.log(
    `  long animation frames ${loaf.length} (total ${ms(loaf.reduce((a, b) => a + b, 0))}, longest ${ms(Math.max(0, ...loaf))}); long tasks ${probe.longTasks.length}`,
  );
}

async function main() {
  const stack = await startFeedStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const firstId = await firstShortId(stack);
    const url = `${stack.appUrl}/shorts?play=${encodeURIComponent(firstId)}`;
    console.log(`First Short: ${firstId}; ${RUNS} runs each; chromium ${browser.version()}`);
    printTimings(
      'Navigation → first frame of the first Short, online, cold (no cache, no worker)',
      await coldOnline(browser, url),
    );
    printTimings(
      'Navigation → first frame of the first Short, offline (from the caches)',
      await offline(browser, stack.appUrl, url, firstId),
    );
    await swipeSession(browser, url);
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
