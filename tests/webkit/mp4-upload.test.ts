import { createHash, randomUUID } from 'node:crypto';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { By, Key, until } from 'selenium-webdriver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serviceRest } from '../e2e/support/backend';
import { createUser, openApp, signInThroughStorage, skipOffers } from './support/app';
import { feedTake, FIXTURE_SECONDS, offeredDraft, readMp4Fixture } from './support/mp4-take';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { takeHarnessScript } from './support/take-harness';
import { WebKitHarness, type ProfileKind, type WebKitBrowser } from './support/webkit';

// Issue 23: an MP4 take (what an iPhone records) goes the whole way in WebKit: the recorder's
// storage keeps it as a draft, Submit sends it with the resumable (TUS) upload, the server names
// and types it as MP4 with its real duration, and it plays. The take is the committed fixture fed
// through the recorder's storage path: this WebKit cannot record video (tests/webkit/README.md).

let stack: LocalStack;
let webkit: WebKitHarness;
let fixture: Buffer;

beforeAll(async () => {
  [stack, webkit, fixture] = await startTogether(
    LocalStack.start(),
    WebKitHarness.start(),
    readMp4Fixture(),
    takeHarnessScript(),
  );
});

afterAll(async () => {
  await webkit?.stop();
  await stack?.stop();
});

