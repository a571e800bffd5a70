import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openApp, signInThroughStorage, skipOffers } from './support/app';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { feedTake, FIXTURE_SECONDS, offeredDraft, readMp4Fixture } from './support/mp4-take';
import { installTakeHarness, takeHarnessScript } from './support/take-harness';
import { WebKitHarness, type WebKitBrowser } from './support/webkit';

const SECONDS = FIXTURE_SECONDS;

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
    const fed = await feedTake(first, fixture);
    expect(fed.rows.map((row) => row.stored)).toEqual(Array(SECONDS).fill('[object ArrayBuffer]'));
    expect(fed.rows.reduce((sum, row) => sum + row.bytes, 0)).toBe(fixture.length);
    expect(await first.scriptErrors()).toEqual([]);
    // The browser goes away while the take is still 'recording' (its lock held, never finished).
    await first.quit();

    const again = await webkit.open('persistent', { profileDir });
    expect(await offeredDraft(again, stack.info.appUrl)).toEqual({
      heading: 'Drafts (1)',
      length: '0:04',
    });
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

    const fed = await feedTake(browser, fixture);
    expect(fed.rows.map((row) => row.stored)).toEqual(Array(SECONDS).fill('[object ArrayBuffer]'));
    expect(await browser.scriptErrors()).toEqual([]);
    // Leaving the page drops the take's lock, as closing a tab does; the draft is recovered.
    expect(await offeredDraft(browser, stack.info.appUrl)).toEqual({
      heading: 'Drafts (1)',
      length: '0:04',
    });
    await expectWholeDraft(browser, fed.takeId);
    expect(await browser.scriptErrors()).toEqual([]);
    await browser.quit();
  });
});
