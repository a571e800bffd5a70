import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { SET_LIKE, SUBMIT_VIDEO } from '@/domain/outbox-kinds';
import type { OutboxEntry } from '@/lib/outbox-port';
import { cancelItem, claimItem, insertItem, markDone, markFailed } from './outbox-repo';
import { waitingItems, watchHeld, watchTakesInOutbox, watchUploads } from './outbox-queries';

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.blobs.clear(), db.uploads.clear()]);
});

const like = (id: string, videoId: string, at: number) =>
  insertItem({ id, kind: SET_LIKE, payload: { videoId, liked: true } }, at);
const submission = (id: string, takeId?: string) =>
  insertItem(
    { id, kind: SUBMIT_VIDEO, payload: { videoId: id, userId: 'u', title: id, takeId } },
    1,
  );

/** The first answer of a watch after `change` has settled (liveQuery answers asynchronously). */
function nextAnswer<T>(watch: (onChange: (value: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const stop = watch((value) => {
      resolve(value);
      setTimeout(stop);
    });
  });
}

describe('what the outbox tells other features', () => {
  it('lists the waiting items of a kind, oldest first, optionally about one video', async () => {
    await like('b', 'v1', 2);
    await like('a', 'v1', 1);
    await like('c', 'v2', 3);
    await like('gone', 'v1', 4);
    await markFailed('gone', 'Refused', 1, 5);
    expect((await waitingItems(SET_LIKE)).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    const aboutV1 = await waitingItems(SET_LIKE, 'v1');
    expect(aboutV1.map((item) => [item.id, item.waiting, item.failure])).toEqual([
      ['a', true, null],
      ['b', true, null],
    ]);
  });

  it('counts an item being sent as waiting', async () => {
    await like('a', 'v1', 1);
    await claimItem('a', 2);
    expect((await waitingItems(SET_LIKE, 'v1')).map((item) => item.id)).toEqual(['a']);
  });

  it('shows uploads still held, with the refusal that stopped one, and not finished ones', async () => {
    await submission('waits');
    await submission('refused');
    await submission('sent');
    await markFailed('refused', 'Title contains blocked terms', 1, 2);
    await markDone('sent', 3);
    const uploads = await nextAnswer<OutboxEntry[]>(watchUploads);
    expect(uploads.map((item) => [item.id, item.waiting, item.failure])).toEqual([
      ['refused', false, 'Title contains blocked terms'],
      ['waits', true, null],
    ]);
  });

  it('names the takes queued submissions still refer to; a cancelled one frees its take', async () => {
    await submission('one', 'take-1');
    await submission('two', 'take-2');
    await submission('file');
    await cancelItem('two');
    expect(await nextAnswer(watchTakesInOutbox)).toEqual(new Set(['take-1']));
  });

  it('follows the held items of any kind: waiting and refused, oldest first, not finished ones', async () => {
    await like('late', 'v1', 3);
    await like('early', 'v2', 1);
    await like('refused', 'v3', 2);
    await markFailed('refused', 'Video not found', 1, 4);
    await like('sent', 'v4', 0);
    await markDone('sent', 5);
    const held = await nextAnswer<OutboxEntry[]>((onChange) => watchHeld(SET_LIKE, onChange));
    expect(held.map((item) => [item.id, item.waiting, item.failure])).toEqual([
      ['early', true, null],
      ['refused', false, 'Video not found'],
      ['late', true, null],
    ]);
    expect(await nextAnswer<OutboxEntry[]>((onChange) => watchHeld('other', onChange))).toEqual([]);
  });
});
