import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { paddedWebm } from '../../tests/e2e/support/submit.ts';
import { launchChromium, signedInCreator } from './creator-browser.ts';
import type { PatchCrossing } from './cutting-proxy.ts';
import { startSubmitStack, type SubmitStack } from './submit-stack.ts';

/** Issue 6: after an interruption, at most one 6 MB TUS chunk may be sent again. */
const CHUNK = 6 * 1024 * 1024;
const FILE_SIZE = 4 * CHUNK + 2 * 1024 * 1024;
/** The signal goes halfway through the third chunk and stays away for a few seconds. */
const CUT_AFTER_BYTES = 2 * CHUNK + CHUNK / 2;
const OUTAGE_MS = 3_000;
const FILE_PATH = 'bench-results/upload-resume.webm';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function queueUpload(page: Page, title: string): Promise<void> {
  await page.goto('/submit?mode=upload');
  await page.getByLabel(/^Video file/).setInputFiles(FILE_PATH);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('fails');
  await page.waitForFunction(() => !document.body.textContent?.includes('Checking the video…'));
  await page.getByRole('button', { name: 'Submit Video' }).click();
}

interface VideoRow {
  id: string;
  video_url: string;
  file_size: number;
}

async function videoRows(stack: SubmitStack, title: string): Promise<VideoRow[]> {
  const response = await fetch(
    `${stack.gatewayUrl}/rest/v1/videos?select=id,video_url,file_size&title=eq.${encodeURIComponent(title)}`,
    { headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` } },
  );
  if (!response.ok) throw new Error(`reading videos failed: ${response.status}`);
  return (await response.json()) as VideoRow[];
}

async function waitForRow(stack: SubmitStack, title: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await videoRows(stack, title)).length === 0) {
    if (Date.now() > deadline) throw new Error('the upload did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function printPatches(patches: readonly PatchCrossing[]): void {
  console.log('  PATCH  offset (MB)  sent by browser  reached server  server acknowledged');
  patches.forEach((patch, index) => {
    const answer = patch.acknowledged === null ? 'cut off' : `${mb(patch.acknowledged)} MB`;
    console.log(
      `  ${String(index + 1).padStart(5)}  ${mb(patch.offset).padStart(11)}  ${`${mb(patch.received)} MB`.padStart(15)}  ${`${mb(patch.forwarded)} MB`.padStart(14)}  ${answer}`,
    );
  });
}

async function main() {
  await mkdir('bench-results', { recursive: true });
  const file = paddedWebm(FILE_SIZE);
  await writeFile(FILE_PATH, file);
  const stack = await startSubmitStack();
  const browser = await launchChromium();
  try {
    const { page } = await signedInCreator(browser, stack);
    const title = `Upload resume bench ${Date.now()}`;
    const cut = stack.proxy.cutAfter(CUT_AFTER_BYTES, OUTAGE_MS);
    await queueUpload(page, title);
    await cut;
    const cutAt = Date.now();
    await waitForRow(stack, title, 120_000);
    const seconds = (Date.now() - cutAt) / 1000;

    const patches = stack.proxy.patches;
    const cutIndex = patches.findIndex((patch) => patch.acknowledged === null);
    const cutPatch = patches[cutIndex];
    const resumed = patches.slice(cutIndex + 1).find((patch) => patch.acknowledged !== null);
    const sent = patches.reduce((sum, patch) => sum + patch.received, 0);
    const reachedServer = patches.reduce((sum, patch) => sum + patch.forwarded, 0);
    const rows = await videoRows(stack, title);
    const stored = Buffer.from(await (await fetch(rows[0]!.video_url)).arrayBuffer());
    const intact = rows.length === 1 && sha256(stored) === sha256(file);

    console.log(`\nResumable upload of a ${mb(FILE_SIZE)} MB file in 6 MB TUS chunks`);
    printPatches(patches);
    if (cutPatch)
      console.log(
        `  network cut ${mb(cutPatch.offset + cutPatch.forwarded)} MB into the file (mid-chunk), ${OUTAGE_MS / 1000} s outage; resumed from ${resumed ? `${mb(resumed.offset)} MB` : 'nowhere'}; done ${seconds.toFixed(1)} s after the cut`,
      );
    const resent = sent - FILE_SIZE;
    const ok = resent <= CHUNK && intact;
    console.log(
      `  bytes sent by the browser: ${sent} (${mb(sent)} MB) for a ${FILE_SIZE}-byte file → re-sent ${resent} bytes (${mb(resent)} MB)  ${resent <= CHUNK ? 'PASS' : 'FAIL'} (≤ one 6 MB chunk)`,
    );
    console.log(
      `  bytes forwarded to the server twice (the tail of the cut request it never stored): ${reachedServer - FILE_SIZE}; videos rows: ${rows.length}; stored object ${intact ? 'identical to the file (sha256)' : 'DIFFERS from the file'}`,
    );
    console.log(ok ? '\nAll budgets met.' : '\nBudget missed.');
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
