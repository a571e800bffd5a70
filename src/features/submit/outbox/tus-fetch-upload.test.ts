import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeMetadata, ENDPOINT, MB, setup, stored } from '../testing/tus-fetch-harness';
import { uploadWithFetch } from './tus-fetch-upload';
import { TUS_CHUNK_SIZE } from './tus-protocol';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadWithFetch: a new upload', () => {
  it('creates the upload, stores its URL, sends 6 MB chunks and forgets the URL when done', async () => {
    const { server, source, resumeUrls, progress, acknowledged, options } = setup();
    const urls: string[] = [];
    const upload = options();
    const result = await uploadWithFetch({
      ...upload,
      onAcknowledged: (accepted, total) => {
        upload.onAcknowledged(accepted, total);
        void resumeUrls.get('item-1:video').then((row) => urls.push(row?.uploadUrl ?? 'none'));
      },
    });
    expect(result).toBe('uploaded');
    expect(server.methods()).toEqual(['POST', 'PATCH', 'PATCH']);
    const [create, first, second] = server.requests;
    expect(create!.url).toBe(ENDPOINT);
    expect(create!.headers.get('Tus-Resumable')).toBe('1.0.0');
    expect(create!.headers.get('Upload-Length')).toBe(String(7 * MB));
    expect(create!.headers.get('apikey')).toBe('anon-key');
    expect(decodeMetadata(create!.headers.get('Upload-Metadata')!)).toEqual({
      bucketName: 'uploads',
      objectName: 'user-1/1700000000000.webm',
      contentType: 'video/webm',
      cacheControl: '3600',
    });
    // The relative Location resolved against the endpoint.
    expect(first!.url).toBe(`${ENDPOINT}/upload-1`);
    expect(urls).toEqual([`${ENDPOINT}/upload-1`, `${ENDPOINT}/upload-1`]);
    expect(first!.headers.get('Content-Type')).toBe('application/offset+octet-stream');
    expect([first!.headers.get('Upload-Offset'), second!.headers.get('Upload-Offset')]).toEqual([
      '0',
      String(TUS_CHUNK_SIZE),
    ]);
    expect([first!.bytes, second!.bytes]).toEqual([TUS_CHUNK_SIZE, MB]);
    expect(Buffer.from(stored(server)).equals(Buffer.from(source))).toBe(true);
    expect(progress).toEqual([0, TUS_CHUNK_SIZE, 7 * MB]);
    expect(acknowledged).toEqual([TUS_CHUNK_SIZE, 7 * MB]);
    expect(resumeUrls.rows.size).toBe(0);
  });

  it('encodes metadata as UTF-8 base64', async () => {
    const { server, options } = setup(10);
    await uploadWithFetch({ ...options(), objectName: 'user-1/Café 🎬.webm' });
    const header = server.requests[0]!.headers.get('Upload-Metadata')!;
    expect(decodeMetadata(header).objectName).toBe('user-1/Café 🎬.webm');
  });

  it('creates an empty upload without a PATCH', async () => {
    const { server, options } = setup(0);
    await expect(uploadWithFetch(options())).resolves.toBe('uploaded');
    expect(server.methods()).toEqual(['POST']);
  });

  it('reads the token before every request', async () => {
    const { server, options } = setup();
    let issued = 0;
    await uploadWithFetch({ ...options(), accessToken: () => Promise.resolve(`t${++issued}`) });
    expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer t1',
      'Bearer t2',
      'Bearer t3',
    ]);
  });

  it('waits for a sign-in when there is no token, sending nothing', async () => {
    const { server, options } = setup();
    await expect(
      uploadWithFetch({ ...options(), accessToken: () => Promise.resolve(null) }),
    ).rejects.toMatchObject({
      name: 'RetryableSubmitError',
      message: 'Sign in to finish this upload.',
    });
    expect(server.requests).toEqual([]);
  });
});

describe('uploadWithFetch: resuming', () => {
  it("continues from the server's offset after a stop, without a new upload", async () => {
    const { server, source, resumeUrls, acknowledged, options, renewSignal } = setup();
    const stopped = options();
    const controller = new AbortController();
    const stop = new Error('stopped');
    const first = uploadWithFetch({
      ...stopped,
      signal: controller.signal,
      onAcknowledged: () => controller.abort(stop),
    });
    await expect(first).rejects.toBe(stop);
    expect(server.methods()).toEqual(['POST', 'PATCH']);
    expect(resumeUrls.rows.get('item-1:video')?.uploadUrl).toBe(`${ENDPOINT}/upload-1`);

    renewSignal();
    await expect(uploadWithFetch(options())).resolves.toBe('uploaded');
    expect(server.methods()).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    expect(server.requests[3]!.headers.get('Upload-Offset')).toBe(String(TUS_CHUNK_SIZE));
    expect(server.requests[3]!.bytes).toBe(MB);
    expect(acknowledged).toEqual([TUS_CHUNK_SIZE, 7 * MB]);
    expect(Buffer.from(stored(server)).equals(Buffer.from(source))).toBe(true);
    expect(resumeUrls.rows.size).toBe(0);
  });

  it('finishes without a PATCH when the server already holds every byte', async () => {
    const { server, resumeUrls, options } = setup();
    await uploadWithFetch(options());
    await resumeUrls.put({
      fingerprint: 'item-1:video',
      uploadUrl: `${ENDPOINT}/upload-1`,
      size: 7 * MB,
      updatedAt: 0,
    });
    await expect(uploadWithFetch(options())).resolves.toBe('uploaded');
    expect(server.methods().slice(3)).toEqual(['HEAD']);
    expect(resumeUrls.rows.size).toBe(0);
  });

  it.each([404, 410, 403])(
    'starts anew when the server forgot the upload (HEAD %i)',
    async (status) => {
      const { server, resumeUrls, options } = setup();
      await resumeUrls.put({
        fingerprint: 'item-1:video',
        uploadUrl: `${ENDPOINT}/expired`,
        size: 7 * MB,
        updatedAt: 0,
      });
      server.answerNext('HEAD', { status });
      await expect(uploadWithFetch(options())).resolves.toBe('uploaded');
      expect(server.methods()).toEqual(['HEAD', 'POST', 'PATCH', 'PATCH']);
    },
  );

  it('starts anew when the stored upload has another length', async () => {
    const { server, resumeUrls, options } = setup(10);
    await uploadWithFetch({ ...options(), blob: new Blob(['0123456789ab']) });
    await resumeUrls.put({
      fingerprint: 'item-1:video',
      uploadUrl: `${ENDPOINT}/upload-1`,
      size: 12,
      updatedAt: 0,
    });
    await expect(uploadWithFetch(options())).resolves.toBe('uploaded');
    expect(server.methods().slice(2)).toEqual(['HEAD', 'POST', 'PATCH']);
  });

  it.each([503, 401])('keeps the resume URL when HEAD fails for a while (%i)', async (status) => {
    const { server, resumeUrls, options } = setup();
    await resumeUrls.put({
      fingerprint: 'item-1:video',
      uploadUrl: `${ENDPOINT}/upload-9`,
      size: 7 * MB,
      updatedAt: 0,
    });
    server.answerNext('HEAD', { status });
    await expect(uploadWithFetch(options())).rejects.toMatchObject({
      name: 'RetryableSubmitError',
      message: `Upload interrupted (${status})`,
    });
    expect(server.methods()).toEqual(['HEAD']);
    expect(resumeUrls.rows.size).toBe(1);
  });
});
