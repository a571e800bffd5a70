import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/stack.ts';
import { clientWithToken, createTestBucket, patternBytes, testUser } from './support/storage.ts';
import { startTusUpload } from './support/tus.ts';

describe('storage across a gateway restart on PGlite', () => {
  const stacks: Stack[] = [];
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const stack of stacks) await stack.stop().catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps rows and bytes, so objects download byte-identical after a restart', async () => {
    const first = await startStack({ engine: 'pglite', keepDataDir: true });
    stacks.push(first);
    dataDir = first.dataDir;
    const bucket = await createTestBucket(first, { public: true });
    const user = await testUser(first);
    const small = patternBytes(70_000, 21);
    const large = patternBytes(600_000, 22);
    const smallPath = `${user.id}/kept.webm`;
    const largePath = `${user.id}/resumable.webm`;
    expect(
      (
        await user.client.storage
          .from(bucket)
          .upload(smallPath, new Blob([new Uint8Array(small)]), { contentType: 'video/webm' })
      ).error,
    ).toBeNull();
    await startTusUpload(first, large, { bucket, objectName: largePath, token: user.token }).done;
    const etagBefore = (
      await fetch(`${first.url}/storage/v1/object/public/${bucket}/${smallPath}`)
    ).headers.get('etag');
    await first.stop();
    stacks.pop();

    const second = await startStack({ engine: 'pglite', dataDir });
    stacks.push(second);
    const client = clientWithToken(second, user.token);
    for (const [path, bytes] of [
      [smallPath, small],
      [largePath, large],
    ] as const) {
      const { data, error } = await client.storage.from(bucket).download(path);
      expect(error).toBeNull();
      const stored = Buffer.from(await data!.arrayBuffer());
      expect(stored.length).toBe(bytes.length);
      expect(stored.equals(bytes)).toBe(true);
    }
    const publicCopy = await fetch(`${second.url}/storage/v1/object/public/${bucket}/${smallPath}`);
    expect(publicCopy.headers.get('etag')).toBe(etagBefore);
    expect(Buffer.from(await publicCopy.arrayBuffer()).equals(small)).toBe(true);
    const listed = await client.storage.from(bucket).list(user.id);
    expect(listed.data!.map((entry) => entry.name)).toEqual(['kept.webm', 'resumable.webm']);
  });
});
