import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parityEngines, startStack, type Stack } from './support/stack.ts';
import { testUser, type TestUser } from './support/storage.ts';

/**
 * The bucket API as supabase/storage's /bucket routes answer it, called over HTTP as a script or
 * storage-js would: create (size units, MIME rules), get, list options, update, empty, delete
 * (refused while objects remain), with RLS on storage.buckets deciding for non-service callers.
 */
describe.each(parityEngines)('storage bucket API on %s', (engine) => {
  let stack: Stack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startStack({ engine });
    user = await testUser(stack);
  });
  afterAll(() => stack?.stop());

  function call(method: string, path: string, body?: unknown, token = stack.serviceRoleKey) {
    return fetch(`${stack.url}/storage/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function answer(response: Promise<Response>) {
    const res = await response;
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const bucketName = () => `b-${randomUUID().slice(0, 8)}`;

  it('creates a bucket with a size limit in units and MIME types, and reads it back', async () => {
    const name = bucketName();
    expect(
      await answer(
        call('POST', '/bucket', {
          id: name,
          name,
          public: true,
          file_size_limit: '20mb',
          allowed_mime_types: ['image/png', 'image/*', ''],
        }),
      ),
    ).toEqual({ status: 200, body: { name } });
    const got = await answer(call('GET', `/bucket/${name}`));
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: name,
      name,
      public: true,
      file_size_limit: 20_000_000,
      allowed_mime_types: ['image/png', 'image/*'],
    });
    expect(Object.keys(got.body).sort()).toEqual(
      [
        'allowed_mime_types',
        'created_at',
        'file_size_limit',
        'id',
        'name',
        'owner',
        'public',
        'updated_at',
      ].sort(),
    );
  });

  it('refuses bad input and duplicates with the storage server’s errors, writing nothing', async () => {
    const name = bucketName();
    expect(await answer(call('POST', '/bucket', { name, file_size_limit: '20 parsecs' }))).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'InvalidRequest',
        message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
      },
    });
    expect(
      await answer(call('POST', '/bucket', { name, allowed_mime_types: ['not a type'] })),
    ).toEqual({
      status: 400,
      body: {
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: 'mime type not a type is not supported',
      },
    });
    expect((await answer(call('POST', '/bucket', { name: ' padded' }))).body.code).toBe(
      'InvalidBucketName',
    );
    // Above the global upload limit (config.toml [storage] file_size_limit = "100MiB"), on create
    // and on update: the storage server's EntityTooLarge.
    const tooLarge = {
      status: 400,
      body: {
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      },
    };
    expect(await answer(call('POST', '/bucket', { name, file_size_limit: '200MB' }))).toEqual(
      tooLarge,
    );
    const { rows } = await stack.gateway.db.query('select 1 from storage.buckets where id = $1', [
      name,
    ]);
    expect(rows).toHaveLength(0);

    expect((await answer(call('POST', '/bucket', { name }))).status).toBe(200);
    expect(
      await answer(call('PUT', `/bucket/${name}`, { file_size_limit: 200 * 1024 * 1024 })),
    ).toEqual(tooLarge);
    expect(await answer(call('POST', '/bucket', { name }))).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        code: 'BucketAlreadyExists',
        error: 'Duplicate',
        message: 'The resource already exists',
      },
    });
  });

  it('lists with search, sort, limit and offset, and refuses an unknown sort column', async () => {
    const tag = randomUUID().slice(0, 8);
    const names = ['c', 'a', 'b'].map((letter) => `list-${tag}-${letter}`);
    for (const name of names) await call('POST', '/bucket', { name });
    const listed = await answer(
      call('GET', `/bucket?search=${tag}&sortColumn=name&sortOrder=desc&limit=2&offset=1`),
    );
    expect(listed.status).toBe(200);
    expect((listed.body as unknown as Array<{ name: string }>).map((b) => b.name)).toEqual([
      `list-${tag}-b`,
      `list-${tag}-a`,
    ]);
    const bad = await answer(call('GET', '/bucket?sortColumn=owner'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });

  it('updates only what is sent, and needs at least one field', async () => {
    const name = bucketName();
    await call('POST', '/bucket', { name, public: true, file_size_limit: 1000 });
    expect(await answer(call('PUT', `/bucket/${name}`, { id: name, public: false }))).toEqual({
      status: 200,
      body: { message: 'Successfully updated' },
    });
    const got = await answer(call('GET', `/bucket/${name}`));
    expect(got.body).toMatchObject({ public: false, file_size_limit: 1000 });
    expect((await answer(call('PUT', `/bucket/${name}`, {}))).status).toBe(400);
    expect(
      (await answer(call('PUT', '/bucket/no-such-bucket', { public: true }))).body,
    ).toMatchObject({ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  it('refuses to delete a bucket with objects, empties it, then deletes it', async () => {
    const name = bucketName();
    await call('POST', '/bucket', { name });
    const upload = await fetch(`${stack.url}/storage/v1/object/${name}/folder/file.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(upload.status).toBe(200);

    expect(await answer(call('DELETE', `/bucket/${name}`))).toEqual({
      status: 400,
      body: {
        statusCode: '409',
        code: 'ResourceNotEmpty',
        error: 'ResourceNotEmpty',
        message: 'The bucket you tried to delete is not empty',
      },
    });
    expect(await answer(call('POST', `/bucket/${name}/empty`))).toEqual({
      status: 200,
      body: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
    });
    const download = await fetch(`${stack.url}/storage/v1/object/${name}/folder/file.txt`, {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(download.status).toBe(400);
    expect(await download.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });

    expect(await answer(call('DELETE', `/bucket/${name}`))).toEqual({
      status: 200,
      body: { message: 'Successfully deleted' },
    });
    expect((await answer(call('GET', `/bucket/${name}`))).body).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('lets RLS on storage.buckets decide for a signed-in user', async () => {
    const name = bucketName();
    const refused = await answer(call('POST', '/bucket', { name }, user.token));
    expect(refused).toEqual({
      status: 400,
      body: {
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
      },
    });
    await call('POST', '/bucket', { name });
    // No policy lets this user see, change, empty or delete the bucket: it is not there for them.
    for (const [method, path, body] of [
      ['GET', `/bucket/${name}`, undefined],
      ['PUT', `/bucket/${name}`, { public: true }],
      ['POST', `/bucket/${name}/empty`, undefined],
      ['DELETE', `/bucket/${name}`, undefined],
    ] as const) {
      const res = await answer(call(method, path, body, user.token));
      expect(res.body).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
    }
    const listed = await answer(call('GET', `/bucket?search=${name}`, undefined, user.token));
    expect(listed.body).toEqual([]);
    const { rows } = await stack.gateway.db.query<{ public: boolean }>(
      'select public from storage.buckets where id = $1',
      [name],
    );
    expect(rows).toEqual([{ public: false }]);
  });

  it('answers an unknown bucket route with the storage server’s 404', async () => {
    const res = await answer(call('PATCH', '/bucket/some-bucket?x=1'));
    expect(res).toEqual({
      status: 404,
      body: {
        statusCode: '404',
        code: 'InvalidRequest',
        error: 'Not Found',
        message: 'Route PATCH:/bucket/some-bucket?x=1 not found',
      },
    });
  });
});
