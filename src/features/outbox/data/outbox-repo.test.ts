import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type BlobRow } from '@/lib/db';
import {
  cancelItem,
  claimItem,
  insertItem,
  listItems,
  markDone,
  removeDone,
  retryItem,
  scheduleRetry,
  storedMedia,
  wakeQueued,
} from './outbox-repo';

const media = (id: string, text: string) => ({
  id,
  blob: new Blob([text], { type: 'text/plain' }),
  name: `${id}.txt`,
  type: 'text/plain',
});

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.blobs.clear(), db.uploads.clear()]);
});

describe('outbox repository', () => {
  it('stores an item and its media together, ready to send', async () => {
    const { id, created } = await insertItem(
      {
        id: 'item-1',
        kind: 'submit-video',
        payload: { title: 'A' },
        media: [media('item-1:video', 'bytes')],
        bytesTotal: 5,
      },
      1_000,
    );
    expect(created).toBe(true);
    expect(id).toBe('item-1');
    const row = await db.outbox.get('item-1');
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: 1_000,
      createdAt: 1_000,
      bytesTotal: 5,
      mediaIds: ['item-1:video'],
    });
    const stored = await db.blobs.get('item-1:video');
    expect(await stored?.blob?.text()).toBe('bytes');
    expect(await (await storedMedia('item-1:video'))?.text()).toBe('bytes');
  });

  it("stores the media's bytes where IndexedDB refuses Blobs (Safari's private tabs), and reads them back as the same file", async () => {
    const put = db.blobs.bulkPut.bind(db.blobs);
    const refuseBlobs = (rows: readonly BlobRow[]) =>
      rows.some((row) => row.blob)
        ? Promise.reject(
            new DOMException(
              'Error preparing Blob/File data to be stored in object store',
              'UnknownError',
            ),
          )
        : put(rows);
    const refusing = vi
      .spyOn(db.blobs, 'bulkPut')
      .mockImplementation(refuseBlobs as unknown as typeof db.blobs.bulkPut);
    try {
      const { created } = await insertItem(
        {
          id: 'private',
          kind: 'submit-video',
          payload: null,
          media: [media('private:video', 'clip')],
        },
        1_000,
      );
      expect(created).toBe(true);
    } finally {
      refusing.mockRestore();
    }
    const row = await db.blobs.get('private:video');
    // A full disk is not a Blob refusal: nothing is read into memory to fail again.
    const full = vi
      .spyOn(db.blobs, 'bulkPut')
      .mockRejectedValue(new DOMException('no space', 'QuotaExceededError'));
    const arrayBuffer = vi.spyOn(Blob.prototype, 'arrayBuffer');
    try {
      await expect(
        insertItem({ id: 'full', kind: 'k', payload: null, media: [media('full:video', 'x')] }, 1),
      ).rejects.toThrow('no space');
      expect(arrayBuffer).not.toHaveBeenCalled();
    } finally {
      full.mockRestore();
      arrayBuffer.mockRestore();
    }
    expect(row?.blob).toBeUndefined();
    expect(row?.data).toBeInstanceOf(ArrayBuffer);
    const read = await storedMedia('private:video');
    expect({ type: read?.type, text: await read?.text() }).toEqual({
      type: 'text/plain',
      text: 'clip',
    });
    expect(await db.outbox.get('private')).toMatchObject({
      status: 'queued',
      mediaIds: ['private:video'],
    });
  });

  it('deduplicates on the client UUID: a second enqueue of the same id changes nothing', async () => {
    await insertItem({ id: 'same', kind: 'submit-video', payload: { title: 'first' } }, 1_000);
    const again = await insertItem(
      {
        id: 'same',
        kind: 'submit-video',
        payload: { title: 'second' },
        media: [media('same:video', 'x')],
      },
      2_000,
    );
    expect(again).toEqual({ id: 'same', created: false });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.get('same'))?.payload).toEqual({ title: 'first' });
    expect(await db.blobs.count()).toBe(0);
  });

  it('generates a UUID when none is given', async () => {
    const { id } = await insertItem(
      { kind: 'set-like', payload: { videoId: 'v', liked: true } },
      1,
    );
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('lists by creation time and claims only items that still wait', async () => {
    await insertItem({ id: 'late', kind: 'k', payload: null }, 300);
    await insertItem({ id: 'early', kind: 'k', payload: null }, 100);
    expect((await listItems()).map((row) => row.id)).toEqual(['early', 'late']);
    expect((await claimItem('early', 400))?.status).toBe('running');
    await markDone('early', 500);
    expect(await claimItem('early', 600)).toBeUndefined();
    expect(await claimItem('missing', 600)).toBeUndefined();
  });

  it('frees media and resume URLs once an item is done, and keeps the row for the tray', async () => {
    await insertItem(
      {
        id: 'up',
        kind: 'k',
        payload: null,
        media: [media('up:video', 'v'), media('up:thumbnail', 't')],
        bytesTotal: 10,
      },
      1,
    );
    await db.uploads.put({
      fingerprint: 'up:video',
      uploadUrl: 'http://x/1',
      size: 10,
      updatedAt: 1,
    });
    await db.uploads.put({
      fingerprint: 'other:video',
      uploadUrl: 'http://x/2',
      size: 10,
      updatedAt: 1,
    });
    await claimItem('up', 2);
    await markDone('up', 3);
    expect(await db.outbox.get('up')).toMatchObject({
      status: 'done',
      bytesSent: 10,
      lastError: null,
    });
    expect(await db.blobs.count()).toBe(0);
    expect((await db.uploads.toArray()).map((row) => row.fingerprint)).toEqual(['other:video']);
    await removeDone(2);
    expect(await db.outbox.count()).toBe(1);
    await removeDone();
    expect(await db.outbox.count()).toBe(0);
  });

  it('cancels an item with its media; a finished one stays', async () => {
    await insertItem({ id: 'c', kind: 'k', payload: null, media: [media('c:video', 'v')] }, 1);
    expect((await cancelItem('c'))?.id).toBe('c');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
    await insertItem({ id: 'd', kind: 'k', payload: null }, 1);
    await markDone('d', 2);
    expect(await cancelItem('d')).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('retries: a failed item starts over, a backing-off one goes now, and `online` wakes them all', async () => {
    await insertItem({ id: 'f', kind: 'k', payload: null }, 1);
    await claimItem('f', 2);
    await db.outbox.update('f', { status: 'failed', attempts: 3, lastError: 'Nope' });
    await retryItem('f', 50);
    expect(await db.outbox.get('f')).toMatchObject({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: 50,
      lastError: null,
    });

    await claimItem('f', 60);
    await scheduleRetry('f', { attempts: 1, nextAttemptAt: 9_000, lastError: 'timeout' }, 61);
    expect(await db.outbox.get('f')).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: 9_000,
      lastError: 'timeout',
    });
    await wakeQueued(70);
    expect((await db.outbox.get('f'))?.nextAttemptAt).toBe(70);
  });
});
