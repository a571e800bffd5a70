import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parityEngines, startStack, type Stack } from './support/stack.ts';
import { createTestBucket, testUser, type TestUser } from './support/storage.ts';

/**
 * POST /object/list-v2/{bucket} as supabase/storage answers it ({hasNext, nextCursor, folders,
 * objects}, pages by cursor in name or time order, folders with the delimiter, RLS-filtered),
 * and the /object routes that are not the upload route: an unknown route under one of the
 * storage server's own words is a 404, never an upload into a bucket of that name.
 */
describe.each(parityEngines)('storage list-v2 and object routing on %s', (engine) => {
  let stack: Stack;
  let bucket: string;
  let alice: TestUser;
  const names = ['dd', 'bb', 'aa', 'cc', 'ee'];

  beforeAll(async () => {
    stack = await startStack({ engine });
    bucket = await createTestBucket(stack);
    alice = await testUser(stack);
    for (const name of names) {
      const res = await alice.client.storage.from(bucket).upload(`${alice.id}/f-${name}.txt`, name);
      expect(res.error).toBeNull();
    }
    await alice.client.storage.from(bucket).upload(`${alice.id}/sub/inner.txt`, 'inner');
    const admin = stack.client(stack.serviceRoleKey);
    await admin.storage.from(bucket).upload('hidden/secret.txt', 'not alice’s');
  });
  afterAll(() => stack?.stop());

  async function listV2(body: Record<string, unknown>) {
    const res = await fetch(`${stack.url}/storage/v1/object/list-v2/${bucket}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('lists objects under a prefix, and folders with the delimiter, only what RLS shows', async () => {
    const flat = await listV2({ prefix: `${alice.id}/f-` });
    expect(flat.status).toBe(200);
    expect(flat.body).toMatchObject({ hasNext: false, folders: [] });
    const objects = flat.body.objects as Array<{ name: string; id: string }>;
    expect(objects.map((o) => o.name)).toEqual(
      names
        .slice()
        .sort()
        .map((n) => `${alice.id}/f-${n}.txt`),
    );

    const top = await listV2({ with_delimiter: true });
    expect(top.body).toMatchObject({
      hasNext: false,
      folders: [{ key: alice.id, name: `${alice.id}/`, id: null }],
      objects: [],
    });

    const inside = await listV2({ prefix: `${alice.id}/`, with_delimiter: true });
    expect(inside.body.folders).toEqual([
      expect.objectContaining({ key: 'sub', name: `${alice.id}/sub/` }),
    ]);
    expect((inside.body.objects as unknown[]).length).toBe(names.length);
  });

  it('pages with the cursor by name and by creation time, both orders', async () => {
    const cases = [
      { sortBy: undefined, expected: names.slice().sort() },
      { sortBy: { column: 'name', order: 'desc' }, expected: names.slice().sort().reverse() },
      { sortBy: { column: 'created_at', order: 'asc' }, expected: names },
      { sortBy: { column: 'created_at', order: 'desc' }, expected: names.slice().reverse() },
    ];
    for (const { sortBy, expected } of cases) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let pageNo = 0; pageNo < 5; pageNo += 1) {
        const page = await listV2({ prefix: `${alice.id}/f-`, limit: 2, cursor, sortBy });
        expect(page.status).toBe(200);
        for (const o of page.body.objects as Array<{ name: string }>) seen.push(o.name);
        if (!page.body.hasNext) break;
        cursor = page.body.nextCursor as string;
      }
      expect(seen).toEqual(expected.map((n) => `${alice.id}/f-${n}.txt`));
    }
  });

  it('refuses a v1 list sortBy without a column or with an unknown order, as its schema does', async () => {
    for (const sortBy of [{ order: 'desc' }, { column: 'name', order: 'sideways' }]) {
      const res = await fetch(`${stack.url}/storage/v1/object/list/${bucket}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: alice.id, sortBy }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    }
    const fine = await alice.client.storage
      .from(bucket)
      .list(alice.id, { sortBy: { column: 'name', order: 'desc' }, limit: 2 });
    expect(fine.data?.map((entry) => entry.name)).toEqual(['sub', 'f-ee.txt']);
  });

  it('refuses a cursor it did not issue', async () => {
    const res = await listV2({ cursor: Buffer.from('x:nope').toString('base64') });
    expect(res).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidParameter',
        error: 'InvalidParameter',
        message: 'Invalid Parameter continuation token',
      },
    });
  });

  it('answers unknown routes under the storage server’s own words with its 404', async () => {
    const calls: Array<[string, string]> = [
      ['POST', `/object/upload/${bucket}/x.txt`],
      ['GET', `/object/list-v2/${bucket}`],
      ['POST', `/object/move/${bucket}/x.txt`],
      ['GET', `/render/image/public/${bucket}/x.png?width=10`],
      ['GET', '/nothing-here'],
    ];
    for (const [method, path] of calls) {
      const res = await fetch(`${stack.url}/storage/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
        body: method === 'POST' ? 'data' : undefined,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        statusCode: '404',
        code: 'InvalidRequest',
        error: 'Not Found',
        message: `Route ${method}:${path} not found`,
      });
    }
    const { rows } = await stack.gateway.db.query(
      "select 1 from storage.objects where name like '%x.txt'",
    );
    expect(rows).toHaveLength(0);
  });

  it('gives object info with the user metadata as {} when none was sent', async () => {
    const info = await alice.client.storage.from(bucket).info(`${alice.id}/f-aa.txt`);
    expect(info.error).toBeNull();
    expect(info.data?.metadata).toEqual({});
  });
});
