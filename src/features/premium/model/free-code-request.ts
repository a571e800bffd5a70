import { ApiError } from '@/lib/api/api-error';

export interface FreeCodeProblem {
  title: string;
  message: string;
}

/** Part 1 §8: what the free-premium offer says when the request fails. */
export const FREE_CODE_FAILED: FreeCodeProblem = {
  title: 'Error',
  message: 'Something went wrong. Please try again or contact support.',
};

/**
 * The free offer is once per account and email address, ever (issue 34): the server refuses to
 * mint a code for an address that already had its free months (409) and says so. Its words are
 * shown as they are, as a retry or a support request would not change the answer.
 */
const ALREADY_CLAIMED_TITLE = 'Free Premium already claimed';
const ALREADY_CLAIMED =
  'This email address has already had its free Premium. The offer of 2 free months is once per account and email address.';

/** What the offer modal shows for a failed send-free-premium-code request. */
export function freeCodeProblem(error: unknown): FreeCodeProblem {
  if (error instanceof ApiError && error.status === 409) {
    return { title: ALREADY_CLAIMED_TITLE, message: error.message.trim() || ALREADY_CLAIMED };
  }
  return FREE_CODE_FAILED;
}
