import { Base64 as PackageBase64 } from 'js-base64';
import { describe, expect, it } from 'vitest';
import { Base64 } from './js-base64';
import NativeUrl from './url-parse';

// @ts-expect-error url-parse ships no types; the test only needs its constructor.
import UrlParse from 'url-parse';

const PackageUrl = UrlParse as new (address: string, location: string) => { toString(): string };

describe("the worker's stand-ins for tus-js-client's helpers", () => {
  it('encode Upload-Metadata values as js-base64 does', () => {
    for (const value of [
      '',
      'a',
      'ab',
      'uploads/u/1700000000000.webm',
      'Café 🎬 ünïcode',
      '\u0000\u00ff',
    ])
      expect(Base64.encode(value)).toBe(PackageBase64.encode(value));
  });

  it('resolve a Location header against the endpoint as url-parse does', () => {
    const endpoint = 'http://127.0.0.1:54321/storage/v1/upload/resumable';
    for (const location of [
      'http://127.0.0.1:54321/storage/v1/upload/resumable/abc',
      '/storage/v1/upload/resumable/abc',
      'resumable/abc?x=1',
      'https://cdn.example.com/upload/abc',
    ])
      expect(new NativeUrl(location, endpoint).toString()).toBe(
        new PackageUrl(location, endpoint).toString(),
      );
  });
});
