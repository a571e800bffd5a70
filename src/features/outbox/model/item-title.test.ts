import { describe, expect, it } from 'vitest';
import { itemTitle } from './item-title';

describe('itemTitle', () => {
  it('uses the payload title, else names the kind', () => {
    expect(itemTitle({ kind: 'submit-video', payload: { title: 'Cat fail' } })).toBe('Cat fail');
    expect(itemTitle({ kind: 'set-like', payload: { videoId: 'v' } })).toBe('Like');
    expect(itemTitle({ kind: 'other', payload: null })).toBe('other');
  });
});
