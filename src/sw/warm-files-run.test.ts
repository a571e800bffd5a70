import { describe, expect, it } from 'vitest';
import { warmFiles } from './warm-files-run';
import { isWarmFilesReply, isWarmFilesRequest } from '@/lib/worker/warm-files-protocol';

describe('warmFiles', () => {
  it('tries every path with at most `atOnce` in flight and counts failures and errors', async () => {
    let inFlight = 0;
    let most = 0;
    const tried: string[] = [];
    const cacheOne = async (path: string) => {
      tried.push(path);
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      if (path === '/assets/throws.js') throw new Error('offline');
      return path !== '/assets/gone.js';
    };
    const paths = ['/assets/a.js', '/assets/gone.js', '/assets/b.js', '/assets/throws.js'];
    const more = Array.from({ length: 6 }, (_, index) => `/assets/more-${index}.js`);
    expect(await warmFiles([...paths, ...more], cacheOne, 3)).toBe(2);
    expect(tried.sort()).toEqual([...paths, ...more].sort());
    expect(most).toBe(3);
  });

  it('answers an empty list at once', async () => {
    expect(await warmFiles([], () => Promise.resolve(false))).toBe(0);
  });
});

describe('the warm-up messages', () => {
  it('accept only same-origin paths and whole failure counts', () => {
    expect(isWarmFilesRequest({ type: 'warm-files', paths: ['/assets/a.js'] })).toBe(true);
    expect(isWarmFilesRequest({ type: 'warm-files', paths: ['https://evil.example/x.js'] })).toBe(
      false,
    );
    expect(isWarmFilesRequest({ type: 'warm-files', paths: ['//evil.example/x.js'] })).toBe(false);
    expect(isWarmFilesRequest({ type: 'warm-files', paths: '/assets/a.js' })).toBe(false);
    expect(isWarmFilesRequest({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isWarmFilesReply({ type: 'warm-files-done', failures: 2 })).toBe(true);
    expect(isWarmFilesReply({ type: 'warm-files-done', failures: -1 })).toBe(false);
    expect(isWarmFilesReply({ type: 'warm-files-done', failures: 0.5 })).toBe(false);
  });
});
