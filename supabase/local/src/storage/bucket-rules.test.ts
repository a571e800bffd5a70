import { describe, expect, it } from 'vitest';
import { allowedMimeTypesValue, fileSizeLimitBytes, parseFileSizeToBytes } from './bucket-rules.ts';
import { StorageError } from './errors.ts';

describe('bucket size limits', () => {
  it('reads decimal units, any case, with three significant digits', () => {
    expect(parseFileSizeToBytes('20mb')).toBe(20_000_000);
    expect(parseFileSizeToBytes('1KB')).toBe(1000);
    expect(parseFileSizeToBytes('1.5GB')).toBe(1_500_000_000);
    expect(parseFileSizeToBytes('12345b')).toBe(12300);
    expect(parseFileSizeToBytes('3B')).toBe(3);
  });

  it('refuses anything else with the storage server’s hint', () => {
    for (const bad of ['20', '20 mb', 'mb', '-1mb', '20MiB', '1e3kb']) {
      expect(() => parseFileSizeToBytes(bad)).toThrow(
        'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
      );
    }
  });

  it('keeps numbers, clears with null and leaves the column alone when absent', () => {
    expect(fileSizeLimitBytes(1000)).toBe(1000);
    expect(fileSizeLimitBytes('2kb')).toBe(2000);
    expect(fileSizeLimitBytes(null)).toBeNull();
    expect(fileSizeLimitBytes(undefined)).toBeUndefined();
  });
});

describe('bucket MIME types', () => {
  it('drops empty entries and accepts types, charsets and wildcards', () => {
    expect(
      allowedMimeTypesValue(['image/png', '', 'text/plain; charset=utf-8', 'image/*']),
    ).toEqual(['image/png', 'text/plain; charset=utf-8', 'image/*']);
    expect(allowedMimeTypesValue(null)).toBeNull();
    expect(allowedMimeTypesValue(undefined)).toBeUndefined();
  });

  it('refuses what is not a type with InvalidMimeType (415)', () => {
    try {
      allowedMimeTypesValue(['image/png', 'not a type']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(StorageError);
      expect((error as StorageError).render()).toEqual({
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: 'mime type not a type is not supported',
      });
    }
  });
});
