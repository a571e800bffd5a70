import { describe, expect, it } from 'vitest';
import { FIRST_ENTRY_KEY, scrollPositionKey } from './scroll-key';

describe('scrollPositionKey', () => {
  it("files a document's first entry under its address, so another document's position never applies", () => {
    expect(scrollPositionKey({ key: FIRST_ENTRY_KEY, pathname: '/', search: '' })).toBe('/');
    expect(scrollPositionKey({ key: FIRST_ENTRY_KEY, pathname: '/video/abc', search: '' })).toBe(
      '/video/abc',
    );
    expect(scrollPositionKey({ key: FIRST_ENTRY_KEY, pathname: '/shorts', search: '?v=1' })).toBe(
      '/shorts?v=1',
    );
  });

  it('keeps the own key of entries the app pushed, so back and forward restore each one', () => {
    expect(scrollPositionKey({ key: 'x7k2p9', pathname: '/video/abc', search: '' })).toBe('x7k2p9');
  });
});
