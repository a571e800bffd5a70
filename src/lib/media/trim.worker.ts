/**
 * The trimmer's worker (issue 39): the keyframes near a start, a cut by copying packets and the
 * filmstrip, off the main thread. Re-encoding a range is the shrink worker's job (shrink.worker.ts
 * with a `range`). Each request gets its answers, then the page ends the worker.
 */
import type { FromTrimWorker, ToTrimWorker } from './trim-protocol';
import { copyRange, filmstripFrames, keyframesAround } from './trim-media';

const scope = globalThis as unknown as DedicatedWorkerGlobalScope;

function post(message: FromTrimWorker, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

async function answer(message: ToTrimWorker): Promise<void> {
  if (message.type === 'warm') return post({ type: 'ready' });
  if (message.type === 'probe') {
    const probe = await keyframesAround(message.file, message.aroundSeconds);
    return post({ type: 'probed', ...probe });
  }
  if (message.type === 'copy') {
    const result = await copyRange(message.file, message.range, (fraction) =>
      post({ type: 'progress', fraction }),
    );
    if (result.kind === 'cannot-copy') return post({ type: 'cannot-copy', reason: result.reason });
    const { buffer, mimeType, durationSeconds, width, height } = result;
    return post({ type: 'copied', buffer, mimeType, durationSeconds, width, height }, [buffer]);
  }
  await filmstripFrames(message.file, message.count, message.height, (index, timestamp, image) =>
    post({ type: 'frame', index, timestamp, image }),
  );
  post({ type: 'filmstrip-done' });
}

scope.addEventListener('message', (event: MessageEvent<ToTrimWorker>) => {
  answer(event.data).catch((error: unknown) =>
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
