import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { cancelItem, insertItem } from './outbox-repo';
import { resumeUrlsOf } from './resume-urls';

const url = (fingerprint: string) => ({
  fingerprint,
  uploadUrl: `http://api/storage/v1/upload/resumable/${fingerprint}`,
  size: 100,
  updatedAt: 1,
});

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.blobs.clear(), db.uploads.clear()]);
});

describe("an item's resume URLs", () => {
  it('keeps one URL per fingerprint, and an item sees only its own', async () => {
    const mine = resumeUrlsOf('item-1');
    await mine.put(url('item-1:video'));
    await resumeUrlsOf('item-2').put(url('item-2:video'));
    expect(await mine.get('item-1:video')).toEqual(url('item-1:video'));
    expect(await mine.get('item-2:video')).toBeUndefined();
    expect((await mine.all()).map((row) => row.fingerprint)).toEqual(['item-1:video']);
    await expect(mine.put(url('item-2:other'))).rejects.toThrow('does not belong');
    await mine.remove('item-2:video');
    expect(await db.uploads.count()).toBe(2);
    await mine.remove('item-1:video');
    expect(await db.uploads.count()).toBe(1);
  });

  it('go with the item when it is cancelled', async () => {
    await insertItem({ id: 'item-1', kind: 'submit-video', payload: {} }, 1);
    await resumeUrlsOf('item-1').put(url('item-1:video'));
    await cancelItem('item-1');
    expect(await resumeUrlsOf('item-1').all()).toEqual([]);
  });
});
