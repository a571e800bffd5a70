import { json } from '../http/responses.ts';

/** A GoTrue API error: HTTP status, machine-readable error code and message (internal/api/apierrors). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Reasons of a weak_password error, sent as `weak_password.reasons`. */
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

const VERSION_HEADER = 'x-supabase-api-version';
/** The only API version GoTrue knows besides the initial one; its error bodies are {code, message}. */
const API_VERSION_2024 = '2024-01-01';

/**
 * The API version a request asks for, as GoTrue's DetermineClosestAPIVersion: a valid date on or
 * after 2024-01-01 selects 2024-01-01; anything else the initial (legacy) version.
 */
function requestedApiVersion(req: Request): string | null {
  const header = req.headers.get(VERSION_HEADER)?.trim();
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return null;
  const date = new Date(`${header}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== header) return null;
  return header >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

/** GoTrue's HandleResponseError: the versioned or the legacy body, x-sb-error-code always set. */
export function errorResponse(req: Request, error: AuthError): Response {
  const version = requestedApiVersion(req);
  const headers: Record<string, string> = { 'x-sb-error-code': error.code };
  const weak = error.weakPasswordReasons
    ? { weak_password: { reasons: error.weakPasswordReasons } }
    : {};
  if (version) {
    headers[VERSION_HEADER] = version;
    return json({ code: error.code, message: error.message, ...weak }, error.status, headers);
  }
  return json(
    { code: error.status, error_code: error.code, msg: error.message, ...weak },
    error.status,
    headers,
  );
}

/** What a failure that is not an AuthError becomes: logged, and answered like GoTrue's 500. */
export function unexpectedFailure(cause: unknown): AuthError {
  console.error('supabase/local auth: unexpected failure', cause);
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}
