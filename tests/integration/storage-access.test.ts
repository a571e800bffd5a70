import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startStack, type Stack } from './support/stack.ts';
import {
  createTestBucket,
  mintToken,
  patternBytes,
  testUser,
  type TestUser,
} from './support/storage.ts';

const RLS_DENIED = {
  statusCode: '403',
  code: 'AccessDenied',
  error: 'Unauthorized',
  message: 'new row violates row-level security policy',
};

describe.each(engines)('storage access rules on %s', (engine) => {
  let stack: Stack;
  let privateBucket: string;
  let publicBucket: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    stack = await startStack({ engine });
    privateBucket = await createTestBucket(stack);
    publicBucket = await createTestBucket(stack, { public: true });
    alice = await testUser(stack);
    bob = await testUser(stack);
  });
  afterAll(() => stack?.stop());

  it('lets a user write under their own folder but not under another user’s (403 shape)', async () => {
    const own = await alice.client.storage
      .from(privateBucket)
      .upload(`${alice.id}/mine.txt`, 'mine');
    expect(own.error).toBeNull();

    const foreign = await alice.client.storage
      .from(privateBucket)
      .upload(`${bob.id}/intruder.txt`, 'nope');
    expect(foreign.error).toMatchObject({
      message: RLS_DENIED.message,
      status: 400,
      statusCode: '403',
    });
    const raw = await fetch(
      `${stack.url}/storage/v1/object/${privateBucket}/${bob.id}/intruder.txt`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' },
        body: 'nope',
      },
    );
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual(RLS_DENIED);
    const { rows } = await stack.gateway.db.query('select 1 from storage.objects where name = $1', [
      `${bob.id}/intruder.txt`,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('answers a refused multi-megabyte upload instead of resetting the connection', async () => {
    const big = new Blob([new Uint8Array(patternBytes(3 * 1024 * 1024))], { type: 'video/mp4' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await alice.client.storage
        .from(privateBucket)
        .upload(`${bob.id}/big-${attempt}.mp4`, big);
      expect(refused.error).toMatchObject({ message: RLS_DENIED.message, statusCode: '403' });
    }
  });

  it('refuses the anon key, and an upsert over someone else’s object', async () => {
    const anon = await stack
      .client()
      .storage.from(privateBucket)
      .upload(`${alice.id}/anon.txt`, 'anon');
    expect(anon.error).toMatchObject({ message: RLS_DENIED.message, statusCode: '403' });

    const overwrite = await bob.client.storage
      .from(privateBucket)
      .upload(`${alice.id}/mine.txt`, 'taken', { upsert: true });
    expect(overwrite.error).toMatchObject({ statusCode: '403' });
    expect(
      await (
        await alice.client.storage.from(privateBucket).download(`${alice.id}/mine.txt`)
      ).data!.text(),
    ).toBe('mine');
  });

  it('answers a forged, expired or missing token with AccessDenied and jose’s message', async () => {
    const forged = `${alice.token.slice(0, -4)}AAAA`;
    const expired = await mintToken(stack, { sub: alice.id, role: 'authenticated' }, -10);
    const cases: Array<[Record<string, string>, string]> = [
      [{ authorization: `Bearer ${forged}` }, 'signature verification failed'],
      [{ authorization: `Bearer ${expired}` }, '"exp" claim timestamp check failed'],
      [{}, 'Invalid Compact JWS'],
    ];
    for (const [headers, message] of cases) {
      const response = await fetch(
        `${stack.url}/storage/v1/object/${privateBucket}/${alice.id}/mine.txt`,
        { headers },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message,
      });
    }
  });

  it('serves authenticated downloads only to those the SELECT policy admits', async () => {
    const path = `${alice.id}/private.bin`;
    await alice.client.storage.from(privateBucket).upload(path, patternBytes(64));
    const asBob = await bob.client.storage.from(privateBucket).download(path);
    expect(asBob.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const asAnon = await stack.client().storage.from(privateBucket).download(path);
    expect(asAnon.error).toMatchObject({ statusCode: '404' });
    const asService = await stack
      .client(stack.serviceRoleKey)
      .storage.from(privateBucket)
      .download(path);
    expect(Buffer.from(await asService.data!.arrayBuffer())).toEqual(patternBytes(64));
    const publicUrl = stack.client().storage.from(privateBucket).getPublicUrl(path).data.publicUrl;
    const viaPublic = await fetch(publicUrl);
    expect(viaPublic.status).toBe(400);
    expect(await viaPublic.json()).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('serves public buckets without any token, with download disposition', async () => {
    const path = `${alice.id}/poster.png`;
    await alice.client.storage
      .from(publicBucket)
      .upload(path, patternBytes(128), { contentType: 'image/png' });
    const { publicUrl } = stack.client().storage.from(publicBucket).getPublicUrl(path).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(patternBytes(128));

    const named = stack
      .client()
      .storage.from(publicBucket)
      .getPublicUrl(path, { download: 'my poster.png' }).data.publicUrl;
    expect((await fetch(named)).headers.get('content-disposition')).toBe(
      "attachment; filename=my%20poster.png; filename*=UTF-8''my%20poster.png;",
    );
    const plain = stack.client().storage.from(publicBucket).getPublicUrl(path, { download: true })
      .data.publicUrl;
    expect((await fetch(plain)).headers.get('content-disposition')).toBe('attachment;');
    const head = await fetch(publicUrl, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('128');
  });

  it('issues signed URLs that work until they expire and refuses forged ones', async () => {
    const path = `${alice.id}/signed.txt`;
    await alice.client.storage.from(privateBucket).upload(path, 'signed content');
    const { data, error } = await alice.client.storage
      .from(privateBucket)
      .createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(`^${stack.url}/storage/v1/object/sign/${privateBucket}/${path}\\?token=`),
    );
    const ok = await fetch(data!.signedUrl);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('signed content');
    expect(ok.headers.get('expires')).toBeTruthy();

    const notHers = await bob.client.storage.from(privateBucket).createSignedUrl(path, 60);
    expect(notHers.error).toMatchObject({ statusCode: '404' });

    const expiredToken = await mintToken(stack, { url: `${privateBucket}/${path}` }, -5);
    const expired = await fetch(
      `${stack.url}/storage/v1/object/sign/${privateBucket}/${path}?token=${expiredToken}`,
    );
    expect(await expired.json()).toMatchObject({
      statusCode: '400',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });

    const otherObject = await mintToken(
      stack,
      { url: `${privateBucket}/${alice.id}/other.txt` },
      60,
    );
    const wrongUrl = await fetch(
      `${stack.url}/storage/v1/object/sign/${privateBucket}/${path}?token=${otherObject}`,
    );
    expect(await wrongUrl.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });

    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const forged = await fetch(
      `${stack.url}/storage/v1/object/sign/${privateBucket}/${path}?token=${token.slice(0, -3)}xyz`,
    );
    expect(await forged.json()).toMatchObject({
      statusCode: '400',
      message: 'signature verification failed',
    });

    const many = await alice.client.storage
      .from(privateBucket)
      .createSignedUrls([path, `${alice.id}/none.txt`], 60);
    expect(many.data!.map((entry) => [entry.path, entry.error === null])).toEqual([
      [path, true],
      [`${alice.id}/none.txt`, false],
    ]);
  });

  it('enforces the bucket size limit and allowed mime types on every upload path', async () => {
    const limited = await createTestBucket(stack, {
      fileSizeLimit: 1000,
      allowedMimeTypes: ['video/*', 'image/png'],
    });
    const storage = alice.client.storage.from(limited);
    const tooBigBlob = await storage.upload(
      `${alice.id}/big.mp4`,
      new Blob([new Uint8Array(patternBytes(1001))], { type: 'video/mp4' }),
    );
    expect(tooBigBlob.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const tooBigRaw = await fetch(
      `${stack.url}/storage/v1/object/${limited}/${alice.id}/big.webm`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'video/webm' },
        body: new Uint8Array(patternBytes(2000)),
      },
    );
    expect(await tooBigRaw.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });

    const wrongType = await storage.upload(`${alice.id}/a.txt`, 'text', {
      contentType: 'text/plain',
    });
    expect(wrongType.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    const wrongBlob = await storage.upload(
      `${alice.id}/a.gif`,
      new Blob(['gif'], { type: 'image/gif' }),
    );
    expect(wrongBlob.error).toMatchObject({
      statusCode: '415',
      message: 'mime type image/gif is not supported',
    });

    expect(
      (
        await storage.upload(`${alice.id}/ok.webm`, patternBytes(1000), {
          contentType: 'video/webm',
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await storage.upload(
          `${alice.id}/ok.png`,
          new Blob([new Uint8Array(patternBytes(10))], { type: 'image/png' }),
        )
      ).error,
    ).toBeNull();
    const { rows } = await stack.gateway.db.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 order by name',
      [limited],
    );
    expect(rows.map((row) => row.name)).toEqual([`${alice.id}/ok.png`, `${alice.id}/ok.webm`]);
  });

  it('refuses keys that would escape the bucket', async () => {
    for (const path of ['..%2F..%2Fetc/passwd', `${alice.id}/..%2Fx`, `${alice.id}/a%00b`]) {
      const response = await fetch(`${stack.url}/storage/v1/object/${privateBucket}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
  });
});
