import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from './errors.ts';
import { readMultipart, type MultipartOptions } from './multipart.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-multipart-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A multipart body exactly as fetch (and so storage-js) encodes a FormData. */
async function encode(form: FormData): Promise<{ body: Readable; contentType: string }> {
  const response = new Response(form);
  return {
    body: Readable.fromWeb(response.body as unknown as NodeWebStream<Uint8Array>),
    contentType: response.headers.get('content-type')!,
  };
}

function options(contentType: string, overrides: Partial<MultipartOptions> = {}): MultipartOptions {
  return {
    contentType,
    tempPath: join(dir, `${Math.random()}`),
    sizeLimit: null,
    checkMimeType: () => undefined,
    ...overrides,
  };
}

describe('readMultipart', () => {
  it('stores the file part named "" with the fields sent before it', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('metadata', '{"a":1}');
    form.append('', new Blob(['hello video'], { type: 'video/mp4' }), 'blob');
    const { body, contentType } = await encode(form);
    const upload = await readMultipart(body, options(contentType));
    expect(upload.mimeType).toBe('video/mp4');
    expect(upload.fields.get('cacheControl')).toBe('3600');
    expect(upload.fields.get('metadata')).toBe('{"a":1}');
    expect(upload.file.size).toBe(11);
    expect(upload.file.eTag).toBe(`"${createHash('md5').update('hello video').digest('hex')}"`);
    expect(await readFile(upload.file.path, 'utf8')).toBe('hello video');
  });

  it('lets a contentType field override the part type', async () => {
    const form = new FormData();
    form.append('contentType', 'video/webm');
    form.append('', new Blob(['x'], { type: 'application/octet-stream' }), 'blob');
    const { body, contentType } = await encode(form);
    expect((await readMultipart(body, options(contentType))).mimeType).toBe('video/webm');
  });

  it('refuses a file over the limit and leaves no partial file', async () => {
    const form = new FormData();
    form.append('', new Blob([new Uint8Array(2048)], { type: 'video/mp4' }), 'blob');
    const { body, contentType } = await encode(form);
    const opts = options(contentType, { sizeLimit: 1024 });
    await expect(readMultipart(body, opts)).rejects.toMatchObject({
      status: 413,
      code: 'EntityTooLarge',
    });
    await expect(stat(opts.tempPath)).rejects.toThrow();
  });

  it('reports the mime check failure and drains the body', async () => {
    const form = new FormData();
    form.append('', new Blob(['<html>'], { type: 'text/html' }), 'blob');
    const { body, contentType } = await encode(form);
    const refuse = () => {
      throw new StorageError(
        415,
        'InvalidMimeType',
        'invalid_mime_type',
        'mime type text/html is not supported',
      );
    };
    await expect(
      readMultipart(body, options(contentType, { checkMimeType: refuse })),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('answers a form without a file with "No content provided"', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    const { body, contentType } = await encode(form);
    await expect(readMultipart(body, options(contentType))).rejects.toMatchObject({
      status: 400,
      message: 'No content provided',
    });
  });

  it('answers a malformed body with a 400', async () => {
    const body = Readable.from([Buffer.from('not multipart at all')]);
    await expect(
      readMultipart(body, options('multipart/form-data; boundary=xyz')),
    ).rejects.toMatchObject({ status: 400 });
  });
});
