import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startStack, type Stack } from './support/stack.ts';
import { createTestBucket, patternBytes, testUser, type TestUser } from './support/storage.ts';

const SIZE = 10_000;

describe.each(engines)('storage Range requests on %s', (engine) => {
  let stack: Stack;
  let user: TestUser;
  let publicUrl: string;
  let privateUrl: string;
  const bytes = patternBytes(SIZE, 11);

  beforeAll(async () => {
    stack = await startStack({ engine });
    user = await testUser(stack);
    const publicBucket = await createTestBucket(stack, { public: true });
    const privateBucket = await createTestBucket(stack);
    const path = `${user.id}/clip.webm`;
    for (const bucket of [publicBucket, privateBucket]) {
      const { error } = await user.client.storage
        .from(bucket)
        .upload(path, bytes, { contentType: 'video/webm' });
      expect(error).toBeNull();
    }
    publicUrl = `${stack.url}/storage/v1/object/public/${publicBucket}/${path}`;
    privateUrl = `${stack.url}/storage/v1/object/authenticated/${privateBucket}/${path}`;
  });
  afterAll(() => stack?.stop());

  it('advertises byte ranges on a full download', async () => {
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe(String(SIZE));
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers bytes=0-99 with 206, Content-Range and the slice', async () => {
    const response = await fetch(publicUrl, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${SIZE}`);
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(0, 100));
  });

  it('answers the open range a <video> element sends first, and a seek into the middle', async () => {
    const open = await fetch(publicUrl, { headers: { range: 'bytes=0-' } });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes 0-${SIZE - 1}/${SIZE}`);
    expect(Buffer.from(await open.arrayBuffer())).toEqual(bytes);

    const seek = await fetch(publicUrl, { headers: { range: 'bytes=7000-' } });
    expect(seek.headers.get('content-range')).toBe(`bytes 7000-${SIZE - 1}/${SIZE}`);
    expect(seek.headers.get('content-length')).toBe('3000');
    expect(Buffer.from(await seek.arrayBuffer())).toEqual(bytes.subarray(7000));
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await fetch(publicUrl, { headers: { range: 'bytes=-500' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${SIZE - 500}-${SIZE - 1}/${SIZE}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(SIZE - 500));
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const response = await fetch(publicUrl, { headers: { range: `bytes=${SIZE}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    expect(await response.json()).toMatchObject({ statusCode: '416', error: 'invalid_range' });
  });

  it('honours ranges on authenticated downloads too, and revalidates by ETag', async () => {
    const response = await fetch(privateUrl, {
      headers: { range: 'bytes=100-199', authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const etag = response.headers.get('etag')!;
    const again = await fetch(privateUrl, {
      headers: { 'if-none-match': etag, authorization: `Bearer ${user.token}` },
    });
    expect(again.status).toBe(304);
  });
});
