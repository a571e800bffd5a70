import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/lib/db';
import { nextWakeAt, pickNextDue } from './next-due';

function row(id: string, createdAt: number, patch: Partial<OutboxRow> = {}): OutboxRow {
  return {
    id,
    kind: 'submit-video',
    payload: {},
    status: 'queued',
    attempts: 0,
    nextAttemptAt: createdAt,
    lastError: null,
    createdAt,
    updatedAt: createdAt,
    bytesSent: 0,
    bytesTotal: 0,
    ...patch,
  };
}

describe('pickNextDue', () => {
  it('takes the oldest due item first, whatever order the rows come in', () => {
    const rows = [row('c', 300), row('a', 100), row('b', 200)];
    expect(pickNextDue(rows, 1_000)?.id).toBe('a');
  });

  it('lets an item that is backing off be overtaken by the next one', () => {
    const rows = [row('a', 100, { nextAttemptAt: 5_000, attempts: 2 }), row('b', 200)];
    expect(pickNextDue(rows, 1_000)?.id).toBe('b');
    expect(pickNextDue(rows, 5_000)?.id).toBe('a');
  });

  it('skips finished, failed and cancelled items but resumes one left running by a closed tab', () => {
    const rows = [
      row('done', 1, { status: 'done' }),
      row('failed', 2, { status: 'failed' }),
      row('cancelled', 3, { status: 'cancelled' }),
      row('orphan', 4, { status: 'running' }),
    ];
    expect(pickNextDue(rows, 1_000)?.id).toBe('orphan');
  });

  it('breaks ties on createdAt by id, and honours the caller filter', () => {
    const rows = [row('b', 100), row('a', 100)];
    expect(pickNextDue(rows, 1_000)?.id).toBe('a');
    expect(pickNextDue(rows, 1_000, (item) => item.id !== 'a')?.id).toBe('b');
    expect(pickNextDue([], 1_000)).toBeUndefined();
  });
});

describe('nextWakeAt', () => {
  it('is the earliest next attempt of the waiting items', () => {
    const rows = [
      row('a', 1, { nextAttemptAt: 9_000 }),
      row('b', 2, { nextAttemptAt: 4_000 }),
      row('c', 3, { status: 'failed', nextAttemptAt: 1 }),
    ];
    expect(nextWakeAt(rows)).toBe(4_000);
    expect(nextWakeAt(rows, (item) => item.id !== 'b')).toBe(9_000);
    expect(nextWakeAt([row('d', 1, { status: 'done' })])).toBeUndefined();
  });
});
