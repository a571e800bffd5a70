import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { FREE_CODE_FAILED, freeCodeProblem } from './free-code-request';

describe('the free-premium offer’s failures', () => {
  it('says plainly that the address already had its free Premium (409)', () => {
    const said =
      'This email address has already had its free Premium. The offer of 2 free months is once per account and email address.';
    expect(freeCodeProblem(new ApiError(said, 409))).toEqual({
      title: 'Free Premium already claimed',
      message: said,
    });
    expect(freeCodeProblem(new ApiError('', 409)).message).toBe(said);
  });

  it('keeps part 1 §8’s message for every other failure', () => {
    expect(FREE_CODE_FAILED).toEqual({
      title: 'Error',
      message: 'Something went wrong. Please try again or contact support.',
    });
    for (const error of [
      new ApiError('Too many codes requested for this email. Please try again tomorrow.', 429),
      new ApiError('email must be a valid email address', 400),
      new ApiError('Something went wrong on our side. Please try again.', 500),
      new TypeError('Failed to fetch'),
    ]) {
      expect(freeCodeProblem(error)).toBe(FREE_CODE_FAILED);
    }
  });
});
