import { describe, expect, it } from 'vitest';
import { fitsShape, RESERVED_OBJECT_WORDS } from './routes.ts';

describe('static /object route shapes', () => {
  it('takes nothing, one bucket, or a bucket and a path', () => {
    expect(fitsShape('', 'none')).toBe(true);
    expect(fitsShape('bucket', 'none')).toBe(false);
    expect(fitsShape('bucket', 'bucket')).toBe(true);
    expect(fitsShape('bucket/extra', 'bucket')).toBe(false);
    expect(fitsShape('', 'bucket')).toBe(false);
    expect(fitsShape('bucket/a/b.png', 'path')).toBe(true);
    expect(fitsShape('', 'path')).toBe(false);
  });

  it('reserves the storage server’s own words, not bucket names like them', () => {
    for (const word of ['upload', 'list-v2', 'sign', 'info', 'move']) {
      expect(RESERVED_OBJECT_WORDS.has(word)).toBe(true);
    }
    for (const bucket of ['uploads', 'avatars', 'list-v3', 'signs']) {
      expect(RESERVED_OBJECT_WORDS.has(bucket)).toBe(false);
    }
  });
});
