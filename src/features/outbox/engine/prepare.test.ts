import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRow } from '@/lib/db';
import type { OutboxHandler, OutboxJobContext } from '@/lib/outbox-port';
import { insertItem, markFailed } from '../data/outbox-repo';
import { prepareWaiting, type PrepareDeps } from './prepare';

// Issue 36 §5: what an item needs before it can be sent (a video to shrink) is done when it is
// queued, with no network, so the service worker can send the result with every page closed.

function deps(preparers: Record<string, OutboxHandler>, running = new Map()): PrepareDeps {
  return {
    preparerFor: (kind) => preparers[kind],
    contextFor: (_row: OutboxRow, signal: AbortSignal) => ({ signal }) as OutboxJobContext,
    running,
  };
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.blobs.clear(), db.uploads.clear()]);
});

describe('prepareWaiting', () => {
  it('prepares every waiting item of a kind that has a preparation, and nothing else', async () => {
    const seen: string[] = [];
    await insertItem({ id: 'video-1', kind: 'submit-video', payload: { n: 1 } }, 1_000);
    await insertItem({ id: 'like-1', kind: 'set-like', payload: {} }, 2_000);
    await insertItem({ id: 'video-2', kind: 'submit-video', payload: { n: 2 } }, 3_000);
    await markFailed('video-2', 'refused', 1, 4_000);
    const prepared = await prepareWaiting(
      deps({
        'submit-video': async (job) => {
          seen.push(job.id);
        },
      }),
    );
    expect(seen).toEqual(['video-1']);
    expect(prepared).toBe(1);
    // The item itself is untouched: still waiting to be sent.
    expect((await db.outbox.get('video-1'))?.status).toBe('queued');
  });

  it('leaves an item being sent alone, and a failed preparation to the send that follows', async () => {
    await insertItem({ id: 'busy', kind: 'submit-video', payload: {} }, 1_000);
    await insertItem({ id: 'broken', kind: 'submit-video', payload: {} }, 2_000);
    const running = new Map([['busy', new AbortController()]]);
    const seen: string[] = [];
    const prepared = await prepareWaiting(
      deps(
        {
          'submit-video': async (job) => {
            seen.push(job.id);
            throw new Error('decoder gave up');
          },
        },
        running,
      ),
    );
    expect(seen).toEqual(['broken']);
    expect(prepared).toBe(0);
    expect((await db.outbox.get('broken'))?.status).toBe('queued');
    expect(running.has('broken')).toBe(false);
  });
});
