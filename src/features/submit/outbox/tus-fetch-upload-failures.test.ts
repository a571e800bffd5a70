import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_MESSAGES } from '../model/submission-validation';
import { setup } from '../testing/tus-fetch-harness';
import { uploadWithFetch } from './tus-fetch-upload';
import { TUS_CHUNK_SIZE } from './tus-protocol';
import { uploadResumable } from './tus-upload';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
