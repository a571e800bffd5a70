import { describe, expect, it, vi } from 'vitest';
import { WARMED_KEY, warmOncePerBuild } from './warm-once';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('warmOncePerBuild', () => {
  it('warms on the first visit of a build and remembers it only when nothing failed', async () => {
    const storage = memoryStorage();
    const warm = vi.fn().mockResolvedValueOnce(2).mockResolvedValueOnce(0);
    const deps = { build: '/assets/index-a.js', storage, cacheKept: async () => true, warm };
    expect(await warmOncePerBuild(deps)).toBe(2);
    expect(storage.values.has(WARMED_KEY)).toBe(false);
    expect(await warmOncePerBuild(deps)).toBe(0);
    expect(storage.values.get(WARMED_KEY)).toBe('/assets/index-a.js');
    expect(await warmOncePerBuild(deps)).toBe(0);
    expect(warm).toHaveBeenCalledTimes(2);
  });

  it('warms again for a new build, or when the worker’s cache is gone', async () => {
    const warm = vi.fn().mockResolvedValue(0);
    const storage = memoryStorage({ [WARMED_KEY]: '/assets/index-a.js' });
    await warmOncePerBuild({
      build: '/assets/index-b.js',
      storage,
      cacheKept: async () => true,
      warm,
    });
    expect(warm).toHaveBeenCalledTimes(1);
    await warmOncePerBuild({
      build: '/assets/index-b.js',
      storage,
      cacheKept: async () => false,
      warm,
    });
    expect(warm).toHaveBeenCalledTimes(2);
  });

  it('still warms when storage throws (private modes)', async () => {
    const warm = vi.fn().mockResolvedValue(0);
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(await warmOncePerBuild({ build: 'b', storage, cacheKept: async () => true, warm })).toBe(
      0,
    );
    expect(warm).toHaveBeenCalledTimes(1);
  });
});
