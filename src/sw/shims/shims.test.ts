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

describe("the worker's tus-js-client", () => {
  it('is the core upload with the core defaults, and only the browser defaults left out', async () => {
    const { Upload: PackageUpload } = await import('tus-js-client');
    const { Upload } = await import('./tus-js-client');
    const options = { endpoint: 'http://127.0.0.1:54321/storage/v1/upload/resumable' };
    const core = new Upload(new Blob(['x']), options) as unknown as {
      options: Record<string, unknown>;
    };
    const full = new PackageUpload(new Blob(['x']), options) as unknown as {
      options: Record<string, unknown>;
    };
    const browserOnly = ['httpStack', 'fileReader', 'urlStorage', 'fingerprint'];
    for (const [name, value] of Object.entries(full.options))
      if (!browserOnly.includes(name))
        // Functions come from two loads of the package: the same code, not the same object.
        expect(
          typeof value === 'function' ? String(core.options[name]) : core.options[name],
          name,
        ).toEqual(typeof value === 'function' ? String(value) : value);
    // The core names them too, empty: the worker passes its own.
    for (const name of browserOnly) expect(core.options[name] ?? null, name).toBeNull();
  });
});
