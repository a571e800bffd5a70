import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { cancelItem, claimItem, insertItem, storedMedia } from '../data/outbox-repo';
import { jobContext } from './job-context';

const sender = {
  accessToken: async () => 'token',
  userId: async () => 'user-1',
  notify: () => undefined,
};

const MB = 1024 * 1024;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.blobs.clear(), db.mediaChunks.clear()]);
  await insertItem({ id: 'up', kind: 'submit-video', payload: {}, bytesTotal: 26 * MB }, 1);
});

async function storedBytes(): Promise<number | undefined> {
  // The progress writes are not awaited by the handler; let them land.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return (await db.outbox.get('up'))?.bytesSent;
}

describe('a job context', () => {
  it('records progress a few times a second, but every acknowledged chunk at once', async () => {
    const row = (await claimItem('up', 2))!;
    const ctx = jobContext(row, new AbortController().signal, sender);
    ctx.progress(1 * MB, 26 * MB);
    ctx.progress(11.6 * MB, 26 * MB);
    expect(await storedBytes()).toBe(1 * MB);
    // The server took the second 6 MB chunk just after the last progress event.
    ctx.acknowledged(12 * MB, 26 * MB);
    expect(await storedBytes()).toBe(12 * MB);
  });
});

describe('a job that shrinks the video first (issue 21 item 4)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('shows the shrink in percent, then the upload clears it', async () => {
    const row = (await claimItem('up', 2))!;
    const ctx = jobContext(row, new AbortController().signal, sender);
    ctx.shrinking?.(0.424);
    await settle();
    expect((await db.outbox.get('up'))?.shrinkPercent).toBe(42);
    ctx.progress(0, 9 * MB);
    await settle();
    expect(await db.outbox.get('up')).toMatchObject({ shrinkPercent: null, bytesTotal: 9 * MB });
  });

  it('keeps the shrunk file with the item, and lets it go with the item', async () => {
    const row = (await claimItem('up', 2))!;
    const ctx = jobContext(row, new AbortController().signal, sender);
    const shrunk = {
      id: 'up:shrunk',
      blob: new Blob(['720p']),
      name: 's.webm',
      type: 'video/webm',
    };
    expect(await ctx.storeMedia?.(shrunk)).toBe(true);
    expect(await (await ctx.media('up:shrunk'))?.text()).toBe('720p');
    expect((await db.outbox.get('up'))?.mediaIds).toEqual(['up:shrunk']);
    await cancelItem('up');
    expect(await storedMedia('up:shrunk')).toBeUndefined();
    // Cancelled while the shrink ran: nothing is kept for an item that is gone.
    expect(await ctx.storeMedia?.(shrunk)).toBe(false);
    expect(await storedMedia('up:shrunk')).toBeUndefined();
  });

  it('writes the shrunk file into the item as it is encoded (issue 39), read back as one file', async () => {
    const row = (await claimItem('up', 2))!;
    const ctx = jobContext(row, new AbortController().signal, sender);
    const writer = await ctx.writeMedia?.('up:shrunk');
    await writer?.write(0, new TextEncoder().encode('720p video'));
    await writer?.write(0, new TextEncoder().encode('WEBM'));
    expect(await writer?.keep('shrunk.webm', 'video/webm')).toBe(true);
    const kept = await ctx.media('up:shrunk');
    expect({ type: kept?.type, text: await kept?.text() }).toEqual({
      type: 'video/webm',
      text: 'WEBM video',
    });
    await cancelItem('up');
    expect(await db.mediaChunks.count()).toBe(0);
    expect(await ctx.writeMedia?.('up:shrunk')).toBeNull();
  });
});
