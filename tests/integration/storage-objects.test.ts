import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parityEngines, startStack, type Stack } from './support/stack.ts';
import { createTestBucket, patternBytes, testUser, type TestUser } from './support/storage.ts';

describe.each(parityEngines)('storage objects through supabase-js on %s', (engine) => {
  let stack: Stack;
  let bucket: string;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startStack({ engine });
    bucket = await createTestBucket(stack);
    user = await testUser(stack);
  });
  afterAll(() => stack?.stop());

  it('uploads a Blob as multipart and downloads the same bytes with its metadata', async () => {
    const bytes = patternBytes(5000);
    const path = `${user.id}/clip.mp4`;
    const { data, error } = await user.client.storage
      .from(bucket)
      .upload(path, new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), {
        contentType: 'video/mp4',
      });
    expect(error).toBeNull();
    expect(data).toEqual({ path, id: expect.any(String), fullPath: `${bucket}/${path}` });

    const download = await user.client.storage.from(bucket).download(path);
    expect(download.error).toBeNull();
    expect(download.data?.type).toBe('video/mp4');
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(bytes);

    const { rows } = await stack.gateway.db.query<{
      owner: string;
      owner_id: string;
      metadata: Record<string, unknown>;
    }>('select owner, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      path,
    ]);
    expect(rows[0]!.owner).toBe(user.id);
    expect(rows[0]!.owner_id).toBe(user.id);
    expect(rows[0]!.metadata).toMatchObject({
      size: 5000,
      contentLength: 5000,
      mimetype: 'video/mp4',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      lastModified: expect.any(String),
    });
  });

  it('uploads a Buffer as a raw body with its content type', async () => {
    const path = `${user.id}/img.png`;
    const bytes = patternBytes(300, 3);
    const { error } = await user.client.storage
      .from(bucket)
      .upload(path, bytes, { contentType: 'image/png' });
    expect(error).toBeNull();
    const info = await user.client.storage.from(bucket).info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: path,
      bucketId: bucket,
      size: 300,
      contentType: 'image/png',
    });
    expect(await user.client.storage.from(bucket).exists(path)).toMatchObject({ data: true });
    expect(await user.client.storage.from(bucket).exists(`${user.id}/nothing.png`)).toMatchObject({
      data: false,
    });
  });

  it('refuses a duplicate without upsert with the 409 shape and replaces it with upsert', async () => {
    const path = `${user.id}/dup.txt`;
    const storage = user.client.storage.from(bucket);
    expect((await storage.upload(path, 'first')).error).toBeNull();

    const duplicate = await storage.upload(path, 'second');
    expect(duplicate.error).toMatchObject({
      message: 'The resource already exists',
      status: 400,
      statusCode: '409',
    });
    const raw = await fetch(`${stack.url}/storage/v1/object/${bucket}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/plain' },
      body: 'third',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });

    expect((await storage.upload(path, 'replaced', { upsert: true })).error).toBeNull();
    expect(await (await storage.download(path)).data!.text()).toBe('replaced');
    expect((await storage.update(path, 'updated')).error).toBeNull();
    expect(await (await storage.download(path)).data!.text()).toBe('updated');
  });

  it('answers a missing object and a missing bucket with the storage error shapes', async () => {
    const missing = await fetch(`${stack.url}/storage/v1/object/${bucket}/${user.id}/none.txt`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    const noBucket = await user.client.storage
      .from('no-such-bucket')
      .upload(`${user.id}/a.txt`, 'x');
    expect(noBucket.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
  });

  it('lists one level with folders first (id null), honouring search, sort and paging', async () => {
    const storage = user.client.storage.from(bucket);
    for (const name of ['list/b.txt', 'list/a.txt', 'list/sub/deep.txt', 'list/other/x.txt']) {
      expect((await storage.upload(`${user.id}/${name}`, name)).error).toBeNull();
    }
    const { data, error } = await storage.list(`${user.id}/list`);
    expect(error).toBeNull();
    expect(data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['other', true],
      ['sub', true],
      ['a.txt', false],
      ['b.txt', false],
    ]);
    expect(data![2]).toMatchObject({
      metadata: { size: 10, mimetype: 'text/plain;charset=UTF-8' },
    });

    const searched = await storage.list(`${user.id}/list`, { search: 'B' });
    expect(searched.data!.map((entry) => entry.name)).toEqual(['b.txt']);
    const sorted = await storage.list(`${user.id}/list`, {
      sortBy: { column: 'name', order: 'desc' },
      limit: 2,
      offset: 1,
    });
    expect(sorted.data!.map((entry) => entry.name)).toEqual(['other', 'b.txt']);
  });

  it('removes objects, answering the deleted rows, and the bytes leave the disk', async () => {
    const storage = user.client.storage.from(bucket);
    await storage.upload(`${user.id}/rm/one.txt`, 'one');
    await storage.upload(`${user.id}/rm/two.txt`, 'two');
    const { data, error } = await storage.remove([
      `${user.id}/rm/one.txt`,
      `${user.id}/rm/two.txt`,
      `${user.id}/rm/none.txt`,
    ]);
    expect(error).toBeNull();
    expect(data!.map((row) => row.name).sort()).toEqual([
      `${user.id}/rm/one.txt`,
      `${user.id}/rm/two.txt`,
    ]);
    expect((await storage.download(`${user.id}/rm/one.txt`)).error).toMatchObject({
      statusCode: '404',
    });
    const { readdir } = await import('node:fs/promises');
    const leftovers = await readdir(`${stack.dataDir}/storage/${bucket}/${user.id}/rm`).catch(
      () => [],
    );
    expect(leftovers).toEqual([]);
  });

  it('moves and copies objects', async () => {
    const storage = user.client.storage.from(bucket);
    await storage.upload(`${user.id}/mv/src.txt`, 'payload');
    expect(await storage.move(`${user.id}/mv/src.txt`, `${user.id}/mv/dst.txt`)).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    expect((await storage.download(`${user.id}/mv/src.txt`)).error).toMatchObject({
      statusCode: '404',
    });
    expect(await (await storage.download(`${user.id}/mv/dst.txt`)).data!.text()).toBe('payload');

    await storage.upload(`${user.id}/mv/taken.txt`, 'taken');
    const onto = await storage.move(`${user.id}/mv/dst.txt`, `${user.id}/mv/taken.txt`);
    expect(onto.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(await (await storage.download(`${user.id}/mv/taken.txt`)).data!.text()).toBe('taken');

    const copy = await storage.copy(`${user.id}/mv/dst.txt`, `${user.id}/mv/copy.txt`);
    expect(copy).toEqual({ data: { path: `${bucket}/${user.id}/mv/copy.txt` }, error: null });
    expect(await (await storage.download(`${user.id}/mv/copy.txt`)).data!.text()).toBe('payload');
    expect(await (await storage.download(`${user.id}/mv/dst.txt`)).data!.text()).toBe('payload');
  });

  it('reads buckets through /bucket as the service role', async () => {
    const admin = stack.client(stack.serviceRoleKey);
    const one = await admin.storage.getBucket(bucket);
    expect(one.error).toBeNull();
    expect(one.data).toMatchObject({
      id: bucket,
      name: bucket,
      public: false,
      file_size_limit: null,
    });
    const all = await admin.storage.listBuckets();
    expect(all.data!.map((b) => b.id)).toContain(bucket);
    const missing = await admin.storage.getBucket('no-such-bucket');
    expect(missing.error).toMatchObject({ message: 'Bucket not found' });
  });
});
