import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { cancelItem, insertItem, markDone, storedMedia } from './outbox-repo';
import { openWrittenMedia } from './written-media';

// Issue 39: a file an item's job writes as it goes belongs to the item, from its first piece.

const bytes = (text: string) => new TextEncoder().encode(text);
const SHRUNK = 'item-1:shrunk';

async function queueItem(): Promise<void> {
  await insertItem({ id: 'item-1', kind: 'submit-video', payload: {} }, 1_000);
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.blobs.clear(), db.mediaChunks.clear()]);
});

describe('openWrittenMedia', () => {
  it('writes a file the item keeps; the item reads it back from its pieces', async () => {
    await queueItem();
    const writer = await openWrittenMedia('item-1', SHRUNK);
    expect((await db.outbox.get('item-1'))?.mediaIds).toEqual([SHRUNK]);
    await writer!.write(0, bytes('720p '));
    await writer!.write(5, bytes('video'));
    expect(await storedMedia(SHRUNK)).toBeUndefined();
    expect(await writer!.keep('shrunk.webm', 'video/webm')).toBe(true);
    const kept = await storedMedia(SHRUNK);
    expect(kept?.type).toBe('video/webm');
    expect(await kept?.text()).toBe('720p video');
  });

  it('starts over from nothing: what a cut-off attempt wrote is gone', async () => {
    await queueItem();
    const first = await openWrittenMedia('item-1', SHRUNK);
    await first!.write(0, bytes('half of it'));
    const second = await openWrittenMedia('item-1', SHRUNK);
    await second!.write(0, bytes('all'));
    await second!.keep('shrunk.webm', 'video/webm');
    expect(await (await storedMedia(SHRUNK))?.text()).toBe('all');
    expect((await db.outbox.get('item-1'))?.mediaIds).toEqual([SHRUNK]);
  });

  it('deletes the pieces when discarded, after the write in progress', async () => {
    await queueItem();
    const writer = await openWrittenMedia('item-1', SHRUNK);
    void writer!.write(0, bytes('never kept'));
    await writer!.discard();
    expect(await db.mediaChunks.count()).toBe(0);
    expect(await storedMedia(SHRUNK)).toBeUndefined();
  });

  it('goes with the item: a Cancel mid-write, or the item done, deletes every piece', async () => {
    await queueItem();
    const writing = await openWrittenMedia('item-1', SHRUNK);
    await writing!.write(0, bytes('partial'));
    await cancelItem('item-1');
    expect(await db.mediaChunks.count()).toBe(0);
    // Kept after the Cancel: refused, and nothing is left behind.
    expect(await writing!.keep('shrunk.webm', 'video/webm')).toBe(false);
    expect(await db.blobs.count()).toBe(0);

    await queueItem();
    const writer = await openWrittenMedia('item-1', SHRUNK);
    await writer!.write(0, bytes('sent'));
    await writer!.keep('shrunk.webm', 'video/webm');
    await markDone('item-1', 2_000);
    expect(await db.mediaChunks.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
  });

  it('opens nothing for an item that is gone', async () => {
    expect(await openWrittenMedia('missing', 'missing:shrunk')).toBeNull();
  });
});
