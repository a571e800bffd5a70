import type { FromShrinkWorker, ToShrinkWorker } from './shrink-protocol';

export type ShrinkResult =
  | { kind: 'shrunk'; blob: Blob; width: number; height: number; durationSeconds: number }
  /** This browser cannot shrink this file: the caller sends the original (or refuses it). */
  | { kind: 'unsupported'; reason: string };

export interface ShrinkOptions {
  signal: AbortSignal;
  /** 0…1, as the encoder moves on (every frame). */
  onProgress?(fraction: number): void;
  /** Encode only this part (issue 39's trim); absent: the whole file. */
  range?: { startSeconds: number; endSeconds: number };
}

function startWorker(): Worker {
  return new Worker(new URL('./shrink.worker.ts', import.meta.url), {
    type: 'module',
    name: 'laughloop-shrink',
  });
}

/**
 * Loads the shrink worker once and ends it, so its script is in the service worker's cache: a
 * file queued offline is shrunk at once (issue 36 §5), not when the network is back.
 */
export function warmShrinkWorker(): Promise<void> {
  const worker = startWorker();
  return new Promise<void>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<FromShrinkWorker>) => {
      if (event.data.type === 'ready') resolve();
    });
    worker.addEventListener('error', () => reject(new Error('The shrink worker did not load.')));
    worker.postMessage({ type: 'warm' } satisfies ToShrinkWorker);
  }).finally(() => worker.terminate());
}

/**
 * Re-encodes `file` to 720p in a worker of its own (the page stays responsive). Aborting `signal`
 * stops the encoder and rejects with the signal's reason; the worker is always ended.
 */
export function shrinkVideo(
  file: Blob,
  { signal, onProgress, range }: ShrinkOptions,
): Promise<ShrinkResult> {
  signal.throwIfAborted();
  const worker = startWorker();
  return new Promise<ShrinkResult>((resolve, reject) => {
    const finish = () => {
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
    };
    const onAbort = () => {
      worker.postMessage({ type: 'cancel' } satisfies ToShrinkWorker);
      finish();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('error', (event) => {
      finish();
      // A worker that cannot even start (no module workers): this browser cannot shrink.
      resolve({ kind: 'unsupported', reason: event.message || 'the shrink worker failed' });
    });
    worker.addEventListener('message', (event: MessageEvent<FromShrinkWorker>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress?.(message.fraction);
      // Only a warm-up is answered 'ready'.
      if (message.type === 'ready') return;
      finish();
      if (message.type === 'done') {
        const { buffer, mimeType, ...facts } = message;
        resolve({ kind: 'shrunk', blob: new Blob([buffer], { type: mimeType }), ...facts });
      } else if (message.type === 'unsupported') {
        resolve({ kind: 'unsupported', reason: message.reason });
      } else if (message.type === 'cancelled') {
        reject(signal.reason ?? new DOMException('Shrinking was cancelled', 'AbortError'));
      } else {
        reject(new Error(`Shrinking failed: ${message.message}`));
      }
    });
    worker.postMessage({
      type: 'start',
      file,
      ...(range ? { range } : {}),
    } satisfies ToShrinkWorker);
  });
}
