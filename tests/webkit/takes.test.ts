import { readFile } from 'node:fs/promises';
import { By, until } from 'selenium-webdriver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openApp, signInThroughStorage, skipOffers } from './support/app';
import { LocalStack } from './support/stack';
import { installTakeHarness, takeHarnessScript } from './support/take-harness';
import { WebKitHarness, type WebKitBrowser } from './support/webkit';

/**
 * A 4 s fragmented MP4 (H.264 + AAC, a keyframe a second), made once with
 * `ffmpeg -f lavfi -i testsrc2=size=360x640:rate=15:duration=4 -f lavfi -i sine=frequency=440:duration=4
 *  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -g 15 -b:v 150k -c:a aac -b:a 48k -shortest
 *  -movflags frag_keyframe+empty_moov+default_base_moof take-4s.mp4`:
 * the shape Safari's MediaRecorder hands over. This WebKit cannot record video (tests/webkit/README.md).
 */
const FIXTURE = new URL('./fixtures/take-4s.mp4', import.meta.url);
const SECONDS = 4;

let stack: LocalStack;
let webkit: WebKitHarness;
let fixture: Buffer;

beforeAll(async () => {
  [stack, webkit, fixture] = await Promise.all([
    LocalStack.start(),
    WebKitHarness.start(),
    readFile(FIXTURE),
    takeHarnessScript(),
  ]);
});

afterAll(async () => {
  await webkit?.stop();
  await stack?.stop();
});

interface FedTake {
  takeId: string;
  rows: Array<{ seq: number; stored: string; bytes: number }>;
}

/**
 * What the recorder does while recording (hooks/use-take-recorder.ts): a take row, the take's Web
 * Lock held for as long as the tab records, and one appendChunk per timeslice — here the fixture
 * cut into one slice a second, each handed over as the Blob MediaRecorder gives.
 */
async function feedTake(browser: WebKitBrowser): Promise<FedTake> {
  await installTakeHarness(browser);
  return browser.run<FedTake>(
    `const [base64, seconds] = args;
     const h = window.__takeHarness;
     const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
     const takeId = crypto.randomUUID();
     await h.createTake(takeId, 'video/mp4', Date.now());
     await new Promise((held) =>
       navigator.locks.request(h.takeLockName(takeId), () => { held(); return new Promise(() => {}); }));
     const slice = Math.ceil(bytes.length / seconds);
     for (let seq = 0; seq < seconds; seq++) {
       const part = bytes.subarray(seq * slice, (seq + 1) * slice);
       await h.appendChunk(takeId, seq, new Blob([part], { type: 'video/mp4' }), seq + 1, Date.now());
     }
     const rows = await h.db.chunks.where('takeId').equals(takeId).sortBy('seq');
     return {
       takeId,
       rows: rows.map((row) => ({
         seq: row.seq,
         stored: Object.prototype.toString.call(row.data),
         bytes: row.data.byteLength ?? row.data.size,
       })),
     };`,
    fixture.toString('base64'),
    SECONDS,
  );
}

/** The draft the Submit page offers under Record Live (recovering interrupted takes first). */
async function offeredDraft(browser: WebKitBrowser): Promise<{ heading: string; length: string }> {
  const { driver } = browser;
  await driver.get(`${stack.info.appUrl}/submit`);
  const option = await driver.wait(
    until.elementLocated(By.xpath("//*[normalize-space(text())='Record Live']")),
    15_000,
  );
  await option.click();
  const heading = await driver.wait(
    until.elementLocated(
      By.xpath(
        "//h2[starts-with(normalize-space(.), 'Drafts')] | //h3[starts-with(normalize-space(.), 'Drafts')]",
      ),
    ),
    15_000,
  );
  await driver.wait(until.elementTextIs(heading, 'Drafts (1)'), 15_000);
  const length = await driver.wait(
    until.elementLocated(By.css('[data-testid="draft-duration"]')),
    15_000,
  );
  return { heading: await heading.getText(), length: await length.getText() };
}

/** The take read back through take-media (what preview and upload use): type, size and bytes. */
async function readBack(browser: WebKitBrowser, takeId: string) {
  await installTakeHarness(browser);
  return browser.run<{
    type: string;
    size: number;
    status: string;
    duration: number;
    base64: string;
  }>(
    `const [takeId] = args;
     const h = window.__takeHarness;
     const blob = await h.takeBlob(takeId);
     const take = await h.db.takes.get(takeId);
     const bytes = new Uint8Array(await blob.arrayBuffer());
     let binary = '';
     for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
     return { type: blob.type, size: blob.size, status: take.status, duration: take.duration, base64: btoa(binary) };`,
    takeId,
  );
}

