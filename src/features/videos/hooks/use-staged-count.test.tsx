import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '@/testing/render';

const commits: number[] = [];
let useStagedCount: (count: number, first: number) => number;

function Grid({ count, first }: { count: number; first: number }) {
  const shown = useStagedCount(count, first);
  useLayoutEffect(() => void commits.push(shown));
  return null;
}

function loadedBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ]);
}

let rendered: Rendered | undefined;
beforeEach(async () => {
  // A fresh module: a fresh document load.
  vi.resetModules();
  ({ useStagedCount } = await import('./use-staged-count'));
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  commits.length = 0;
  vi.restoreAllMocks();
});

describe('useStagedCount', () => {
  it('on the first page of a fresh load, commits the first items alone, then all of them', async () => {
    loadedBy('navigate');
    rendered = await render(<Grid count={12} first={4} />);
    expect(commits).toEqual([4, 12]);
  });

  it('never shows more than there are', async () => {
    loadedBy('navigate');
    rendered = await render(<Grid count={3} first={4} />);
    expect(commits).toEqual([3, 3]);
  });

  it('shows everything at once after a reload or Back/Forward (a scroll position comes back)', async () => {
    for (const type of ['reload', 'back_forward'] as const) {
      vi.resetModules();
      ({ useStagedCount } = await import('./use-staged-count'));
      loadedBy(type);
      rendered = await render(<Grid count={12} first={4} />);
      expect(commits).toEqual([12]);
      await rendered.unmount();
      rendered = undefined;
      commits.length = 0;
    }
  });

  it('shows everything at once on any later page of the same load', async () => {
    loadedBy('navigate');
    rendered = await render(<Grid count={12} first={4} />);
    await rendered.unmount();
    commits.length = 0;
    rendered = await render(<Grid count={12} first={4} />);
    expect(commits).toEqual([12]);
  });
});
