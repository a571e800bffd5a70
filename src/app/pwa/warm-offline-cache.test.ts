import { describe, expect, it, vi } from 'vitest';

const events: string[] = [];

vi.mock('../route-table', () => {
  const page = (path: string, offline: boolean) => ({
    path,
    offline,
    load: () => {
      events.push(`load ${path}`);
      return Promise.resolve({
        Component: () => null,
        warmOffline: () => Promise.resolve(events.push(`warm ${path}`)),
      });
    },
  });
  return {
    PAGE_ROUTES: [page('/', true), page('/payment-callback', false), page('/shorts', true)],
    NOT_FOUND_ROUTE: { ...page('*', true), load: () => Promise.reject(new Error('offline')) },
  };
});

const { warmOfflineCache } = await import('./warm-offline-cache');

describe('warmOfflineCache', () => {
  it('loads the offline pages one at a time, each after an idle moment, and counts failures', async () => {
    const idle = vi.fn(() => Promise.resolve(void events.push('idle')));
    const failures = await warmOfflineCache(idle);
    expect(events).toEqual([
      'idle',
      'load /',
      'warm /',
      'idle',
      'load /shorts',
      'warm /shorts',
      'idle',
    ]);
    expect(failures).toBe(1);
  });
});
