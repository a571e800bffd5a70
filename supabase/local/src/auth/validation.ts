import { badRequest } from './errors.ts';
import { stringParam, type Params } from './request.ts';

// checkmail.ValidateFormat, the check GoTrue applies to every address.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's validateEmail: required, at most 255 characters, well formed; answered lowercased. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

export function isUuid(value: string): boolean {
  return UUID_FORMAT.test(value);
}

/**
 * PUT /user carries a code challenge only for an email change (supabase-js sends one with
 * `email` under PKCE), which supabase/local does not support; it is told plainly instead.
 */
export function rejectPkce(params: Params): void {
  if (stringParam(params, 'code_challenge') !== '') {
    throw badRequest(
      'validation_failed',
      'Email change (and so its PKCE flow) is not supported by supabase/local',
    );
  }
}
