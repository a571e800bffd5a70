import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './list-cursor.ts';

describe('list-v2 cursors', () => {
  it('round-trips the storage server’s base64 `k:value` lines', () => {
    const cursor = {
      startAfter: 'folder/file b.txt',
      sortOrder: 'desc' as const,
      sortColumn: 'created_at' as const,
      sortColumnAfter: '2026-11-28T12:00:00.000Z',
    };
    const token = encodeCursor(cursor);
    expect(Buffer.from(token, 'base64').toString()).toBe(
      'l:folder/file b.txt\no:desc\nc:created_at\na:2026-11-28T12:00:00.000Z',
    );
    expect(decodeCursor(token)).toEqual(cursor);
  });

  it('defaults the order to asc and leaves out empty parts', () => {
    expect(decodeCursor(encodeCursor({ startAfter: 'a' }))).toEqual({
      startAfter: 'a',
      sortOrder: 'asc',
    });
  });

  it('refuses unknown parts and values as InvalidParameter', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    for (const bad of ['x:1', 'garbage', 'o:sideways', 'c:owner', 'a:not-a-date']) {
      expect(() => decodeCursor(b64(bad))).toThrow('Invalid Parameter continuation token');
    }
  });
});
