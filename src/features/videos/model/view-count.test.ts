import { describe, expect, it } from 'vitest';
import { viewCountText } from './view-count';

describe('view count text', () => {
  it('says view for one and views otherwise, grouped or compact', () => {
    expect(viewCountText(0)).toBe('0 views');
    expect(viewCountText(1)).toBe('1 view');
    expect(viewCountText(1204)).toBe('1,204 views');
    expect(viewCountText(1204, true)).toBe('1.2K views');
    expect(viewCountText(1, true)).toBe('1 view');
  });
});
