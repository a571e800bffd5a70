import { statfs } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DRAFTS_STORAGE_FULL, STORAGE_FULL } from '@/features/recorder';
import { createUser, openApp, signInThroughStorage, skipOffers } from './support/app';
import { offeredDraft } from './support/mp4-take';
import { LocalStack } from './support/stack';
import { startTogether } from './support/start-together';
import { installTakeHarness, takeHarnessScript } from './support/take-harness';
import { WebKitHarness } from './support/webkit';

// Issue 23, storage on the iPhone's engine: the recorder asks for persistent storage at the first
// take, and when the site's quota runs out mid-take WebKit's own error is recognised — the creator
// gets the storage-full message (src/features/recorder/model/save-errors.ts) and every slice
// saved before it stays a draft. The profile's quota is made small (WebKit's origin storage ratio)
// so a few 1 MB slices fill it; the slices go through the recorder's own storage path.

/** The quota the test gives the site, in bytes: room for the app and a couple of dozen slices. */
const QUOTA_BYTES = 24 * 1024 * 1024;
const SLICE_BYTES = 1024 * 1024;

let stack: LocalStack;
let webkit: WebKitHarness;

beforeAll(async () => {
  [stack, webkit] = await startTogether(
    LocalStack.start(),
    WebKitHarness.start(),
    takeHarnessScript(),
  );
});

afterAll(async () => {
  await webkit?.stop();
  await stack?.stop();
});

interface FillResult {
  /** Whether this engine has persist() at all, and how often the recorder asked (persisted or persist). */
  hasPersist: boolean;
  asked: number;
  saved: number;
  failure: { name: string; message: string } | null;
  takeId: string;
  bytes: number;
}

/** The recorder's first take: the persistence request, then 1 s slices of 1 MB until one fails. */
const FILL_UNTIL_FULL = `
  const [sliceBytes] = args;
  const h = window.__takeHarness;
  const storage = navigator.storage;
  const hasPersist = typeof storage?.persist === 'function';
  let asked = 0;
  for (const name of ['persisted', 'persist']) {
    if (typeof storage?.[name] !== 'function') continue;
    const original = storage[name].bind(storage);
    storage[name] = () => { asked++; return original(); };
  }
  h.requestPersistentStorage();
  await new Promise((resolve) => setTimeout(resolve, 200));

  const takeId = crypto.randomUUID();
  await h.createTake(takeId, 'video/mp4', Date.now());
  const slice = new Uint8Array(sliceBytes);
  let saved = 0;
  let failure = null;
  for (; saved < 200; saved++) {
    for (let at = 0; at < slice.length; at += 65536) crypto.getRandomValues(slice.subarray(at, at + 65536));
    try {
      await h.appendChunk(takeId, saved, new Blob([slice], { type: 'video/mp4' }), saved + 1, Date.now());
    } catch (error) {
      failure = { name: String(error?.name), message: h.saveFailedMessage(error) };
      break;
    }
  }
  // What the last 1 MB slice left free is filled too, as on a phone whose disk is full: smaller
  // and smaller writes to a scratch database until even 1 KB is refused. (How much a 1 MB slice
  // leaves depends on what else the app keeps, e.g. its caches' bookkeeping.)
  // A disk too full to make the scratch database at all is full enough.
  const filler = await new Promise((resolve) => {
    const open = indexedDB.open('quota-filler', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('f');
    open.onsuccess = () => resolve(open.result);
    open.onerror = (event) => { event.preventDefault(); resolve(null); };
  });
  const put = (size) => new Promise((resolve) => {
    const bytes = new Uint8Array(size);
    for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
    const tx = filler.transaction('f', 'readwrite');
    tx.objectStore('f').put(bytes, crypto.randomUUID());
    tx.oncomplete = () => resolve(true);
    tx.onerror = tx.onabort = () => resolve(false);
  });
  if (filler) {
    for (let size = 256 * 1024; size >= 1024; size /= 4) while (await put(size));
    filler.close();
  }
  const blob = await h.takeBlob(takeId);
  return { hasPersist, asked, saved, failure, takeId, bytes: blob ? blob.size : 0 };`;

it('the first take asks for persistent storage where the engine has it; a quota error mid-take is told as storage full, and the slices saved before it stay a draft', async () => {
  const profileDir = await webkit.newProfileDir();
  const disk = await statfs(profileDir);
  const originStorageRatio = QUOTA_BYTES / (disk.blocks * disk.bsize);
  const browser = await webkit.open('persistent', { profileDir, originStorageRatio });
  await openApp(browser, stack.info);
  await skipOffers(browser);
  await signInThroughStorage(browser, stack.info, await createUser());
  await installTakeHarness(browser);

  const result = await browser.run<FillResult>(FILL_UNTIL_FULL, SLICE_BYTES);
  // WebKitGTK has no navigator.storage.persist (Safari 15.2+ has): there the take goes on without
  // it; where it exists it must have been asked (device-storage.test.ts covers both paths).
  expect(result.asked > 0 || !result.hasPersist).toBe(true);
  expect(result.failure).toEqual({ name: expect.any(String), message: STORAGE_FULL });
  expect(result.saved).toBeGreaterThan(2);
  // Nothing saved before the full disk is lost: every slice is there, and Drafts offers the take.
  expect(result.bytes).toBe(result.saved * SLICE_BYTES);
  const seconds = `0:${String(result.saved).padStart(2, '0')}`;
  const offered = await offeredDraft(browser, stack.info.appUrl);
  expect(offered).toEqual({
    heading: 'Drafts (1)',
    length: seconds,
  });
  // The take could not be finished on a full disk (WebKit refuses even a small write): Drafts
  // lists it as it is and says why.
  const page = await browser.driver.executeScript<string>('return document.body.innerText;');
  expect(page).toContain(DRAFTS_STORAGE_FULL);
  expect(page).toContain('interrupted');
  console.info(
    `quota ${QUOTA_BYTES} B: ${result.saved} slices saved, then ${result.failure?.name}; persist() ${result.hasPersist ? `asked ${result.asked}×` : 'absent'}`,
  );
  await browser.quit();
}, 240_000);
