import { describe, expect, it } from 'vitest';
import { itemTitle, UNKNOWN_KIND_LABEL } from './item-title';

const labels: Record<string, string> = { 'set-like': 'Like' };
const label = (kind: string) => labels[kind];

describe('itemTitle', () => {
  it('uses the payload title, else the label the kind registered, never the raw kind', () => {
    expect(itemTitle({ kind: 'submit-video', payload: { title: 'Cat fail' } }, label)).toBe(
      'Cat fail',
    );
    expect(itemTitle({ kind: 'set-like', payload: { videoId: 'v' } }, label)).toBe('Like');
    expect(itemTitle({ kind: 'share-premium-post', payload: null }, label)).toBe(
      UNKNOWN_KIND_LABEL,
    );
  });
});
