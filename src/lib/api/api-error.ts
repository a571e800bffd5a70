/**
 * The one error type for answers from the Supabase APIs (Data API, Storage, Edge Functions),
 * whichever way the call went (supabase-js or the bare fetch of the signed-out first screen).
 * Network failures are not ApiErrors: they stay the TypeError fetch throws (an abort stays an
 * AbortError), so "never arrived" and "refused" are told apart the same way everywhere.
 */
export class ApiError extends Error {
  /** The HTTP status; 200 for a refusal the body carried ({success: false, error}). */
  readonly status: number;
  /** PostgREST's SQLSTATE or PGRST code (e.g. '23505'); null when the server gave none. */
  readonly code: string | null;
  /** PostgREST's `details` (e.g. 'content_policy' on a moderation refusal); null when none. */
  readonly details: string | null;

  constructor(
    message: string,
    status: number,
    code: string | null = null,
    details: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Thrown before any request when a call needs a signed-in user and there is none. */
export class SessionRequiredError extends Error {
  constructor() {
    super('Sign in required');
    this.name = 'SessionRequiredError';
  }
}

/** A refusal the server gave (4xx other than expired sign-in and rate limits): retrying will not help. */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The error an answer's body describes: PostgREST's {message, code, details, hint}, an edge
 * function's {error}, Storage's {message} or GoTrue's {msg}; else the status text.
 */
export function errorFromBody(status: number, statusText: string, body: unknown): ApiError {
  const fallback = statusText || `Request failed with status ${status}`;
  if (typeof body !== 'object' || body === null) return new ApiError(fallback, status);
  const { error, message, msg, code, details } = body as Record<string, unknown>;
  const said = text(error) ?? text(message) ?? text(msg) ?? fallback;
  return new ApiError(said, status, typeof code === 'string' ? code : null, text(details));
}
