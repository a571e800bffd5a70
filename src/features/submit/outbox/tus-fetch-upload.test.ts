import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_MESSAGES } from '../model/submission-validation';
import { FAKE_API, fakeTusServer } from '../testing/fake-tus-server';
import { memoryResumeUrls } from '../testing/memory-resume-urls';
import { uploadWithFetch } from './tus-fetch-upload';
import { TUS_CHUNK_SIZE, type ResumableUpload } from './tus-protocol';
import { uploadResumable } from './tus-upload';

const MB = 1024 * 1024;
const ENDPOINT = `${FAKE_API}/storage/v1/upload/resumable`;

/** Random bytes: a pattern repeating every 6 MB would hide a chunk sent from the wrong offset. */
function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
  return bytes;
}

/** A 7 MB upload (two chunks) against a fresh fake server, with what it reported. */
function setup(size = 7 * MB) {
  const server = fakeTusServer();
  const fetch = vi.fn(server.fetch);
  vi.stubGlobal('fetch', fetch);
  const source = randomBytes(size);
  const resumeUrls = memoryResumeUrls();
  const progress: number[] = [];
  const acknowledged: number[] = [];
  let controller = new AbortController();
  const options = (): ResumableUpload => ({
    blob: new Blob([source], { type: 'video/webm' }),
    apiUrl: `${FAKE_API}/`,
    anonKey: 'anon-key',
    bucket: 'uploads',
    objectName: 'user-1/1700000000000.webm',
    contentType: 'video/webm',
    fingerprint: 'item-1:video',
    resumeUrls,
    accessToken: () => Promise.resolve('token'),
    signal: controller.signal,
    onProgress: (sent) => progress.push(sent),
    onAcknowledged: (accepted) => acknowledged.push(accepted),
  });
  const renewSignal = () => (controller = new AbortController());
  return { server, fetch, source, resumeUrls, progress, acknowledged, options, renewSignal };
}

function stored(server: ReturnType<typeof fakeTusServer>): Uint8Array {
  const [upload] = [...server.uploads.values()];
  return upload!.bytes.subarray(0, upload!.offset);
}

function decodeMetadata(header: string): Record<string, string> {
  return Object.fromEntries(
    header.split(',').map((pair) => {
      const [key, value] = pair.split(' ');
      const binary = atob(value!);
      const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      return [key!, new TextDecoder().decode(bytes)];
    }),
  );
}

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

describe('uploadWithFetch: failures settle as the outbox expects', () => {
  it('counts a 409 on creation as an object already stored', async () => {
    const { server, options } = setup();
    server.answerNext('POST', { status: 409, body: 'The resource already exists' });
    await expect(uploadWithFetch(options())).resolves.toBe('exists');
    expect(server.methods()).toEqual(['POST']);
  });

  it('retries a 409 on a PATCH (offset conflict), keeping the resume URL', async () => {
    const { server, resumeUrls, options } = setup();
    server.answerNext('PATCH', { status: 409 });
    await expect(uploadWithFetch(options())).rejects.toMatchObject({
      name: 'RetryableSubmitError',
      message: 'Upload interrupted (409)',
    });
    expect(resumeUrls.rows.size).toBe(1);
  });

  it.each([404, 410])('forgets the resume URL and retries on PATCH %i', async (status) => {
    const { server, resumeUrls, options } = setup();
    server.answerNext('PATCH', { status });
    await expect(uploadWithFetch(options())).rejects.toMatchObject({
      name: 'RetryableSubmitError',
      message: 'The upload expired on the server; starting it again.',
    });
    expect(resumeUrls.rows.size).toBe(0);
  });

  it.each(['POST', 'PATCH'])('stops with the file size message on %s 413', async (method) => {
    const { server, options } = setup();
    server.answerNext(method, { status: 413 });
    await expect(uploadWithFetch(options())).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: SUBMIT_MESSAGES.fileSize,
    });
  });

  it("stops with part 2 §8's words on a refusal, the server's body to the console", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, resumeUrls, options } = setup();
    const body = '{"statusCode":"403","message":"new row violates row-level security policy"}';
    server.answerNext('PATCH', { status: 403, body });
    await expect(uploadWithFetch(options())).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: 'Failed to upload video file',
    });
    expect(log).toHaveBeenCalledWith('Failed to upload video file', 403, body);
    expect(server.methods()).toEqual(['POST', 'PATCH']);
    expect(resumeUrls.rows.size).toBe(1);
  });

  it.each([500, 503, 401, 429])(
    'retries a %i, resuming from the offset next time',
    async (status) => {
      const { server, resumeUrls, acknowledged, options } = setup();
      server.answerNext('PATCH', 'server');
      server.answerNext('PATCH', { status });
      await expect(uploadWithFetch(options())).rejects.toMatchObject({
        name: 'RetryableSubmitError',
        message: `Upload interrupted (${status})`,
      });
      expect(acknowledged).toEqual([TUS_CHUNK_SIZE]);
      expect(resumeUrls.rows.size).toBe(1);
      await expect(uploadWithFetch(options())).resolves.toBe('uploaded');
      expect(server.methods()).toEqual(['POST', 'PATCH', 'PATCH', 'HEAD', 'PATCH']);
      expect(server.requests[4]!.headers.get('Upload-Offset')).toBe(String(TUS_CHUNK_SIZE));
    },
  );

  it('stops on a PATCH answered without a new Upload-Offset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, options } = setup();
    server.answerNext('PATCH', { status: 204 });
    await expect(uploadWithFetch(options())).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: 'Failed to upload video file',
    });
    expect(server.methods()).toEqual(['POST', 'PATCH']);
  });

  it('retries when the network fails', async () => {
    const { server, resumeUrls, options } = setup();
    server.answerNext('POST', 'network');
    await expect(uploadWithFetch(options())).rejects.toMatchObject({
      name: 'RetryableSubmitError',
      message: 'Upload interrupted: no connection',
    });
    expect(resumeUrls.rows.size).toBe(0);
  });

  it('stops on a creation answered without a Location', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { server, options } = setup();
    server.answerNext('POST', { status: 201 });
    await expect(uploadWithFetch(options())).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: 'Failed to upload video file',
    });
  });
});

describe('uploadWithFetch: abort', () => {
  it('sends nothing when aborted before it starts', async () => {
    const { server, options } = setup();
    const controller = new AbortController();
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(uploadWithFetch({ ...options(), signal: controller.signal })).rejects.toBe(reason);
    expect(server.requests).toEqual([]);
  });

  it('rejects with the reason when aborted while a chunk is on its way', async () => {
    const { server, fetch, resumeUrls, options } = setup();
    const controller = new AbortController();
    const reason = new Error('cancelled');
    fetch.mockImplementation(async (input, init) => {
      if (init?.method !== 'PATCH') return server.fetch(input, init);
      controller.abort(reason);
      throw init.signal?.reason;
    });
    await expect(uploadWithFetch({ ...options(), signal: controller.signal })).rejects.toBe(reason);
    expect(resumeUrls.rows.size).toBe(1);
  });
});

describe('uploadResumable', () => {
  it('uploads with fetch where there is no XMLHttpRequest (the service worker)', async () => {
    const { server, options } = setup(10);
    vi.stubGlobal('XMLHttpRequest', undefined);
    await expect(uploadResumable(options())).resolves.toBe('uploaded');
    expect(server.methods()).toEqual(['POST', 'PATCH']);
  });
});
