import { describe, expect, it } from 'vitest';
import {
  isValidBucketName,
  isValidObjectName,
  isVersionFileName,
  objectVersionPath,
  splitBucketPath,
} from './paths.ts';
import { StorageError } from './errors.ts';

const VERSION = '3f1c2a9e-1b2c-4d5e-8f90-123456789abc';

describe('isValidObjectName', () => {
  it('accepts ordinary keys, dot files and non-Latin names', () => {
    for (const name of [
      'a.png',
      'user-1/clip.mp4',
      'folder/.emptyFolderPlaceholder',
      'vidéos/日本語.webm',
      'a b/c (1).txt',
    ]) {
      expect(isValidObjectName(name), name).toBe(true);
    }
  });

  it('rejects traversal, absolute paths, empty segments and NUL', () => {
    for (const name of [
      '',
      '..',
      '../etc/passwd',
      'a/../b',
      'a/./b',
      '/abs',
      'a//b',
      'a/',
      'a\0b',
      'a\\b',
      'a\nb',
    ]) {
      expect(isValidObjectName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it("rejects S3's characters to avoid and keys over 1024 bytes", () => {
    for (const name of ['a~b', 'a#b', 'a%20b', 'a|b', 'a{b}', 'a^b', 'a`b', 'a"b', 'a<b>']) {
      expect(isValidObjectName(name), name).toBe(false);
    }
    expect(isValidObjectName('x'.repeat(1024))).toBe(true);
    expect(isValidObjectName('é'.repeat(513))).toBe(false);
  });
});

describe('isValidBucketName', () => {
  it('accepts the storage character set and rejects separators and dot names', () => {
    expect(isValidBucketName('videos')).toBe(true);
    expect(isValidBucketName('my_bucket-1.test')).toBe(true);
    for (const name of ['', '.', '..', 'a/b', 'a\\b', ' padded', 'a~b', 'x'.repeat(101)]) {
      expect(isValidBucketName(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe('splitBucketPath', () => {
  it('decodes each segment of the route', () => {
    expect(splitBucketPath('videos/user%201/clip.mp4')).toEqual({
      bucket: 'videos',
      name: 'user 1/clip.mp4',
    });
    expect(splitBucketPath('videos')).toEqual({ bucket: 'videos', name: '' });
  });

  it('refuses malformed escapes and bad bucket names with the storage error shape', () => {
    expect(() => splitBucketPath('videos/%E0%A4%A')).toThrow(StorageError);
    expect(() => splitBucketPath('..%2F/x')).toThrow(/Bucket name invalid/);
  });
});

describe('objectVersionPath', () => {
  it('places a version under <root>/<bucket>/<name>/~<version>', () => {
    expect(objectVersionPath('/data/storage', 'videos', 'u/clip.mp4', VERSION)).toBe(
      `/data/storage/videos/u/clip.mp4/~${VERSION}`,
    );
    expect(isVersionFileName(`~${VERSION}`)).toBe(true);
    expect(isVersionFileName('clip.mp4')).toBe(false);
  });

  it('refuses names and versions that could leave the root', () => {
    expect(() => objectVersionPath('/data/storage', 'videos', '../../x', VERSION)).toThrow(
      /Invalid key/,
    );
    expect(() => objectVersionPath('/data/storage', '..', 'x', VERSION)).toThrow(
      /Bucket name invalid/,
    );
    expect(() => objectVersionPath('/data/storage', 'videos', 'x', '../../y')).toThrow(
      /Invalid key/,
    );
  });
});
