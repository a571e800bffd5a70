import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCountFolds } from './count-folds.ts';
import type { Db } from './types.ts';

/** A Db whose queries resolve only when the test says so. */
function slowDb() {
  const calls: string[] = [];
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const db = {
    kind: 'postgres',
    url: undefined,
    query: (sql: string) => {
      calls.push(sql);
      return new Promise((resolve, reject) =>
        pending.push({ resolve: () => resolve({ rows: [], affectedRows: 0 }), reject }),
      );
    },
    exec: () => Promise.resolve(),
    transaction: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  } as unknown as Db;
  return { db, calls, pending };
}

describe('startCountFolds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('folds every interval, never two at once, and retries after a failure', async () => {
    const { db, calls, pending } = slowDb();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const folds = startCountFolds(db, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['select public.fold_video_counts()']);
    // Still running at the next ticks: no second fold beside it.
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    pending[0]!.reject(new Error('deadlock detected'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveBeenCalledWith(
      'supabase/local: folding view and like counts failed:',
      'Error: deadlock detected',
    );
    expect(calls).toHaveLength(2);
    pending[1]!.resolve();
    await folds.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
    errors.mockRestore();
  });

  it('waits for a fold in progress when stopped, and runs none with interval 0', async () => {
    const { db, calls, pending } = slowDb();
    const folds = startCountFolds(db, 500);
    await vi.advanceTimersByTimeAsync(500);
    let stopped = false;
    const stopping = folds.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    pending[0]!.resolve();
    await stopping;
    expect(stopped).toBe(true);

    const none = slowDb();
    const off = startCountFolds(none.db, 0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(none.calls).toHaveLength(0);
    await off.stop();
    expect(calls).toHaveLength(1);
  });
});
