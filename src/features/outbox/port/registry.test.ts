import { describe, expect, it, vi } from 'vitest';
import type { OutboxHandler } from '@/lib/outbox-port';
import { lazyHandler, preloadHandlers } from './registry';

describe('lazy handlers', () => {
  it('load their code on first use, and all of it ahead of need with preloadHandlers', async () => {
    const sent: string[] = [];
    const handler: OutboxHandler<{ title: string }> = async (job) => {
      sent.push(job.payload.title);
    };
    const load = vi.fn(() => Promise.resolve(handler));
    const other = vi.fn(() => Promise.resolve(handler));
    const lazy = lazyHandler(load);
    lazyHandler(other);
    expect(load).not.toHaveBeenCalled();

    await preloadHandlers();
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);

    await lazy({ payload: { title: 'Cat zoomies' } } as Parameters<OutboxHandler>[0], {} as never);
    expect(sent).toEqual(['Cat zoomies']);
  });
});
