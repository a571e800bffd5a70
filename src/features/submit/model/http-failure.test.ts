import { describe, expect, it } from 'vitest';
import { isRetryableStatus } from './http-failure';

describe('isRetryableStatus', () => {
  it('retries network failures, server errors, rate limits, expired sessions and lock conflicts', () => {
    for (const status of [undefined, null, 0, 401, 408, 409, 423, 429, 500, 502, 503, 504])
      expect(isRetryableStatus(status)).toBe(true);
  });

  it('stops on refusals a retry cannot change', () => {
    for (const status of [400, 403, 404, 413, 415, 422])
      expect(isRetryableStatus(status)).toBe(false);
  });
});
