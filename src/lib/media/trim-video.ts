/**
 * Trim before upload (issue 39), on the page's side: ask the trim worker for the keyframes near
 * the start, plan the cut (trim-plan.ts), then copy packets (trim worker) or re-encode only the
 * kept part (the shrink worker, with a range). Nothing here touches the network.
 */
import { blobOutput } from './blob-output';
import { shrinkVideo, type ShrinkOptions, type ShrinkResult } from './shrink-video';
import { planTrim, type TrimPlan, type TrimRange } from './trim-plan';
import type { FromTrimWorker, ToTrimWorker } from './trim-protocol';

export const TRIM_FAILED = 'This video could not be trimmed on this device.';

export interface TrimmedVideo {
  blob: Blob;
  durationSeconds: number;
  width: number;
  height: number;
  /** How it was cut: packets copied from a keyframe, or the kept part re-encoded to 720p. */
  method: 'copy' | 'reencode';
  /** The part of the original it holds (a copy starts on the keyframe it was cut at). */
  range: TrimRange;
}

export type TrimResult = { kind: 'whole' } | ({ kind: 'trimmed' } & TrimmedVideo);

export interface TrimOptions {
  signal: AbortSignal;
  /** 0…1 while the cut is written. */
  onProgress?(fraction: number): void;
}

type FinalAnswer = Exclude<FromTrimWorker, { type: 'progress' } | { type: 'frame' }>;

function startTrimWorker(): Worker {
  return new Worker(new URL('./trim.worker.ts', import.meta.url), {
    type: 'module',
    name: 'laughloop-trim',
  });
}

/**
 * One request to a trim worker of its own, ended once it answered (or `signal` aborted: then the
 * promise rejects with the signal's reason). `onUpdate` sees progress and filmstrip frames.
 */
export function askTrimWorker(
  request: ToTrimWorker,
  signal: AbortSignal,
  onUpdate?: (message: FromTrimWorker) => void,
): Promise<FinalAnswer> {
  signal.throwIfAborted();
  const worker = startTrimWorker();
  return new Promise<FinalAnswer>((resolve, reject) => {
    const finish = () => {
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
    };
    const onAbort = () => {
      finish();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new Error(event.message || 'the trim worker failed'));
    });
    worker.addEventListener('message', (event: MessageEvent<FromTrimWorker>) => {
      const message = event.data;
      if (message.type === 'progress' || message.type === 'frame') return onUpdate?.(message);
      finish();
      resolve(message);
    });
    worker.postMessage(request);
  });
}

/**
 * Loads the trim worker once and ends it, so its script is in the service worker's cache: a take
 * or file trimmed offline is cut at once. Submit warms it with the rest of what works offline.
 */
export async function warmTrimWorker(): Promise<void> {
  const answer = await askTrimWorker({ type: 'warm' }, new AbortController().signal);
  if (answer.type !== 'ready') throw new Error('The trim worker did not load.');
}

/** The steps a plan runs; the workers in the app, fakes in tests. */
export interface TrimSteps {
  /** Null when a track cannot be copied as it is. */
  copy(range: TrimRange): Promise<TrimmedVideo | null>;
  /** Null when this browser cannot encode. */
  reencode(range: TrimRange): Promise<TrimmedVideo | null>;
}

/**
 * Runs a plan: a copy that turns out impossible is re-encoded; a re-encode this browser cannot do
 * is cut at the keyframe before the start instead (a little more is kept, nothing is lost).
 */
export async function runTrimPlan(plan: TrimPlan, steps: TrimSteps): Promise<TrimResult> {
  if (plan.kind === 'whole') return plan;
  const done = (video: TrimmedVideo | null) =>
    video ? { kind: 'trimmed' as const, ...video } : null;
  if (plan.kind === 'copy')
    return done(await steps.copy(plan.range)) ?? done(await steps.reencode(plan.range)) ?? fail();
  return (
    done(await steps.reencode(plan.range)) ?? done(await steps.copy(plan.copyFallback)) ?? fail()
  );
}

function fail(): never {
  throw new Error(TRIM_FAILED);
}

function workerSteps(file: Blob, options: TrimOptions, shrink = shrinkVideo): TrimSteps {
  const progress = (message: FromTrimWorker) => {
    if (message.type === 'progress') options.onProgress?.(message.fraction);
  };
  return {
    async copy(range) {
      const answer = await askTrimWorker({ type: 'copy', file, range }, options.signal, progress);
      if (answer.type === 'failed') throw new Error(answer.message);
      if (answer.type !== 'copied') return null;
      const { buffer, mimeType, durationSeconds, width, height } = answer;
      const blob = new Blob([buffer], { type: mimeType });
      return { blob, durationSeconds, width, height, method: 'copy', range };
    },
    async reencode(range) {
      const shrinkOptions: ShrinkOptions = { signal: options.signal, range, output: blobOutput() };
      if (options.onProgress) shrinkOptions.onProgress = options.onProgress;
      const result: ShrinkResult = await shrink(file, shrinkOptions);
      if (result.kind === 'unsupported') return null;
      const { blob, durationSeconds, width, height } = result;
      return { blob, durationSeconds, width, height, method: 'reencode', range };
    },
  };
}

/**
 * Cuts `range` out of `file` as planTrim decides, in workers, offline: { kind: 'whole' } when the
 * range is the whole video (send the original). Throws TRIM_FAILED when neither way works here.
 */
export async function trimVideo(
  file: Blob,
  range: TrimRange,
  options: TrimOptions,
): Promise<TrimResult> {
  const probe = await askTrimWorker(
    { type: 'probe', file, aroundSeconds: range.startSeconds },
    options.signal,
  );
  if (probe.type === 'failed') throw new Error(probe.message);
  if (probe.type !== 'probed') throw new Error(TRIM_FAILED);
  const plan = planTrim({
    keyframes: probe.keyframes,
    durationSeconds: probe.durationSeconds,
    range,
  });
  return runTrimPlan(plan, workerSteps(file, options));
}

/** The filmstrip's thumbnails, each given to `onFrame` as it is decoded (none where it cannot be). */
export async function loadFilmstrip(
  file: Blob,
  count: number,
  height: number,
  signal: AbortSignal,
  onFrame: (index: number, image: Blob) => void,
): Promise<void> {
  const answer = await askTrimWorker(
    { type: 'filmstrip', file, count, height },
    signal,
    (message) => {
      if (message.type === 'frame') onFrame(message.index, message.image);
    },
  );
  if (answer.type === 'failed') throw new Error(answer.message);
}
