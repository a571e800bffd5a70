import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  uploadWithFetch,
  TUS_CHUNK_SIZE,
  SUBMIT_MESSAGES,
  memoryResumeUrls,
  type ResumableUpload,
} from '@/features/submit';
import { engines, startStack, type Stack } from './support/stack.ts';
import { createTestBucket, patternBytes, testUser, type TestUser } from './support/storage.ts';

const MB = 1024 * 1024;

/**
 * The service worker's TUS client (src/features/submit/outbox/tus-fetch-upload.ts) against
 * supabase/local's /storage/v1/upload/resumable, as the worker sends a queued video: 6 MB
 * PATCHes, a resume URL kept with the item, and a stopped upload continued from the server's offset.
 */
describe.each(engines)("the worker's fetch TUS client on %s", (engine) => {
  let stack: Stack;
  let bucket: string;
  let alice: TestUser;
  const sent: Array<{ method: string; offset: string | null; bytes: number }> = [];

  beforeAll(async () => {
    stack = await startStack({ engine });
    bucket = await createTestBucket(stack);
    alice = await testUser(stack);
  });
  afterAll(() => stack?.stop());
  afterEach(() => {
    vi.unstubAllGlobals();
    sent.length = 0;
  });

  /** Records each request the client sends, then sends it. */
  function recordRequests(): void {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const bytes = init.body instanceof ArrayBuffer ? init.body.byteLength : 0;
      sent.push({ method: init.method ?? 'GET', offset: headers.get('Upload-Offset'), bytes });
      return realFetch(input, init);
    });
  }

  function upload(blob: Blob, objectName: string, extra: Partial<ResumableUpload> = {}) {
    return {
      blob,
      apiUrl: stack.url,
      anonKey: stack.anonKey,
      bucket,
      objectName,
      contentType: 'video/webm',
      fingerprint: `${objectName}:video`,
      resumeUrls: memoryResumeUrls(),
      accessToken: () => Promise.resolve(alice.token),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      onAcknowledged: () => undefined,
      ...extra,
    } satisfies ResumableUpload;
  }

  it('uploads 7 MB in two chunks, resumes after a stop from the server offset, stores the same bytes', async () => {
    recordRequests();
    // Random: a pattern that repeats every 6 MB would hide a chunk sent from the wrong offset.
    const bytes = randomBytes(7 * MB);
    const blob = new Blob([bytes], { type: 'video/webm' });
    const objectName = `${alice.id}/resumed-by-fetch.webm`;
    const resumeUrls = memoryResumeUrls();
    const fingerprint = 'item-1:video';

    const stopping = new AbortController();
    const stop = new Error('the app closed');
    const first = uploadWithFetch(
      upload(blob, objectName, {
        resumeUrls,
        fingerprint,
        signal: stopping.signal,
        onAcknowledged: (accepted) => {
          if (accepted === TUS_CHUNK_SIZE) stopping.abort(stop);
        },
      }),
    );
    await expect(first).rejects.toBe(stop);
    expect(sent).toEqual([
      { method: 'POST', offset: null, bytes: 0 },
      { method: 'PATCH', offset: '0', bytes: TUS_CHUNK_SIZE },
    ]);
    const uploadUrl = (await resumeUrls.get(fingerprint))?.uploadUrl;
    expect(uploadUrl).toMatch(new RegExp(`^${stack.url}/storage/v1/upload/resumable/[\\w-]+$`));
    const head = await fetch(uploadUrl!, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(head.headers.get('upload-offset')).toBe(String(TUS_CHUNK_SIZE));

    sent.length = 0;
    const acknowledged: number[] = [];
    const second = uploadWithFetch(
      upload(blob, objectName, {
        resumeUrls,
        fingerprint,
        onAcknowledged: (accepted) => acknowledged.push(accepted),
      }),
    );
    await expect(second).resolves.toBe('uploaded');
    expect(sent).toEqual([
      { method: 'HEAD', offset: null, bytes: 0 },
      { method: 'PATCH', offset: String(TUS_CHUNK_SIZE), bytes: MB },
    ]);
    expect(acknowledged).toEqual([TUS_CHUNK_SIZE, 7 * MB]);
    expect(resumeUrls.rows.size).toBe(0);

    const { data, error } = await alice.client.storage.from(bucket).download(objectName);
    expect(error).toBeNull();
    const stored = Buffer.from(await data!.arrayBuffer());
    expect(stored.length).toBe(bytes.length);
    expect(stored.equals(bytes)).toBe(true);

    // A later attempt of the same item whose resume URL is gone finds the object stored.
    const again = await uploadWithFetch(upload(blob, objectName));
    expect(again).toBe('exists');
  });

  it("stops with the file size message past the bucket's limit", async () => {
    const small = await createTestBucket(stack, { fileSizeLimit: 1000 });
    const attempt = uploadWithFetch({
      ...upload(new Blob([new Uint8Array(patternBytes(2000))]), `${alice.id}/too-big.webm`),
      bucket: small,
    });
    await expect(attempt).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: SUBMIT_MESSAGES.fileSize,
    });
  });
});
