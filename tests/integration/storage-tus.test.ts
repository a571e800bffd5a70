import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startStack, type Stack } from './support/stack.ts';
import {
  createTestBucket,
  mintToken,
  patternBytes,
  testUser,
  type TestUser,
} from './support/storage.ts';
import { decodeUploadUrl, failureBody, failureStatus, startTusUpload } from './support/tus.ts';

const CHUNK = 256 * 1024;

describe.each(engines)('TUS resumable uploads with tus-js-client on %s', (engine) => {
  let stack: Stack;
  let bucket: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    stack = await startStack({ engine });
    bucket = await createTestBucket(stack);
    alice = await testUser(stack);
    bob = await testUser(stack);
  });
  afterAll(() => stack?.stop());

  /** Compares with Buffer.equals: a deep toEqual over megabytes takes seconds. */
  async function expectStored(path: string, expected: Buffer) {
    const { data, error } = await alice.client.storage.from(bucket).download(path);
    expect(error).toBeNull();
    const actual = Buffer.from(await data!.arrayBuffer());
    expect(actual.length).toBe(expected.length);
    expect(actual.equals(expected)).toBe(true);
  }

  it('uploads in chunks and creates the object with the same bytes and metadata', async () => {
    const bytes = patternBytes(CHUNK * 3 + 1234, 5);
    const objectName = `${alice.id}/whole.webm`;
    const { upload, done } = startTusUpload(stack, bytes, {
      bucket,
      objectName,
      token: alice.token,
      userMetadata: { takeId: 'take-1' },
    });
    await done;

    expect(upload.url).toMatch(
      new RegExp(`^${stack.url}/storage/v1/upload/resumable/[A-Za-z0-9_-]+$`),
    );
    expect(decodeUploadUrl(upload.url!)).toMatch(
      new RegExp(`^${bucket}/${objectName}/[0-9a-f-]{36}$`),
    );
    await expectStored(objectName, bytes);
    const { rows } = await stack.gateway.db.query<{
      owner: string;
      version: string;
      metadata: Record<string, unknown>;
    }>(
      'select owner, version, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket, objectName],
    );
    expect(rows[0]).toMatchObject({
      owner: alice.id,
      version: decodeUploadUrl(upload.url!).split('/').pop(),
      metadata: { size: bytes.length, mimetype: 'video/webm', cacheControl: 'max-age=3600' },
      user_metadata: { takeId: 'take-1' },
    });
    // The finished upload leaves nothing behind in the tus directory.
    const leftovers = await readdir(`${stack.dataDir}/storage-tus`, { recursive: true });
    expect(
      leftovers.filter((entry) => entry.includes(alice.id) && !entry.endsWith(alice.id)),
    ).toEqual([]);
  });

  it('resumes an interrupted upload from the server offset without resending earlier bytes', async () => {
    const bytes = patternBytes(CHUNK * 8, 9);
    const objectName = `${alice.id}/resumed.webm`;
    let abortedAt = 0;
    let aborted!: () => void;
    const abortedNow = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    const first = startTusUpload(stack, bytes, {
      bucket,
      objectName,
      token: alice.token,
      onProgress: (sent, total, upload) => {
        if (abortedAt === 0 && sent > total / 2) {
          abortedAt = sent;
          void upload.abort().then(aborted);
        }
      },
    });
    await Promise.race([
      first.done.then(() => expect.fail('the upload should have been interrupted')),
      abortedNow,
    ]);
    expect(abortedAt).toBeGreaterThan(bytes.length / 2);
    const uploadUrl = first.upload.url!;

    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('tus-resumable')).toBe('1.0.0');
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));
    const serverOffset = Number(head.headers.get('upload-offset'));
    expect(serverOffset).toBeGreaterThan(0);
    expect(serverOffset).toBeLessThan(bytes.length);

    const patches: Array<{ sentFrom: number; acceptedTo: number }> = [];
    const second = startTusUpload(stack, bytes, {
      bucket,
      objectName,
      token: alice.token,
      uploadUrl,
      onAfterResponse: (req, res) => {
        if (req.getMethod() !== 'PATCH') return;
        patches.push({
          sentFrom: Number(req.getHeader('Upload-Offset')),
          acceptedTo: Number(res.getHeader('Upload-Offset')),
        });
      },
    });
    await second.done;
    expect(second.upload.url).toBe(uploadUrl);
    expect(patches[0]!.sentFrom).toBe(serverOffset);
    const bytesAfterResume = patches.reduce(
      (sum, patch) => sum + (patch.acceptedTo - patch.sentFrom),
      0,
    );
    expect(bytesAfterResume).toBe(bytes.length - serverOffset);
    await expectStored(objectName, bytes);
  });

  it('refuses creation without a token or with a forged one (401)', async () => {
    const bytes = patternBytes(1000);
    const missing = startTusUpload(stack, bytes, { bucket, objectName: `${alice.id}/anon.webm` });
    const missingError = await missing.done.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failureStatus(missingError)).toBe(401);
    expect(failureBody(missingError)).toBe('Invalid Compact JWS');

    const forged = startTusUpload(stack, bytes, {
      bucket,
      objectName: `${alice.id}/forged.webm`,
      token: `${alice.token.slice(0, -4)}AAAA`,
    });
    expect(
      failureStatus(
        await forged.done.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe(401);

    const raw = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('tus-resumable')).toBe('1.0.0');
  });

  it('refuses an upload whose token expired between chunks', async () => {
    // Whole seconds: a 1 s token minted late in a second was already expired at creation (CI run
    // 50). This one lives 3-4 s; the PATCH waits for its own `exp`, not for a guessed delay.
    const shortLived = await mintToken(stack, { sub: alice.id, role: 'authenticated' }, 4);
    const { exp } = JSON.parse(Buffer.from(shortLived.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
    };
    const objectName = `${alice.id}/expiring.webm`;
    const create = await fetch(`${stack.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        authorization: `Bearer ${shortLived}`,
        'upload-metadata': `bucketName ${Buffer.from(bucket).toString('base64')},objectName ${Buffer.from(objectName).toString('base64')}`,
      },
    });
    expect(create.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now() + 100)));
    const patch = await fetch(create.headers.get('location')!, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        authorization: `Bearer ${shortLived}`,
      },
      body: '0123456789',
    });
    expect(patch.status).toBe(401);
    expect(await patch.text()).toBe('"exp" claim timestamp check failed');
  });

  it('refuses at creation a path RLS would not let the user write', async () => {
    const attempt = startTusUpload(stack, patternBytes(1000), {
      bucket,
      objectName: `${bob.id}/stolen.webm`,
      token: alice.token,
    });
    const error = await attempt.done.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(failureStatus(error)).toBe(403);
    expect(failureBody(error)).toBe('new row violates row-level security policy');
    const { rows } = await stack.gateway.db.query('select 1 from storage.objects where name = $1', [
      `${bob.id}/stolen.webm`,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses an existing object unless x-upsert is set', async () => {
    const objectName = `${alice.id}/twice.webm`;
    await startTusUpload(stack, patternBytes(2000, 1), { bucket, objectName, token: alice.token })
      .done;
    const again = startTusUpload(stack, patternBytes(2000, 2), {
      bucket,
      objectName,
      token: alice.token,
    });
    const error = await again.done.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(failureStatus(error)).toBe(409);
    expect(failureBody(error)).toBe('The resource already exists');

    await startTusUpload(stack, patternBytes(3000, 3), {
      bucket,
      objectName,
      token: alice.token,
      upsert: true,
    }).done;
    await expectStored(objectName, patternBytes(3000, 3));
  });

  it('enforces the bucket size limit and mime types at creation', async () => {
    const limited = await createTestBucket(stack, {
      fileSizeLimit: 5000,
      allowedMimeTypes: ['video/*'],
    });
    const tooBig = startTusUpload(stack, patternBytes(5001), {
      bucket: limited,
      objectName: `${alice.id}/big.webm`,
      token: alice.token,
    });
    const sizeError = await tooBig.done.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(failureStatus(sizeError)).toBe(413);
    expect(failureBody(sizeError)).toBe('The object exceeded the maximum allowed size');

    const wrongType = startTusUpload(stack, patternBytes(100), {
      bucket: limited,
      objectName: `${alice.id}/a.txt`,
      token: alice.token,
      contentType: 'text/plain',
    });
    const typeError = await wrongType.done.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(failureStatus(typeError)).toBe(415);
    expect(failureBody(typeError)).toBe('mime type text/plain is not supported');

    const missingBucket = startTusUpload(stack, patternBytes(100), {
      bucket: 'no-such-bucket',
      objectName: `${alice.id}/x.webm`,
      token: alice.token,
    });
    const bucketError = await missingBucket.done.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(failureStatus(bucketError)).toBe(404);
    expect(failureBody(bucketError)).toBe('Bucket not found');
  });
});
