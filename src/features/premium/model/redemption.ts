import { ApiError, SessionRequiredError } from '@/lib/api/api-error';

export interface RedemptionProblem {
  title: string;
  message: string;
}

const CODE_REQUIRED: RedemptionProblem = {
  title: 'Code required',
  message: 'Enter your free Premium code',
};

const REDEMPTION_FAILED = 'Redemption Failed';

const SIGN_IN_AGAIN = 'Please sign in again to redeem your code.';

/** Part 2 §5: the code is uppercased as it is typed. */
export function normalizeCodeInput(typed: string): string {
  return typed.toUpperCase();
}

export function validateCode(code: string): RedemptionProblem | null {
  return code.trim() === '' ? CODE_REQUIRED : null;
}

/** Part 2 §8 'Redemption Failed': the server's words, mapped by what they mention. */
export function redemptionProblem(serverMessage: string): RedemptionProblem {
  const said = serverMessage.toLowerCase();
  let message = serverMessage.trim() || 'Please try again.';
  if (said.includes('email')) {
    message =
      'This code is not valid for your account. Please check your email or contact support.';
  } else if (said.includes('expired')) {
    message = 'This code has expired. Please request a new one.';
  } else if (said.includes('used')) {
    message = 'This code has already been used.';
  }
  return { title: REDEMPTION_FAILED, message };
}

/** No valid session: signing in again is the only way forward. */
export const SESSION_PROBLEM: RedemptionProblem = {
  title: REDEMPTION_FAILED,
  message: SIGN_IN_AGAIN,
};

const UNREACHABLE: RedemptionProblem = {
  title: REDEMPTION_FAILED,
  message: 'Could not reach LaughLoop. Check your connection and try again.',
};

/** Part 2 §8: what the Apply box says for any failure of the redemption call. */
export function redemptionProblemFrom(error: unknown): RedemptionProblem {
  if (error instanceof SessionRequiredError) return SESSION_PROBLEM;
  if (error instanceof ApiError) {
    return error.status === 401 ? SESSION_PROBLEM : redemptionProblem(error.message);
  }
  return UNREACHABLE;
}
