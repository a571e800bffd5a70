import { writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { generateClipInPage, generatedClipBytes } from './generated-clip';

/**
 * A short 1080p clip (VP8/Opus WebM, made in the browser: there is no ffmpeg here). Its length is
 * the specs' cost: making a 6 s clip took ~20 s of each 1080p test on CI (~40 s on a loaded
 * machine), and shrinking it several times real time more. Two seconds (60 frames) still leave
 * the tray saying 'Shrinking' for seconds, far longer than the Cancel click and the reload that
 * must land inside it need (submit-shrink: the Cancel step takes 2–4 s in all).
 */
const FULL_HD = { seconds: 2, width: 1920, height: 1080, fps: 30, videoBitrate: 6_000_000 };

/** The stored video's display size. */
export async function videoSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('the stored object has no video track');
  return { width: await track.getDisplayWidth(), height: await track.getDisplayHeight() };
}

/** Makes the 1080p clip in the page once and saves it where the file picker can take it. */
export async function generateFullHdClip(page: Page, path: string): Promise<Buffer> {
  await generateClipInPage(page, FULL_HD);
  const clip = await generatedClipBytes(page);
  writeFileSync(path, clip);
  return clip;
}

/** Picks the clip on Submit; the form says it will be shrunk before it uploads. */
export async function pickClipToShrink(page: Page, path: string): Promise<void> {
  await page.getByLabel(/^Video file/).setInputFiles(path);
  await expect(
    page.getByText('This video will be shrunk to 720p on this device before it uploads.'),
  ).toBeVisible({ timeout: 30_000 });
}
