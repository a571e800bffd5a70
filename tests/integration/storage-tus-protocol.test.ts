import { stat } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startStack, type Stack } from './support/stack.ts';
import { createTestBucket, patternBytes, testUser, type TestUser } from './support/storage.ts';
import { decodeUploadUrl } from './support/tus.ts';

describe.each(engines)('TUS protocol details (locking, termination) on %s', (engine) => {
  let stack: Stack;
  let bucket: string;
  let alice: TestUser;

  beforeAll(async () => {
    stack = await startStack({ engine });
    bucket = await createTestBucket(stack);
    alice = await testUser(stack);
  });
  afterAll(() => stack?.stop());

  async function createUpload(objectName: string, length: number): Promise<string> {
    const response = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        authorization: `Bearer ${alice.token}`,
        'upload-metadata': `bucketName ${btoa(bucket)},objectName ${btoa(objectName)},contentType ${btoa('video/webm')}`,
      },
    });
    expect(response.status).toBe(201);
    return response.headers.get('location')!;
  }

  it('answers a second PATCH on an upload that is still being written with 409 (tus locker)', async () => {
    const size = 300_000;
    const bytes = patternBytes(size, 4);
    const location = await createUpload(`${alice.id}/concurrent.webm`, size);
    const patchHeaders = {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      authorization: `Bearer ${alice.token}`,
    };
    const slow = http.request(location, {
      method: 'PATCH',
      headers: { ...patchHeaders, 'content-length': String(size) },
    });
    const slowSettled = new Promise<void>((resolve) => {
      slow.on('response', (response) => {
        response.resume();
        resolve();
      });
      slow.on('error', () => resolve());
    });
    slow.write(bytes.subarray(0, 65_536));
    const partFile = join(stack.dataDir, 'storage-tus', decodeUploadUrl(location));
    for (
      let waited = 0;
      ((await stat(partFile).catch(() => null))?.size ?? 0) < 65_536;
      waited += 20
    ) {
      expect(waited).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const second = await fetch(location, {
      method: 'PATCH',
      headers: patchHeaders,
      body: new Uint8Array(bytes.subarray(0, 1000)),
    });
    expect(second.status).toBe(409);
    expect(second.headers.get('tus-resumable')).toBe('1.0.0');
    slow.destroy();
    await slowSettled;
    const head = await fetch(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe('65536');
  });

  it('terminates an unfinished upload with DELETE, only with a valid token', async () => {
    const location = await createUpload(`${alice.id}/terminated.webm`, 100);
    const anonymous = await fetch(location, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(anonymous.status).toBe(401);
    const terminated = await fetch(location, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${alice.token}` },
    });
    expect(terminated.status).toBe(204);
    const head = await fetch(location, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
    const partFile = join(stack.dataDir, 'storage-tus', decodeUploadUrl(location));
    expect(await stat(partFile).catch(() => null)).toBeNull();
  });
});
