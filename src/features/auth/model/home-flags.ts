import { type AuthLinkType, readAuthLinkQuery } from './auth-landing';

/** The query flags the home route acts on (part 1 §2); every other parameter is left alone. */
const HOME_FLAG_NAMES = [
  'signup',
  'verify_email',
  'token',
  'user_id',
  'verified',
  'email_verified',
  'password_reset',
  'boost_success',
  'boost_cancelled',
  'session_id',
  'token_hash',
] as const;

export type PaymentResult = 'success' | 'cancelled';

export type EmailVerification =
  | { kind: 'none' }
  /** An e-mail link: the server checks the token. */
  | { kind: 'verify'; token: string; userId: string }
  /** Auth's own token (`?token_hash=…&type=signup`, e.g. from an Auth email template). */
  | { kind: 'auth-link'; tokenHash: string; type: AuthLinkType }
  /** verify_email=true without its token or user id: a broken link. */
  | { kind: 'broken-link' }
  /** verified=true / email_verified=true: already done, just say so. */
  | { kind: 'already-verified' };

export interface HomeFlags {
  /** Anything to act on; false leaves the address untouched. */
  present: boolean;
  openSignUp: boolean;
  openPasswordReset: boolean;
  verification: EmailVerification;
  payment: PaymentResult | null;
  /** The query string once the flags are removed ('' or '?ref=...'). */
  remainingSearch: string;
}

function isTrue(params: URLSearchParams, name: string): boolean {
  return params.get(name) === 'true';
}

function readVerification(params: URLSearchParams): EmailVerification {
  if (params.has('token_hash')) return readAuthLinkQuery(params);
  if (isTrue(params, 'verify_email')) {
    const token = params.get('token')?.trim() ?? '';
    const userId = params.get('user_id')?.trim() ?? '';
    return token !== '' && userId !== ''
      ? { kind: 'verify', token, userId }
      : { kind: 'broken-link' };
  }
  if (isTrue(params, 'verified') || isTrue(params, 'email_verified')) {
    return { kind: 'already-verified' };
  }
  return { kind: 'none' };
}

function readPayment(params: URLSearchParams): PaymentResult | null {
  if (isTrue(params, 'boost_cancelled')) return 'cancelled';
  // Stripe's success_url carries session_id; boost checkouts add boost_success=true.
  if (isTrue(params, 'boost_success') || params.has('session_id')) return 'success';
  return null;
}

/** Reads the home route's flags from a query string such as `?verify_email=true&token=…`. */
export function parseHomeFlags(search: string): HomeFlags {
  const params = new URLSearchParams(search);
  const present = HOME_FLAG_NAMES.some((name) => params.has(name));
  const remaining = new URLSearchParams(search);
  HOME_FLAG_NAMES.forEach((name) => remaining.delete(name));
  // `type` belongs to the token_hash it came with; alone it is someone else's parameter.
  if (params.has('token_hash')) remaining.delete('type');
  const rest = remaining.toString();
  return {
    present,
    openSignUp: isTrue(params, 'signup'),
    openPasswordReset: isTrue(params, 'password_reset'),
    verification: readVerification(params),
    payment: readPayment(params),
    remainingSearch: rest === '' ? '' : `?${rest}`,
  };
}
