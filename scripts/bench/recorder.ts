import type { Browser, CDPSession, Page } from '@playwright/test';
import { launchChromium, readTakes, signedInCreator } from './creator-browser.ts';
import { startSubmitStack, type SubmitStack } from './submit-stack.ts';
import { percentile } from './stats.ts';

/** Issue 6: a 60 s take must not live in memory (heap growth under 20 MB) and a kill loses ≤ 1 s. */
const RECORDING_SECONDS = 60;
const HEAP_GROWTH_BUDGET_MB = 20;
const LOST_MEDIA_BUDGET_S = 1;
/** Mid-second, so the kill lands between two timeslices (the unlucky case is up to 1 s). */
const KILL_AFTER_MS = 10_500;
/** src/features/recorder/hooks/use-take-recorder.ts: one entry per chunk written to IndexedDB. */
const CHUNK_WRITE_MEASURE = 'laughloop:take-chunk-write';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

/** The page's JS heap after a full garbage collection, in bytes. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

async function openRecorder(page: Page) {
  await page.goto('/submit?mode=record');
  const recorder = page.getByRole('dialog', { name: 'Record a Video' });
  const start = recorder.getByRole('button', { name: 'Start Recording' });
  await recorder.getByLabel('Camera preview').waitFor();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Start Recording' && !button.disabled,
      ),
    undefined,
    { timeout: 20_000 },
  );
  return { recorder, start };
}

/** Waits (without a fixed sleep) until the recorder's timer shows `text`. */
async function timerReads(page: Page, text: string, timeoutMs: number): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Record a Video' })
    .getByRole('timer')
    .filter({ hasText: text })
    .waitFor({ timeout: timeoutMs });
}

async function recordOneMinute(browser: Browser, stack: SubmitStack): Promise<boolean> {
  const { context, page } = await signedInCreator(browser, stack);
  const cdp = await context.newCDPSession(page);
  const { recorder, start } = await openRecorder(page);
  const before = await heapAfterGc(cdp);
  await start.click();
  await timerReads(page, `0:${RECORDING_SECONDS / 2} / 5:00`, 60_000);
  const midway = await heapAfterGc(cdp);
  await timerReads(page, `${RECORDING_SECONDS / 60}:00 / 5:00`, 60_000);
  const atEnd = await heapAfterGc(cdp);
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await recorder.getByRole('button', { name: 'Submit Video' }).waitFor({ timeout: 30_000 });
  const after = await heapAfterGc(cdp);
  const writes = await page.evaluate(
    (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
    CHUNK_WRITE_MEASURE,
  );
  const [take] = await readTakes(page);
  await context.close();

  const growth = after - before;
  console.log(`\n${RECORDING_SECONDS} s recording (fake camera, 720x1280 requested, 2.5 Mb/s)`);
  console.log(
    `  take on disk:  ${take ? `${mb(take.bytes)} MB in ${take.chunks} chunks, ${take.duration.toFixed(1)} s` : 'missing'}`,
  );
  console.log(
    `  JS heap (after GC): before ${mb(before)} MB · at 0:30 ${mb(midway)} MB · at 1:00 ${mb(atEnd)} MB · after stop ${mb(after)} MB`,
  );
  const heapOk = growth < HEAP_GROWTH_BUDGET_MB * 1024 * 1024;
  console.log(
    `  heap growth:   ${mb(growth)} MB  ${heapOk ? 'PASS' : 'FAIL'} (< ${HEAP_GROWTH_BUDGET_MB} MB)`,
  );
  console.log(
    `  chunk writes:  ${writes.length} · p50 ${percentile(writes, 50).toFixed(1)} ms · p99 ${percentile(writes, 99).toFixed(1)} ms · max ${Math.max(...writes).toFixed(1)} ms`,
  );
  return heapOk && take !== undefined && writes.length >= RECORDING_SECONDS - 1;
}

/** The real length of a take's stored chunks, read by the browser's own WebM demuxer. */
function storedMediaSeconds(page: Page, takeId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('laughloop');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const chunks = await new Promise<Array<{ takeId: string; seq: number; data: Blob }>>(
      (resolve, reject) => {
        const request = database.transaction('chunks').objectStore('chunks').getAll();
        request.onsuccess = () =>
          resolve(request.result as Array<{ takeId: string; seq: number; data: Blob }>);
        request.onerror = () => reject(request.error);
      },
    );
    database.close();
    const parts = chunks.filter((chunk) => chunk.takeId === id).sort((a, b) => a.seq - b.seq);
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'metadata';
    video.src = URL.createObjectURL(
      new Blob(
        parts.map((part) => part.data),
        { type: 'video/webm' },
      ),
    );
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = () => reject(new Error('the stored chunks do not play'));
    });
    // MediaRecorder writes no duration; seeking past the end makes the demuxer find the last frame.
    if (!Number.isFinite(video.duration)) {
      await new Promise<void>((resolve) => {
        video.ondurationchange = () => {
          if (Number.isFinite(video.duration)) resolve();
        };
        video.currentTime = 1e7;
      });
    }
    return video.duration;
  }, takeId);
}

async function killMidRecording(browser: Browser, stack: SubmitStack): Promise<boolean> {
  const { context, page } = await signedInCreator(browser, stack);
  const { start } = await openRecorder(page);
  await start.click();
  let startedAt = 0;
  while (startedAt === 0) {
    startedAt = (await readTakes(page)).find((take) => take.status === 'recording')?.startedAt ?? 0;
  }
  await page.waitForFunction((at) => Date.now() >= at, startedAt + KILL_AFTER_MS, {
    timeout: KILL_AFTER_MS + 10_000,
    polling: 10,
  });
  // The renderer dies on the spot (as under memory pressure): no unload, no last dataavailable.
  const cdp = await context.newCDPSession(page);
  const crashed = new Promise<void>((resolve) => page.once('crash', () => resolve()));
  const killedAt = Date.now();
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;

  const reopened = await context.newPage();
  await reopened.goto('/about-us');
  const [take] = await readTakes(reopened);
  if (!take) throw new Error('the killed take is not in IndexedDB');
  const wallSeconds = (killedAt - take.startedAt) / 1000;
  const mediaSeconds = await storedMediaSeconds(reopened, take.id);
  await context.close();

  const lostSeconds = wallSeconds - mediaSeconds;
  const bytesPerSecond = take.bytes / mediaSeconds;
  const ok = lostSeconds <= LOST_MEDIA_BUDGET_S;
  console.log(`\nRenderer killed ${wallSeconds.toFixed(2)} s into a recording`);
  console.log(
    `  saved:  ${take.chunks} chunks, ${mb(take.bytes)} MB, ${mediaSeconds.toFixed(2)} s of playable media (take row says ${take.duration.toFixed(2)} s)`,
  );
  console.log(
    `  lost:   ${lostSeconds.toFixed(2)} s of media ≈ ${((lostSeconds * bytesPerSecond) / 1024).toFixed(0)} KB  ${ok ? 'PASS' : 'FAIL'} (≤ ${LOST_MEDIA_BUDGET_S} s)`,
  );
  return ok;
}

async function main() {
  const stack = await startSubmitStack();
  const browser = await launchChromium();
  try {
    const recorded = await recordOneMinute(browser, stack);
    const killed = await killMidRecording(browser, stack);
    const pass = recorded && killed;
    console.log(pass ? '\nAll budgets met.' : '\nBudget missed.');
    if (!pass) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
