import type { AuthFailure } from '../model/auth-errors';

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/**
 * Reads supabase-js's AuthError (and AuthWeakPasswordError's reasons) structurally, so nothing
 * here imports supabase-js at runtime. Anything thrown that is not an Error has no usable words.
 */
export function toAuthFailure(error: unknown): AuthFailure {
  if (!(error instanceof Error)) return { message: '' };
  const { code, reasons } = error as Error & { code?: unknown; reasons?: unknown };
  return {
    message: error.message,
    code: isString(code) ? code : undefined,
    reasons: Array.isArray(reasons) ? reasons.filter(isString) : undefined,
  };
}
