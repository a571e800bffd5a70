import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '@/testing/render';
import { useStagedCount } from './use-staged-count';

const commits: number[] = [];
function Grid({ count, first }: { count: number; first: number }) {
  const shown = useStagedCount(count, first);
  useLayoutEffect(() => void commits.push(shown));
  return null;
}

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  commits.length = 0;
});

describe('useStagedCount', () => {
  it('commits the first items alone, then all of them', async () => {
    rendered = await render(<Grid count={12} first={4} />);
    expect(commits).toEqual([4, 12]);
  });

  it('never shows more than there are', async () => {
    rendered = await render(<Grid count={3} first={4} />);
    expect(new Set(commits)).toEqual(new Set([3]));
  });
});
