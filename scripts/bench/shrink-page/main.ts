/** The page `npm run bench:shrink` drives: the app's own shrink (worker and all) on a generated clip. */
import { shrinkVideo } from '@/lib/media/shrink-video';
import { shrinkFormat } from '@/lib/media/shrink-support';

export interface ShrinkRun {
  format: string | null;
  kind: 'shrunk' | 'unsupported';
  reason?: string;
  encodeMs: number;
  outputBytes: number;
  width: number;
  height: number;
  durationSeconds: number;
  /** Longest gap between main-thread ticks while the worker encoded (the UI stays responsive). */
  longestMainThreadGapMs: number;
}

declare global {
  interface Window {
    __generatedClip?: Blob;
    runShrink(): Promise<ShrinkRun>;
  }
}

window.runShrink = async () => {
  const clip = window.__generatedClip;
  if (!clip) throw new Error('generate a clip first');
  const format = await shrinkFormat();
  let last = performance.now();
  let longestGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 50);
  const started = performance.now();
  const result = await shrinkVideo(clip, { signal: new AbortController().signal });
  const encodeMs = performance.now() - started;
  clearInterval(ticker);
  const base = { format: format?.mimeType ?? null, encodeMs, longestMainThreadGapMs: longestGap };
  if (result.kind === 'unsupported')
    return {
      ...base,
      kind: 'unsupported',
      reason: result.reason,
      outputBytes: 0,
      width: 0,
      height: 0,
      durationSeconds: 0,
    };
  return {
    ...base,
    kind: 'shrunk',
    outputBytes: result.blob.size,
    width: result.width,
    height: result.height,
    durationSeconds: result.durationSeconds,
  };
};
