import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_FILES_URL, warmOfflineCache } from './warm-offline-cache';

const events: string[] = [];

function serve(files: unknown, missing: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      events.push(`fetch ${url}`);
      if (url === OFFLINE_FILES_URL)
        return Promise.resolve(new Response(JSON.stringify(files), { status: 200 }));
      return Promise.resolve(new Response('', { status: missing.includes(url) ? 404 : 200 }));
    }),
  );
}

const idle = () => Promise.resolve(void events.push('idle'));
const warmData = () => Promise.resolve(void events.push('data'));

afterEach(() => {
  events.length = 0;
  vi.unstubAllGlobals();
});

describe('warmOfflineCache', () => {
  it('fetches the build’s offline files six at a time after an idle moment, then the data', async () => {
    const files = Array.from({ length: 8 }, (_, index) => `/assets/page-${index}.js`);
    serve(files, ['/assets/page-7.js']);
    expect(await warmOfflineCache({ idle, warmData })).toBe(1);
    expect(events).toEqual([
      `fetch ${OFFLINE_FILES_URL}`,
      'idle',
      ...files.slice(0, 6).map((url) => `fetch ${url}`),
      'idle',
      ...files.slice(6).map((url) => `fetch ${url}`),
      'data',
    ]);
  });

  it('counts an unreadable list and a failed data warm-up as failures, and never throws', async () => {
    serve({ not: 'a list' });
    expect(
      await warmOfflineCache({ idle, warmData: () => Promise.reject(new Error('offline')) }),
    ).toBe(2);
  });
});
