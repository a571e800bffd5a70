import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parityEngines, startStack, type Stack } from './support/stack.ts';
import { createTestBucket, testUser, type TestUser } from './support/storage.ts';

/**
 * Signed upload URLs as supabase/storage issues and honours them: POST /object/upload/sign/...
 * checks the signer's INSERT right now and answers {url, token}; PUT .../upload/sign/...?token=
 * uploads once (twice is a duplicate unless the token was made with x-upsert), and the token is
 * good for uploads to that one path only, never for downloads (nor a download token for uploads).
 */
describe.each(parityEngines)('storage signed upload URLs on %s', (engine) => {
  let stack: Stack;
  let bucket: string;
  let alice: TestUser;

  beforeAll(async () => {
    stack = await startStack({ engine });
    bucket = await createTestBucket(stack);
    alice = await testUser(stack);
  });
  afterAll(() => stack?.stop());

  async function sign(path: string, token: string, upsert = false) {
    const res = await fetch(`${stack.url}/storage/v1/object/upload/sign/${bucket}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(upsert ? { 'x-upsert': 'true' } : {}) },
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  }

  function put(path: string, token: string, body: string) {
    return fetch(
      `${stack.url}/storage/v1/object/upload/sign/${bucket}/${path}?token=${encodeURIComponent(token)}`,
      { method: 'PUT', headers: { 'content-type': 'text/plain' }, body },
    );
  }

  it('signs for a path the user may write and uploads once, as the signer', async () => {
    const path = `${alice.id}/signed.txt`;
    const signed = await sign(path, alice.token);
    expect(signed.status).toBe(200);
    expect(signed.body.url).toBe(
      `/object/upload/sign/${bucket}/${path}?token=${signed.body.token}`,
    );

    const first = await put(path, signed.body.token!, 'first');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ Key: `${bucket}/${path}` });
    const { rows } = await stack.gateway.db.query<{ owner_id: string }>(
      'select owner_id from storage.objects where bucket_id = $1 and name = $2',
      [bucket, path],
    );
    expect(rows).toEqual([{ owner_id: alice.id }]);

    const again = await put(path, signed.body.token!, 'second');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const read = await alice.client.storage.from(bucket).download(path);
    expect(await read.data?.text()).toBe('first');
  });

  it('replaces an object with a token made with x-upsert', async () => {
    const path = `${alice.id}/upsert.txt`;
    await alice.client.storage.from(bucket).upload(path, 'old');
    const signed = await sign(path, alice.token, true);
    expect((await put(path, signed.body.token!, 'new')).status).toBe(200);
    const read = await alice.client.storage.from(bucket).download(path);
    expect(await read.data?.text()).toBe('new');
  });

  it('refuses to sign where RLS refuses the write, and for an unknown bucket', async () => {
    const refused = await sign(`someone-else/file.txt`, alice.token);
    expect(refused).toEqual({
      status: 400,
      body: {
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
      },
    });
    const missing = await fetch(`${stack.url}/storage/v1/object/upload/sign/no-such-bucket/a.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(await missing.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('keeps upload and download tokens apart, and a token to its own path', async () => {
    const path = `${alice.id}/scoped.txt`;
    const upload = await sign(path, alice.token);
    const otherPath = await put(`${alice.id}/elsewhere.txt`, upload.body.token!, 'x');
    expect(otherPath.status).toBe(400);
    expect(await otherPath.json()).toMatchObject({ code: 'InvalidSignature' });

    const asDownload = await fetch(
      `${stack.url}/storage/v1/object/sign/${bucket}/${path}?token=${upload.body.token}`,
    );
    expect(asDownload.status).toBe(400);
    expect(await asDownload.json()).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });

    await alice.client.storage.from(bucket).upload(`${alice.id}/readable.txt`, 'data');
    const download = await alice.client.storage
      .from(bucket)
      .createSignedUrl(`${alice.id}/readable.txt`, 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;
    const asUpload = await put(`${alice.id}/readable.txt`, downloadToken, 'overwrite');
    expect(asUpload.status).toBe(400);
    expect(await asUpload.json()).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for upload',
    });
    const noToken = await fetch(`${stack.url}/storage/v1/object/upload/sign/${bucket}/${path}`, {
      method: 'PUT',
      body: 'x',
    });
    expect(noToken.status).toBe(400);
  });

  it('works through storage-js createSignedUploadUrl and uploadToSignedUrl', async () => {
    const path = `${alice.id}/via-client.txt`;
    const signed = await alice.client.storage.from(bucket).createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const uploaded = await stack
      .client()
      .storage.from(bucket)
      .uploadToSignedUrl(path, signed.data!.token, new Blob(['via client']));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.path).toBe(path);
  });
});
