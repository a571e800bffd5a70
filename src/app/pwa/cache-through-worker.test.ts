import { describe, expect, it } from 'vitest';
import { isWarmFilesRequest } from '@/lib/worker/warm-files-protocol';
import { cacheThroughWorker } from './cache-through-worker';

/** Plays the worker's side of src/sw/warm-files.ts with `answer` as its reply. */
function fakeWorker(answer: (paths: string[]) => unknown) {
  return {
    postMessage(data: unknown, transfer: Transferable[]) {
      const [port] = transfer as MessagePort[];
      if (!isWarmFilesRequest(data) || !port) return;
      const reply = answer(data.paths);
      if (reply !== undefined) port.postMessage(reply);
    },
  };
}

describe('cacheThroughWorker', () => {
  it('resolves with the failures the worker reports', async () => {
    const worker = fakeWorker((paths) => ({
      type: 'warm-files-done',
      failures: paths.filter((path) => path.includes('gone')).length,
    }));
    expect(await cacheThroughWorker(worker, ['/assets/a.js', '/assets/gone.js'])).toBe(1);
  });

  it('counts every file as failed when the worker never answers (or answers nonsense)', async () => {
    const silent = fakeWorker(() => ({ type: 'warm-files-done', failures: 'none' }));
    expect(await cacheThroughWorker(silent, ['/assets/a.js', '/assets/b.js'], 20)).toBe(2);
  });

  it('asks nothing for an empty list', async () => {
    const worker = fakeWorker(() => {
      throw new Error('asked');
    });
    expect(await cacheThroughWorker(worker, [])).toBe(0);
  });
});
