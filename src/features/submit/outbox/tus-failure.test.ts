import { DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import { memoryResumeUrls } from '../testing/memory-resume-urls';
import { settleFailure } from './tus-js-upload';

function refusal(method: string, status: number, body: string): DetailedError {
  const request = {
    getMethod: () => method,
    getURL: () => 'http://127.0.0.1/storage/v1/upload/resumable/x',
    getHeader: () => undefined,
  } as unknown as HttpRequest;
  const response = { getStatus: () => status, getBody: () => body } as unknown as HttpResponse;
  // Built without the constructor: its signature differs between tus-js-client's browser and Node typings.
  return Object.assign(Object.create(DetailedError.prototype) as DetailedError, {
    message: 'tus: unexpected response',
    originalRequest: request,
    originalResponse: response,
  });
}

describe('settleFailure', () => {
  it("shows part 2 §8's words for a refused upload and keeps the server body for the console", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body =
      '{"statusCode":"403","error":"Unauthorized","message":"new row violates row-level security policy"}';
    const outcome = settleFailure(refusal('PATCH', 403, body), 'fp', memoryResumeUrls());
    await expect(outcome).rejects.toMatchObject({
      name: 'PermanentOutboxError',
      message: 'Failed to upload video file',
    });
    expect(log).toHaveBeenCalledWith('Failed to upload video file', 403, body);
    log.mockRestore();
  });

  it('retries a 5xx and treats a 409 on create as an upload that already exists', async () => {
    await expect(
      settleFailure(refusal('PATCH', 503, ''), 'fp', memoryResumeUrls()),
    ).rejects.toMatchObject({
      name: 'RetryableSubmitError',
    });
    await expect(settleFailure(refusal('POST', 409, ''), 'fp', memoryResumeUrls())).resolves.toBe(
      'exists',
    );
  });
});
