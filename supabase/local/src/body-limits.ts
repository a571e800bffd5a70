import { AuthError, errorResponse as authErrorResponse } from './auth/errors.ts';
import type { BodyLimit } from './context.ts';
import { json } from './http/responses.ts';

const MiB = 1024 * 1024;

/** Words shared by the three refusals: GoTrue's own (internal/api/helpers.go). */
const tooLarge = (bytes: number) => `Request body too large (max ${bytes} bytes)`;

/**
 * /auth/v1: GoTrue wraps every body in http.MaxBytesReader(1 MiB) (api.go, limitRequestBody) and
 * answers 413 request_entity_too_large. Sign-up metadata is capped far below that (4096 bytes).
 */
export const AUTH_BODY_LIMIT: BodyLimit = {
  bytes: 1 * MiB,
  refusal: (req) =>
    authErrorResponse(
      req,
      new AuthError(413, 'request_entity_too_large', tooLarge(AUTH_BODY_LIMIT.bytes)),
    ),
};

/**
 * /rest/v1: PostgREST sets no limit of its own. 10 MiB is far above
 * any JSON LaughLoop sends (rows and RPC arguments of a few KB; files go to /storage/v1) and keeps
 * one anonymous body from holding PGlite's single connection for long. PostgREST's error shape.
 */
export const REST_BODY_LIMIT: BodyLimit = {
  bytes: 10 * MiB,
  refusal: () =>
    json({ code: '413', details: null, hint: null, message: tooLarge(REST_BODY_LIMIT.bytes) }, 413),
};

/**
 * /functions/v1: hosted documents no request limit for Edge Functions; 20 MiB, streamed to the
 * worker and counted on the way, covers Stripe's events and every body LaughLoop's functions take.
 * The relay's `{code, message}` error shape, readable cross-origin like its other errors.
 */
export const FUNCTIONS_BODY_LIMIT: BodyLimit = {
  bytes: 20 * MiB,
  refusal: () =>
    json({ code: 'REQUEST_TOO_LARGE', message: tooLarge(FUNCTIONS_BODY_LIMIT.bytes) }, 413, {
      'access-control-allow-origin': '*',
    }),
};
