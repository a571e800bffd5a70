import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listItems } from '@/features/outbox/worker';
import { cancelItem, insertItem, markDone } from '@/features/outbox';
import { followBadgeWhileDraining } from './outbox-badge';

// Issue 36 §4: with every page closed, the icon's count follows the queue as the worker sends.

const calls: string[] = [];
beforeEach(async () => {
  calls.length = 0;
  // Through the outbox's own data module (it owns the table): an empty queue per test.
  for (const row of await listItems()) await cancelItem(row.id);
  Object.assign(navigator, {
    setAppBadge: vi.fn(async (count: number) => void calls.push(`set ${count}`)),
    clearAppBadge: vi.fn(async () => void calls.push('clear')),
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

const video = (id: string, at: number) =>
  insertItem({ id, kind: 'submit-video', payload: { videoId: id } }, at);

describe('followBadgeWhileDraining', () => {
  it('counts uploads down as they are sent and clears the badge when the queue empties', async () => {
    await video('a', 1_000);
    await video('b', 2_000);
    await insertItem({ id: 'like', kind: 'set-like', payload: {} }, 3_000);
    const stop = followBadgeWhileDraining();
    await vi.waitFor(() => expect(calls).toEqual(['set 2']));
    await markDone('a', 4_000);
    await vi.waitFor(() => expect(calls).toEqual(['set 2', 'set 1']));
    await markDone('b', 5_000);
    await stop();
    // Small actions (the like) never count on the icon, as on a page.
    expect(calls).toEqual(['set 2', 'set 1', 'clear']);
  });

  it('says nothing twice and survives a browser without the Badging API', async () => {
    Reflect.deleteProperty(navigator, 'setAppBadge');
    Reflect.deleteProperty(navigator, 'clearAppBadge');
    await video('a', 1_000);
    const stop = followBadgeWhileDraining();
    await expect(stop()).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });
});
