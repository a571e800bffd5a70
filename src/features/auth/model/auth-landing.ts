import type { EmailVerification } from './home-flags';

/** The Auth token types a confirmation landing may carry. */
export type AuthLinkType = 'signup' | 'email';

/**
 * What an Auth confirmation landing says: the home flags' verification outcomes, less the app's own
 * link (`verify`). `already-verified`: Auth confirmed the address and put the session in the hash;
 * `broken-link`: Auth refused the link (`#error_code=…`); `auth-link`: a token for the app to redeem.
 */
export type AuthLanding = Exclude<EmailVerification, { kind: 'verify' }>;

const isLinkType = (type: string | null): type is AuthLinkType =>
  type === 'signup' || type === 'email';

/**
 * Auth's own confirmation link (mailed when no Send Email hook is configured) redirects home with
 * `#access_token=…&type=signup`, or `#error_code=…` once it is used up.
 */
export function readAuthLandingHash(hash: string): AuthLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('access_token') && isLinkType(params.get('type'))) {
    return { kind: 'already-verified' };
  }
  return params.has('error_code') ? { kind: 'broken-link' } : { kind: 'none' };
}

/** `?token_hash=…&type=…`: only sign-up and email tokens confirm an address here. */
export function readAuthLinkQuery(params: URLSearchParams): AuthLanding {
  const tokenHash = params.get('token_hash')?.trim() ?? '';
  const type = params.get('type');
  return tokenHash !== '' && isLinkType(type)
    ? { kind: 'auth-link', tokenHash, type }
    : { kind: 'broken-link' };
}
