import type { FormProblem } from './validation';

/** What the app needs from a supabase-js AuthError (kept structural so this stays pure). */
export interface AuthFailure {
  message: string;
  code?: string | undefined;
  /** AuthWeakPasswordError.reasons: 'length', 'characters', 'pwned'. */
  reasons?: readonly string[] | undefined;
}

const INVALID_CREDENTIALS =
  'Invalid email or password. Please check your credentials and try again.';
const EMAIL_NOT_CONFIRMED =
  'Please check your email and click the verification link before signing in.';
export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

const TRY_AGAIN = 'Please try again.';

/** Words for the reason codes GoTrue puts in a weak_password error. */
const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: 'Password must be at least 6 characters long.',
  characters: 'Use a mix of lowercase and uppercase letters, digits and symbols.',
  pwned: 'This password has appeared in a data breach. Please choose a different one.',
};

/**
 * The server's reasons for refusing a password. GoTrue's message already words every reason
 * (e.g. the exact characters a project requires); the reason codes are the fallback.
 */
function weakPasswordMessage(failure: AuthFailure): string {
  if (failure.message.trim() !== '') return failure.message;
  const reasons = (failure.reasons ?? []).map(
    (reason) => WEAK_PASSWORD_REASONS[reason] ?? `Password refused: ${reason}.`,
  );
  return reasons.length > 0 ? reasons.join(' ') : 'Please choose a stronger password.';
}

function isWeakPassword(failure: AuthFailure): boolean {
  return failure.code === 'weak_password' || (failure.reasons?.length ?? 0) > 0;
}

/** Part 1 §8 sign-in mapping. */
export function signInProblem(failure: AuthFailure): FormProblem {
  const title = 'Authentication failed';
  if (failure.message === 'Invalid login credentials' || failure.code === 'invalid_credentials') {
    return { title, message: INVALID_CREDENTIALS };
  }
  if (failure.message === 'Email not confirmed' || failure.code === 'email_not_confirmed') {
    return { title, message: EMAIL_NOT_CONFIRMED };
  }
  return { title, message: failure.message.trim() || TRY_AGAIN };
}

/** Part 1 §8 sign-up mapping, plus the weak-password reasons from the server. */
export function signUpProblem(failure: AuthFailure): FormProblem {
  const title = 'Sign up failed';
  if (
    failure.message === 'User already registered' ||
    failure.code === 'user_already_exists' ||
    failure.code === 'email_exists'
  ) {
    return { title, message: ACCOUNT_EXISTS };
  }
  if (isWeakPassword(failure)) return { title, message: weakPasswordMessage(failure) };
  return { title, message: failure.message.trim() || TRY_AGAIN };
}

/**
 * With e-mail confirmation on, GoTrue answers a sign-up for an already confirmed address with a
 * stand-in user whose identities list is empty (so the answer does not reveal the account); the
 * app still tells the person to sign in instead.
 */
export function isExistingAccountSignUp(user: { identities?: readonly unknown[] | null }): boolean {
  return Array.isArray(user.identities) && user.identities.length === 0;
}

/** The reset dialog's updateUser refusal ('Password update failed', part 1 §8). */
export function passwordUpdateProblem(failure: AuthFailure): FormProblem {
  const title = 'Password update failed';
  if (isWeakPassword(failure)) return { title, message: weakPasswordMessage(failure) };
  return { title, message: failure.message.trim() || TRY_AGAIN };
}
