import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type TakeRow } from '@/lib/db';
import { isQuotaError } from '../model/save-errors';
import { BlobFileReader } from '../testing/file-reader-shim';
import { QueuedLocks } from '../testing/queued-locks';
import { recordTake, WEBM } from '../testing/record-take';
import { createTake, finishTake, listDrafts } from './take-store';
import {
  INTERRUPTED_AFTER_MS,
  recoverInterruptedTakes,
  recoverWhenReleased,
  takeLockName,
} from './take-recovery';

beforeAll(() => {
  vi.stubGlobal('FileReader', BlobFileReader);
});

beforeEach(async () => {
  await Promise.all([db.takes.clear(), db.chunks.clear()]);
});

describe('take recovery', () => {
  it('turns a take whose tab is gone into a draft with everything that reached disk', async () => {
    await recordTake('crashed', 4, 1_000);
    expect(await listDrafts(new Set())).toEqual([]);
    expect(await recoverInterruptedTakes(5_001, new Set())).toEqual(['crashed']);
    const take = await db.takes.get('crashed');
    expect(take).toMatchObject({ status: 'recorded', duration: 4 });
    expect(await db.chunks.where('takeId').equals('crashed').count()).toBe(4);
    expect((await listDrafts(new Set())).map((draft) => draft.id)).toEqual(['crashed']);
  });

  it('leaves a take that a tab still records (it holds the take lock) alone', async () => {
    await recordTake('live', 2, 1_000);
    expect(await recoverInterruptedTakes(60_000, new Set(['live']))).toEqual([]);
    expect((await db.takes.get('live'))?.status).toBe('recording');
    expect(await listDrafts(new Set())).toEqual([]);
  });

  it('without Web Locks, counts a take as cut off once it stopped growing', async () => {
    await recordTake('quiet', 2, 1_000);
    expect(await recoverInterruptedTakes(3_000 + INTERRUPTED_AFTER_MS - 1, null)).toEqual([]);
    expect(await recoverInterruptedTakes(3_000 + INTERRUPTED_AFTER_MS + 1, null)).toEqual([
      'quiet',
    ]);
  });

  it('on a full disk, reports a cut-off take it could not finish, and Drafts lists it as it is', async () => {
    await recordTake('full', 3, 1_000);
    await recordTake('fine', 2, 2_000);
    const full = new DOMException(
      'Failed to PutOrAdd in database because not enough space for domain',
      'QuotaExceededError',
    );
    const put = db.takes.put.bind(db.takes);
    const refusing = vi
      .spyOn(db.takes, 'put')
      .mockImplementation(((row: TakeRow) =>
        row.id === 'full' ? Promise.reject(full) : put(row)) as unknown as typeof db.takes.put);
    const unfinished = new Map<string, unknown>();
    try {
      expect(
        await recoverInterruptedTakes(60_000, new Set(), (takeId, error) =>
          unfinished.set(takeId, error),
        ),
      ).toEqual(['fine']);
    } finally {
      refusing.mockRestore();
    }
    expect([...unfinished.keys()]).toEqual(['full']);
    expect(isQuotaError(unfinished.get('full'))).toBe(true);
    expect(await db.chunks.where('takeId').equals('full').count()).toBe(3);
    expect((await listDrafts(new Set())).map((draft) => draft.id)).toEqual(['fine']);
    const drafts = await listDrafts(new Set(), new Set(unfinished.keys()));
    expect(drafts.map((draft) => [draft.id, draft.status, draft.duration])).toEqual([
      ['fine', 'recorded', 2],
      ['full', 'recording', 3],
    ]);
  });

  it('without a listener, a refused recovery still fails loudly', async () => {
    await recordTake('full', 1, 1_000);
    const refusing = vi
      .spyOn(db.takes, 'put')
      .mockRejectedValue(new DOMException('no space', 'QuotaExceededError'));
    try {
      await expect(recoverInterruptedTakes(60_000, new Set())).rejects.toThrow('no space');
    } finally {
      refusing.mockRestore();
    }
  });

  it('forgets a take that never got a single chunk', async () => {
    await createTake('empty', WEBM, 1_000);
    expect(await recoverInterruptedTakes(2_000, new Set())).toEqual([]);
    expect(await db.takes.count()).toBe(0);
  });

  it('removes finished takes that older versions left without media, and keeps the others', async () => {
    await recordTake('kept', 2, 1_000);
    await finishTake('kept', 4_000);
    // What versions before issue 39 left when the camera sent nothing: 'recorded', no chunks.
    await db.takes.add({
      id: 'hollow',
      mimeType: WEBM,
      startedAt: 2_000,
      duration: 3,
      status: 'recorded',
      bytes: 0,
      updatedAt: 5_000,
    });
    expect((await listDrafts(new Set())).map((draft) => draft.id)).toEqual(['hollow', 'kept']);
    expect(await recoverInterruptedTakes(60_000, new Set())).toEqual([]);
    expect(await db.takes.get('hollow')).toBeUndefined();
    expect((await listDrafts(new Set())).map((draft) => draft.id)).toEqual(['kept']);
    expect(await db.chunks.where('takeId').equals('kept').count()).toBeGreaterThan(0);
  });

  it('leaves alone a take started after the live snapshot was read: its tab holds the lock', async () => {
    const locks = new QueuedLocks();
    vi.stubGlobal('navigator', { locks });
    const staleSnapshot = new Set<string>();
    const recordingTab = locks.hold(takeLockName('fresh'));
    await createTake('fresh', WEBM, 59_000);
    expect(await recoverInterruptedTakes(60_000, staleSnapshot)).toEqual([]);
    expect((await db.takes.get('fresh'))?.status).toBe('recording');

    recordingTab();
    await vi.waitFor(async () =>
      expect(await recoverInterruptedTakes(61_000, staleSnapshot)).toEqual([]),
    );
    expect(await db.takes.get('fresh')).toBeUndefined();
    vi.unstubAllGlobals();
    vi.stubGlobal('FileReader', BlobFileReader);
  });

  it('recovers a take the moment the closed tab that held it lets go, and only that one', async () => {
    const locks = new QueuedLocks();
    vi.stubGlobal('navigator', { locks });
    const closingTab = locks.hold(takeLockName('closing'));
    const recordingTab = locks.hold(takeLockName('recording'));
    await recordTake('closing', 3, 1_000);
    await recordTake('recording', 2, 1_000);
    const live = new Set(['closing', 'recording']);
    expect(await recoverInterruptedTakes(60_000, live)).toEqual([]);

    const stop = new AbortController();
    const waiting = recoverWhenReleased(live, stop.signal);
    await vi.waitFor(() => expect(locks.queued).toBe(4)); // two tabs holding, this page waiting on both
    expect((await db.takes.get('closing'))?.status).toBe('recording');
    closingTab();
    await vi.waitFor(async () =>
      expect(await db.takes.get('closing')).toMatchObject({ status: 'recorded', duration: 3 }),
    );
    expect((await db.takes.get('recording'))?.status).toBe('recording');
    // Leaving the page gives up the wait; the other tab's take stays as it was.
    stop.abort();
    await waiting;
    recordingTab();
    expect((await db.takes.get('recording'))?.status).toBe('recording');
    vi.unstubAllGlobals();
    vi.stubGlobal('FileReader', BlobFileReader);
  });

  it('names the lock a recording tab holds', () => {
    expect(takeLockName('abc')).toBe('laughloop-take:abc');
  });
});
