import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_FILES_URL, warmOfflineCache } from './warm-offline-cache';

const events: string[] = [];

function serveList(files: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      events.push(`fetch ${url}`);
      if (url === OFFLINE_FILES_URL)
        return Promise.resolve(new Response(JSON.stringify(files), { status }));
      return Promise.reject(new Error(`the page fetched ${url} itself`));
    }),
  );
}

function loadedSoFar(urls: string[]) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
    urls.map((name) => ({ name }) as PerformanceEntry),
  );
}

const cacheFiles = (failing: string[] = []) =>
  vi.fn((paths: string[]) => {
    events.push(`worker ${paths.join(' ')}`);
    return Promise.resolve(paths.filter((path) => failing.includes(path)).length);
  });
const warmData = () => Promise.resolve(void events.push('data'));

afterEach(() => {
  events.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('warmOfflineCache', () => {
  it('hands the worker the build’s offline files and the assets already loaded, each once, then warms the data', async () => {
    loadedSoFar([
      `${location.origin}/assets/index.js`,
      `${location.origin}/assets/page-0.js`,
      'https://elsewhere.example/assets/x.js',
      `${location.origin}/thumb.png`,
    ]);
    serveList(['/assets/page-0.js', '/assets/page-1.js']);
    expect(await warmOfflineCache({ cacheFiles: cacheFiles(), warmData })).toBe(0);
    expect(events).toEqual([
      `fetch ${OFFLINE_FILES_URL}`,
      'worker /assets/index.js /assets/page-0.js /assets/page-1.js',
      'data',
    ]);
  });

  it('counts the files the worker could not cache', async () => {
    loadedSoFar([]);
    serveList(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    const failing = cacheFiles(['/assets/b.js', '/assets/c.js']);
    expect(await warmOfflineCache({ cacheFiles: failing, warmData })).toBe(2);
  });

  it('counts an unreadable list, a lost worker and a failed data warm-up as failures, and never throws', async () => {
    loadedSoFar([`${location.origin}/assets/index.js`]);
    serveList({ not: 'a list' });
    expect(
      await warmOfflineCache({
        cacheFiles: () => Promise.reject(new Error('no worker')),
        warmData: () => Promise.reject(new Error('offline')),
      }),
    ).toBe(3);
  });

  it('still caches what the page loaded when the list is missing', async () => {
    loadedSoFar([`${location.origin}/assets/index.js`]);
    serveList([], 404);
    const worker = cacheFiles();
    expect(await warmOfflineCache({ cacheFiles: worker, warmData })).toBe(1);
    expect(worker).toHaveBeenCalledWith(['/assets/index.js']);
  });
});