async function signedInBrowser(browser: WebKitBrowser): Promise<void> {
  await openApp(browser, stack.info);
  await skipOffers(browser);
  await signInThroughStorage(browser, stack.info, await createUser());
}

it('the recorder chooses MP4 here, where WebM is unsupported (design decision 9 order)', async () => {
  const browser = await webkit.open('private');
  await openApp(browser, stack.info);
  await installTakeHarness(browser);
  const choice = await browser.driver.executeScript<{ chosen: string; webm: boolean }>(
    `const supported = MediaRecorder.isTypeSupported.bind(MediaRecorder);
     return {
       chosen: window.__takeHarness.chooseRecorderMime(supported),
       webm: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'].some(supported),
     };`,
  );
  expect(choice).toEqual({ chosen: 'video/mp4;codecs=avc1,mp4a', webm: false });
  await browser.quit();
});

/** The recovered take reads back as the whole fixture: an MP4 draft of its full length. */
async function expectWholeDraft(browser: WebKitBrowser, takeId: string): Promise<void> {
  const take = await readBack(browser, takeId);
  expect(take).toMatchObject({
    type: 'video/mp4',
    size: fixture.length,
    status: 'recorded',
    duration: SECONDS,
  });
  expect(Buffer.from(take.base64, 'base64').equals(fixture)).toBe(true);
}

describe('a take survives', () => {
  it('in a persistent profile: saved chunk by chunk, browser closed mid-take, offered as a draft with its length on reopening', async () => {
    const profileDir = await webkit.newProfileDir();
    const first = await webkit.open('persistent', { profileDir });
    await signedInBrowser(first);
    const fed = await feedTake(first);
    expect(fed.rows.map((row) => row.stored)).toEqual(Array(SECONDS).fill('[object ArrayBuffer]'));
    expect(fed.rows.reduce((sum, row) => sum + row.bytes, 0)).toBe(fixture.length);
    expect(await first.scriptErrors()).toEqual([]);
    // The browser goes away while the take is still 'recording' (its lock held, never finished).
    await first.quit();

    const again = await webkit.open('persistent', { profileDir });
    expect(await offeredDraft(again)).toEqual({ heading: 'Drafts (1)', length: '0:04' });
    await expectWholeDraft(again, fed.takeId);
    expect(await again.scriptErrors()).toEqual([]);
    await again.quit();
  });

  it('in a private profile (ephemeral, like Safari private browsing): IndexedDB refuses Blobs, yet every chunk stores and the draft is offered within the session', async () => {
    const browser = await webkit.open('private');
    await signedInBrowser(browser);
    // The engine's limit this guards against, shown on a scratch database.
    const refused = await browser.run<string>(
      `const db = await new Promise((resolve, reject) => {
         const open = indexedDB.open('webkit-blob-probe', 1);
         open.onupgradeneeded = () => open.result.createObjectStore('s');
         open.onsuccess = () => resolve(open.result);
         open.onerror = () => reject(open.error);
       });
       try {
         await new Promise((resolve, reject) => {
           const tx = db.transaction('s', 'readwrite');
           const put = tx.objectStore('s').put(new Blob(['x']), 1);
           put.onerror = () => reject(put.error);
           tx.oncomplete = resolve;
         });
         return 'stored';
       } catch (error) {
         return error.name + ': ' + error.message;
       } finally {
         db.close();
       }`,
    );
    expect(refused).toMatch(/UnknownError.*Blob/);

    const fed = await feedTake(browser);
    expect(fed.rows.map((row) => row.stored)).toEqual(Array(SECONDS).fill('[object ArrayBuffer]'));
    expect(await browser.scriptErrors()).toEqual([]);
    // Leaving the page drops the take's lock, as closing a tab does; the draft is recovered.
    expect(await offeredDraft(browser)).toEqual({ heading: 'Drafts (1)', length: '0:04' });
    await expectWholeDraft(browser, fed.takeId);
    expect(await browser.scriptErrors()).toEqual([]);
    await browser.quit();
  });
});
