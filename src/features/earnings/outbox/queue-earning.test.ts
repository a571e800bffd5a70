import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/lib/outbox-port';
import type { RecordEarningPayload } from './record-earning-kind';
import { parseRecordEarningPayload } from './parse-earning-payload';

const port = vi.hoisted(() => ({
  enqueue: vi.fn(async () => 'item'),
  waitingItems: vi.fn(async (): Promise<OutboxEntry<RecordEarningPayload>[]> => []),
}));
vi.mock('@/lib/outbox-port', () => ({ outbox: () => port }));

const { earningFor, queueEarning } = await import('./queue-earning');

beforeEach(() => {
  port.enqueue.mockClear();
  port.waitingItems.mockClear();
});

describe('the earning an activity asks for', () => {
  it('names the watch, the comment, or just the video', () => {
    expect(earningFor({ kind: 'watched', videoId: 'v', viewId: 'w' }, 'u')).toMatchObject({
      category: 'watch',
      videoId: 'v',
      viewId: 'w',
      userId: 'u',
    });
    expect(
      earningFor(
        { kind: 'commented', videoId: 'v', commentId: 'c', body: 'one two three four' },
        'u',
      ),
    ).toMatchObject({ category: 'comment', commentId: 'c' });
    expect(earningFor({ kind: 'shared', videoId: 'v' }, 'u')).toMatchObject({ category: 'share' });
  });

  it('a comment of fewer than 4 words asks for nothing', () => {
    expect(
      earningFor({ kind: 'commented', videoId: 'v', commentId: 'c', body: 'so so funny' }, 'u'),
    ).toBeNull();
  });

  it('round-trips through the outbox payload reader', () => {
    const payload = earningFor({ kind: 'watched', videoId: 'v', viewId: 'w' }, 'u');
    expect(parseRecordEarningPayload(JSON.parse(JSON.stringify(payload)))).toEqual(payload);
    expect(parseRecordEarningPayload({ ...payload, viewId: 5 })).toBeNull();
  });
});

describe('queueing earnings', () => {
  it('queues an action once per page life, even when liked, unliked and liked again', async () => {
    expect(await queueEarning({ kind: 'liked', videoId: 'once' }, 'u')).toBe('item');
    expect(await queueEarning({ kind: 'liked', videoId: 'once' }, 'u')).toBeNull();
    expect(port.enqueue).toHaveBeenCalledOnce();
    expect(port.enqueue).toHaveBeenCalledWith({
      kind: 'record-earning',
      payload: expect.objectContaining({ category: 'like', videoId: 'once', userId: 'u' }),
    });
  });

  it('does not queue what the outbox already holds from an earlier visit', async () => {
    port.waitingItems.mockResolvedValueOnce([
      {
        id: 'old',
        kind: 'record-earning',
        payload: { category: 'share', videoId: 'held', userId: 'u', queuedAt: 1 },
        createdAt: 1,
        waiting: true,
        failure: null,
      },
    ]);
    expect(await queueEarning({ kind: 'shared', videoId: 'held' }, 'u')).toBeNull();
    expect(port.enqueue).not.toHaveBeenCalled();
  });
});
