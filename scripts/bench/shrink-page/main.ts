/**
 * The page `npm run bench:shrink` drives: the app's own shrink (worker and all) on a generated
 * clip, its output streamed into IndexedDB pieces as the outbox stores it (issue 39).
 */
import { assembleChunks, chunkWriter, deleteChunks } from '@/features/outbox/data/media-chunks';
import { shrinkVideo, type ShrinkOutput } from '@/lib/media/shrink-video';
import { shrinkFormat } from '@/lib/media/shrink-support';
import { probeAudio, probeEncoders, probeResize } from './encoder-probe';

export interface ShrinkRun {
  format: string | null;
  codec: string | null;
  kind: 'shrunk' | 'unsupported';
  reason?: string;
  encodeMs: number;
  outputBytes: number;
  width: number;
  height: number;
  durationSeconds: number;
  /** What a <video> element here reads of the stored output (it plays in Chromium). */
  played: { width: number; height: number; durationSeconds: number; still: string } | null;
  /** Longest gap between main-thread ticks while the worker encoded (the UI stays responsive). */
  longestMainThreadGapMs: number;
}

declare global {
  interface Window {
    __generatedClip?: Blob;
    runShrink(): Promise<ShrinkRun>;
    probeEncoders: typeof probeEncoders;
    probeAudio: typeof probeAudio;
    probeResize: typeof probeResize;
  }
}

const MEDIA_ID = 'bench:shrunk';

/** The same pieces the outbox keeps a shrunk upload in. */
function storedOutput(): ShrinkOutput {
  const writer = chunkWriter(MEDIA_ID);
  return {
    write: (position, bytes) => writer.write(position, bytes),
    finish: (type) => assembleChunks(MEDIA_ID, type),
  };
}

/** Loads `file` into a <video> element and reads its size and length. */
async function play(file: Blob): Promise<ShrinkRun['played']> {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  const url = URL.createObjectURL(file);
  try {
    video.src = url;
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = () => reject(new Error('the output does not load in <video>'));
    });
    const durationSeconds = video.duration;
    // A frame from the middle, to look at (colours, scaling).
    video.currentTime = durationSeconds / 2;
    await new Promise((resolve, reject) => {
      video.onseeked = resolve;
      setTimeout(() => reject(new Error('the output does not seek')), 10_000);
    });
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const still = canvas.toDataURL('image/png');
    return { width: video.videoWidth, height: video.videoHeight, durationSeconds, still };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

const NOTHING = { outputBytes: 0, width: 0, height: 0, durationSeconds: 0, played: null };

window.runShrink = async () => {
  const clip = window.__generatedClip;
  if (!clip) throw new Error('generate a clip first');
  const format = await shrinkFormat();
  await deleteChunks([MEDIA_ID]);
  let last = performance.now();
  let longestGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 50);
  const started = performance.now();
  const signal = new AbortController().signal;
  const result = await shrinkVideo(clip, { signal, output: storedOutput() });
  const encodeMs = performance.now() - started;
  clearInterval(ticker);
  const base = { format: format?.mimeType ?? null, encodeMs, longestMainThreadGapMs: longestGap };
  if (result.kind === 'unsupported')
    return { ...base, ...NOTHING, codec: null, kind: 'unsupported', reason: result.reason };
  const played = await play(result.blob);
  await deleteChunks([MEDIA_ID]);
  return {
    ...base,
    kind: 'shrunk',
    codec: result.codec,
    outputBytes: result.blob.size,
    width: result.width,
    height: result.height,
    durationSeconds: result.durationSeconds,
    played,
  };
};

window.probeEncoders = probeEncoders;
window.probeAudio = probeAudio;
window.probeResize = probeResize;
