import type { FromShrinkWorker, ShrinkEncoded, ToShrinkWorker } from './shrink-protocol';

export type ShrinkResult =
  | {
      kind: 'shrunk';
      /** The output as stored by `ShrinkOptions.output` (read back from there, not from memory). */
      blob: Blob;
      /** mediabunny's name of the video codec used ('avc', 'vp9', 'vp8'). */
      codec: string;
      width: number;
      height: number;
      durationSeconds: number;
    }
  /** This browser cannot shrink this file: the caller sends the original (or refuses it). */
  | { kind: 'unsupported'; reason: string };

/**
 * Where the shrunk file goes as it is encoded (issue 39: never whole in memory). Writes come one at
 * a time: almost all at the end, a few at the very end back over bytes written before (a header
 * that learns the file's size and length last).
 */
export interface ShrinkOutput {
  write(position: number, bytes: Uint8Array): Promise<void>;
  /** The whole file once every write is done, read back from where it was written. */
  finish(type: string): Promise<Blob>;
}

export interface ShrinkOptions {
  signal: AbortSignal;
  output: ShrinkOutput;
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

interface Settle {
  resolve(result: ShrinkResult): void;
  reject(error: unknown): void;
}

/**
 * The page's half of the exchange: stores each chunk before asking for more, then hands the
 * stored file back to be measured, and settles on the worker's last word.
 */
function pageSide(worker: Worker, output: ShrinkOutput, settle: Settle, signal: AbortSignal) {
  const send = (message: ToShrinkWorker) => worker.postMessage(message);
  let encoded: ShrinkEncoded | null = null;
  let stored: Blob | null = null;
  const store = async (message: ShrinkEncoded) => {
    encoded = message;
    stored = await output.finish(message.mimeType);
    send({ type: 'measure', file: stored });
  };
  return (message: FromShrinkWorker): void => {
    switch (message.type) {
      case 'chunk':
        output
          .write(message.position, new Uint8Array(message.data))
          .then(() => send({ type: 'stored', seq: message.seq }), settle.reject);
        return;
      case 'encoded':
        store(message).catch(settle.reject);
        return;
      case 'done':
        if (!encoded || !stored)
          return settle.reject(new Error('Shrinking failed: nothing stored'));
        return settle.resolve({
          kind: 'shrunk',
          blob: stored,
          codec: encoded.codec,
          width: encoded.width,
          height: encoded.height,
          durationSeconds: message.durationSeconds,
        });
      case 'unsupported':
        return settle.resolve({ kind: 'unsupported', reason: message.reason });
      case 'cancelled':
        return settle.reject(
          signal.reason ?? new DOMException('Shrinking was cancelled', 'AbortError'),
        );
      case 'failed':
        return settle.reject(new Error(`Shrinking failed: ${message.message}`));
      default:
        // 'ready' answers a warm-up only; 'progress' is the caller's.
        return;
    }
  };
}

/**
 * Re-encodes `file` to 720p in a worker of its own (the page stays responsive), writing the result
 * to `output` as it goes. Aborting `signal` stops the encoder and rejects with the signal's
 * reason; the worker is always ended.
 */
export function shrinkVideo(
  file: Blob,
  { signal, onProgress, output, range }: ShrinkOptions,
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
    const settle: Settle = {
      resolve: (result) => (finish(), resolve(result)),
      reject: (error) => (finish(), reject(error)),
    };
    const handle = pageSide(worker, output, settle, signal);
    worker.addEventListener('error', (event) => {
      // A worker that cannot even start (no module workers): this browser cannot shrink.
      settle.resolve({ kind: 'unsupported', reason: event.message || 'the shrink worker failed' });
    });
    worker.addEventListener('message', (event: MessageEvent<FromShrinkWorker>) => {
      if (event.data.type === 'progress') onProgress?.(event.data.fraction);
      handle(event.data);
    });
    worker.postMessage({
      type: 'start',
      file,
      ...(range ? { range } : {}),
    } satisfies ToShrinkWorker);
  });
}
