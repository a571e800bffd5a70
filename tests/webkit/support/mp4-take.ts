import { readFile } from 'node:fs/promises';
import { By, until } from 'selenium-webdriver';
import { installTakeHarness } from './take-harness';
import type { WebKitBrowser } from './webkit';

/**
 * A 4 s fragmented MP4 (H.264 + AAC, a keyframe a second), made once with
 * `ffmpeg -f lavfi -i testsrc2=size=360x640:rate=15:duration=4 -f lavfi -i sine=frequency=440:duration=4
 *  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -g 15 -b:v 150k -c:a aac -b:a 48k -shortest
 *  -movflags frag_keyframe+empty_moov+default_base_moof take-4s.mp4`:
 * the shape Safari's MediaRecorder hands over. This WebKit cannot record video (tests/webkit/README.md).
 */
const FIXTURE = new URL('../fixtures/take-4s.mp4', import.meta.url);
export const FIXTURE_SECONDS = 4;

export function readMp4Fixture(): Promise<Buffer> {
  return readFile(FIXTURE);
}

export interface FedTake {
  takeId: string;
  rows: Array<{ seq: number; stored: string; bytes: number }>;
}

/**
 * What the recorder does while recording (hooks/use-take-recorder.ts): a take row, the take's Web
 * Lock held for as long as the tab records, and one appendChunk per timeslice — here the fixture
 * cut into one slice a second, each handed over as the Blob MediaRecorder gives.
 */
export async function feedTake(browser: WebKitBrowser, fixture: Buffer): Promise<FedTake> {
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
    FIXTURE_SECONDS,
  );
}

/** The draft the Submit page offers under Record Live (recovering interrupted takes first). */
export async function offeredDraft(
  browser: WebKitBrowser,
  appUrl: string,
): Promise<{ heading: string; length: string }> {
  const { driver } = browser;
  await driver.get(`${appUrl}/submit`);
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
