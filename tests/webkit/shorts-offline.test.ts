import { randomUUID } from 'node:crypto';
import { By, until } from 'selenium-webdriver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, serviceRest } from '../e2e/support/backend';
import { openApp, skipOffers } from './support/app';
import { readMp4Fixture } from './support/mp4-take';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { WebKitHarness, type ProfileKind, type WebKitBrowser } from './support/webkit';

// Issue 23: with the servers stopped, /shorts in WebKit plays a clip it saved for offline viewing
// — its first frame is decoded from the video cache, through the service worker's byte ranges.
// The clip is an MP4 (H.264), what an iPhone records and plays; it is the newest of its
// category, so it leads the Music tab's grid and is among the clips saved ahead.

const KINDS: readonly ProfileKind[] = ['persistent', 'private'];
let stack: LocalStack;
const harnesses = new Map<ProfileKind, WebKitHarness>();
let clip: { id: string; title: string };

/** Stores the fixture in the public `uploads` bucket with the service key; returns its public URL. */
async function storeMp4(info: LocalStack['info'], ownerId: string): Promise<string> {
  const path = `${ownerId}/webkit-${randomUUID()}.mp4`;
  const response = await fetch(`${info.apiUrl}/storage/v1/object/uploads/${path}`, {
    method: 'POST',
    headers: {
      apikey: info.serviceRoleKey,
      authorization: `Bearer ${info.serviceRoleKey}`,
      'content-type': 'video/mp4',
    },
    body: new Uint8Array(await readMp4Fixture()),
  });
  if (!response.ok) throw new Error(`storing the clip failed: ${response.status}`);
  return `${info.apiUrl}/storage/v1/object/public/uploads/${path}`;
}

beforeAll(async () => {
  const [started, ...browsers] = await startTogether(
    LocalStack.start(),
    ...KINDS.map(() => WebKitHarness.start()),
  );
  stack = started;
  KINDS.forEach((kind, i) => harnesses.set(kind, browsers[i]!));
  const creator = await createUser({ fullName: 'WebKit Shorts Maker' });
  const created = new Date().toISOString();
  const [row] = await serviceRest<Array<{ id: string; title: string }>>('videos', {
    method: 'POST',
    body: JSON.stringify({
      id: `webkit-${randomUUID()}`,
      title: `WebKit short ${randomUUID().slice(0, 6)}`,
      video_url: await storeMp4(stack.info, creator.id),
      user_id: creator.id,
      category: 'music',
      created_at: created,
      upload_time: created,
    }),
  });
  clip = row!;
});

afterAll(async () => {
  for (const harness of harnesses.values()) await harness.stop();
  await stack?.stop();
});

const cardSelector = () => `[data-testid="video-card"][data-video-id="${clip.id}"]`;

/** Online: the worker takes control and warms the shell; the Music tab saves the clip. */
async function visitOnline(browser: WebKitBrowser): Promise<void> {
  await openApp(browser, stack.info, '/');
  await skipOffers(browser);
  await browser.waitFor('navigator.serviceWorker.controller !== null', 30_000, 'a worker');
  await browser.waitFor(
    "document.body.innerText.includes('Ready to work offline')",
    60_000,
    'the offline warm-up',
  );
  await browser.driver.get(`${stack.info.appUrl}/shorts?tab=Music`);
  await browser.waitFor(
    `(document.querySelector('${cardSelector()}')?.innerText ?? '').includes('Available offline')`,
    30_000,
    'the clip saved for offline viewing',
  );
}

interface FirstFrame {
  readyState: number;
  videoWidth: number;
  videoHeight: number;
  currentSrc: string;
}

/** Offline: /shorts lists the saved clip; Play opens it and its first frame is decoded. */
async function firstFrameOffline(browser: WebKitBrowser): Promise<FirstFrame> {
  await browser.driver.get(`${stack.info.appUrl}/shorts?tab=Music`);
  const play = await browser.driver.wait(
    until.elementLocated(By.css(`button[aria-label="Play ${clip.title}"]`)),
    20_000,
  );
  await browser.driver.executeScript('arguments[0].click();', play);
  await browser.driver.wait(until.elementLocated(By.css('[data-testid="active-short"]')), 15_000);
  return browser.run<FirstFrame>(`
    const video = document.querySelector('[data-testid="active-short"]');
    const deadline = Date.now() + 15000;
    // GStreamer reports the frame size a moment after readyState can already say HAVE_ENOUGH_DATA.
    while ((video.readyState < 2 || video.videoWidth === 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      readyState: video.readyState,
      videoWidth: video.videoWidth,
      videoHeight: video.videoHeight,
      currentSrc: video.currentSrc,
    };`);
}

it('with the app and API servers stopped, /shorts shows a saved MP4 clip with its first frame (persistent and private profiles)', async () => {
  const browsers = new Map<ProfileKind, WebKitBrowser>();
  for (const kind of KINDS) {
    const browser = await harnesses.get(kind)!.open(kind);
    browsers.set(kind, browser);
    await visitOnline(browser);
  }
  await stack.stop();
  await expect(fetch(`${stack.info.apiUrl}/rest/v1/`)).rejects.toThrow();

  const results: Record<string, { frame: FirstFrame; errors: string[] }> = {};
  for (const [kind, browser] of browsers) {
    results[kind] = {
      frame: await firstFrameOffline(browser),
      errors: await browser.scriptErrors(),
    };
    await browser.quit();
  }
  const expected = { readyState: expect.any(Number), videoWidth: 360, videoHeight: 640 };
  for (const kind of KINDS) {
    expect(results[kind]!.frame, kind).toMatchObject(expected);
    expect(results[kind]!.frame.readyState, kind).toBeGreaterThanOrEqual(2);
    expect(results[kind]!.errors, kind).toEqual([]);
  }
}, 300_000);