interface UploadedRow {
  id: string;
  source: string;
  video_url: string;
  thumbnail_url: string | null;
  mime_type: string | null;
  file_size: number | null;
  duration_seconds: number | null;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function uploadedRow(title: string, timeoutMs: number): Promise<UploadedRow | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await serviceRest<UploadedRow[]>(
      `videos?select=id,source,video_url,thumbnail_url,mime_type,file_size,duration_seconds&title=eq.${encodeURIComponent(title)}`,
    );
    if (row || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Drafts → Submit opens the recorder's form on the take. */
async function openDraft(browser: WebKitBrowser): Promise<void> {
  await browser.driver
    .findElement(
      By.xpath('//li[starts-with(@aria-label, "Draft from")]//button[normalize-space()="Submit"]'),
    )
    .click();
}

/** The recorder's form: title, category, terms, Submit Video. */
async function sendForm(browser: WebKitBrowser, title: string): Promise<void> {
  const { driver } = browser;
  const titleField = await driver.wait(
    until.elementLocated(By.css('dialog input[placeholder="Give your video a funny title"]')),
    15_000,
  );
  await titleField.sendKeys(title);
  // A <select>: set the value as a choice would, through React's own change event.
  await driver.executeScript(`
    const select = document.querySelector('dialog form select');
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, 'comedy');
    select.dispatchEvent(new Event('change', { bubbles: true }));`);
  await driver.findElement(By.css('dialog form input[type="checkbox"]')).click();
  await driver.findElement(By.xpath('//dialog//button[normalize-space()="Submit Video"]')).click();
}

async function submitDraft(browser: WebKitBrowser, title: string): Promise<void> {
  await openDraft(browser);
  await sendForm(browser, title);
}

/** The page's own requests to Storage's TUS endpoint (create, then PATCH), from Resource Timing. */
const tusRequests = (browser: WebKitBrowser) =>
  browser.driver.executeScript<string[]>(
    "return performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/storage/v1/upload/resumable'));",
  );

/** Plays the clip's own page: a decoded first frame, then time moving on. */
async function playsOnItsPage(browser: WebKitBrowser, id: string) {
  await browser.driver.get(`${stack.info.appUrl}/video/${id}`);
  await browser.driver.wait(until.elementLocated(By.css('main video')), 15_000);
  return browser.run<{ readyState: number; currentTime: number; videoWidth: number }>(`
    const video = document.querySelector('main video');
    video.muted = true;
    await video.play().catch(() => {});
    const deadline = Date.now() + 15000;
    while ((video.readyState < 2 || video.currentTime < 0.5) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return { readyState: video.readyState, currentTime: video.currentTime, videoWidth: video.videoWidth };`);
}

it.each<ProfileKind>(['persistent', 'private'])(
  'in a %s profile, an MP4 take uploads resumably, is named and typed as MP4 with its real duration, and plays',
  async (kind) => {
    const started = Date.now();
    const browser = await webkit.open(kind);
    await openApp(browser, stack.info);
    await skipOffers(browser);
    const user = await createUser({ fullName: 'WebKit MP4 Maker' });
    await signInThroughStorage(browser, stack.info, user);
    await feedTake(browser, fixture);
    expect(await offeredDraft(browser, stack.info.appUrl)).toEqual({
      heading: 'Drafts (1)',
      length: '0:04',
    });

    const title = `MP4 take ${randomUUID().slice(0, 6)}`;
    await submitDraft(browser, title);
    const row = await uploadedRow(title, 60_000);
    expect(row).toMatchObject({
      source: 'recording',
      mime_type: 'video/mp4',
      file_size: fixture.length,
      duration_seconds: FIXTURE_SECONDS,
    });
    expect(row!.video_url).toMatch(
      new RegExp(`/storage/v1/object/public/uploads/${user.id}/\\d+\\.mp4$`),
    );
    // The list's picture: the frame at 1 s, drawn from the MP4 by this engine.
    expect(row!.thumbnail_url).toMatch(/\/storage\/v1\/object\/public\/thumbnails\/.+\.png$/);
    const stored = await fetch(row!.video_url);
    expect(stored.headers.get('content-type')).toBe('video/mp4');
    expect(sha256(Buffer.from(await stored.arrayBuffer()))).toBe(sha256(fixture));
    expect((await tusRequests(browser)).length).toBeGreaterThanOrEqual(2);

    const playing = await playsOnItsPage(browser, row!.id);
    expect(playing.readyState).toBeGreaterThanOrEqual(2);
    expect(playing.currentTime).toBeGreaterThanOrEqual(0.5);
    expect(playing.videoWidth).toBe(360);
    expect(await browser.scriptErrors()).toEqual([]);
    await browser.quit();
    console.info(`MP4 take journey (${kind}): ${Math.round((Date.now() - started) / 1000)} s`);
  },
  240_000,
);

// Issue 39: the trimmer over an iPhone-shaped take (H.264/AAC fragmented MP4, a keyframe a
// second). Kept 1–3 s, both handles moved by keys: the start is on a keyframe, so the cut copies
// packets (no encoder needed) and only those 2 s upload, as MP4.
it('in a persistent profile, an MP4 take trimmed to 1–3 s uploads only that part, as MP4', async () => {
  const browser = await webkit.open('persistent');
  await openApp(browser, stack.info);
  await skipOffers(browser);
  const user = await createUser({ fullName: 'WebKit Trim Maker' });
  await signInThroughStorage(browser, stack.info, user);
  await feedTake(browser, fixture);
  await offeredDraft(browser, stack.info.appUrl);
  await openDraft(browser);
  const { driver } = browser;
  const start = await driver.wait(
    until.elementLocated(By.css('dialog [role="slider"][aria-label="Trim start"]')),
    15_000,
  );
  const end = await driver.findElement(By.css('dialog [role="slider"][aria-label="Trim end"]'));
  await start.sendKeys(Key.PAGE_UP);
  await end.sendKeys(Key.PAGE_DOWN);
  expect(await start.getAttribute('aria-valuetext')).toBe('1.0 seconds');
  expect(await end.getAttribute('aria-valuetext')).toBe('3.0 seconds');

  const title = `Trimmed MP4 ${randomUUID().slice(0, 6)}`;
  await sendForm(browser, title);
  const row = await uploadedRow(title, 60_000);
  expect(row).toMatchObject({ source: 'recording', mime_type: 'video/mp4' });
  expect(row!.video_url).toMatch(/\.mp4$/);
  const stored = Buffer.from(await (await fetch(row!.video_url)).arrayBuffer());
  const seconds = await new Input({
    source: new BufferSource(stored),
    formats: ALL_FORMATS,
  }).computeDuration();
  expect(seconds).toBeGreaterThan(1.9);
  expect(seconds).toBeLessThan(2.2);
  expect(Number(row!.duration_seconds)).toBeCloseTo(seconds, 1);
  expect(stored.length).toBeLessThan(fixture.length);
  expect(await browser.scriptErrors()).toEqual([]);
  await browser.quit();
}, 240_000);
