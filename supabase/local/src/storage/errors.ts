import { isPgError } from '../db/types.ts';
import { json } from '../http/responses.ts';

/**
 * An error as supabase/storage renders it: the logical status travels in `statusCode` (a string)
 * and the HTTP status is 400 for everything except 500 (src/internal/errors/storage-error.ts).
 * `code` is what storage-js reads (e.g. `exists()` checks for NoSuchKey); `error` keeps the
 * long-standing names clients match on (not_found, Duplicate, Unauthorized, ...).
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  render() {
    return {
      statusCode: String(this.status),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }

  toResponse(headers: HeadersInit = {}): Response {
    return json(this.render(), this.status === 500 ? 500 : 400, headers);
  }
}

export const errors = {
  objectNotFound: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  invalidFileSizeLimit: () =>
    new StorageError(
      400,
      'InvalidRequest',
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  unableToEmptyBucket: () =>
    new StorageError(
      409,
      'InvalidRequest',
      'InvalidRequest',
      'Unable to empty the bucket because it contains too many objects',
    ),
  featureNotEnabled: (feature: string) =>
    new StorageError(
      409,
      'FeatureNotEnabled',
      'FeatureNotEnabled',
      `The feature ${feature} is not enabled for this resource`,
    ),
  invalidParameter: (parameter: string, message = `Invalid Parameter ${parameter}`) =>
    new StorageError(400, 'InvalidParameter', 'InvalidParameter', message),
  bucketNotFound: () =>
    new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  duplicate: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mimeType} is not supported`,
    ),
  invalidKey: (key: string) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  badRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'Bad Request', message),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  metadataRequired: () =>
    new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'Metadata header is required'),
  databaseTimeout: () =>
    new StorageError(
      544,
      'DatabaseTimeout',
      'DatabaseTimeout',
      'The connection to the database timed out',
    ),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal server error'),
  aborted: () => new StorageError(499, 'Aborted', 'Aborted', 'Request aborted'),
};

/**
 * A route the storage server has not registered: its not-found handler answers a real 404 with the
 * request line as Fastify saw it, i.e. after the gateway stripped /storage/v1 (not-found-handler.ts).
 */
export class RouteNotFound extends Error {
  constructor(
    readonly method: string,
    readonly url: URL,
  ) {
    const raw = `${url.pathname.replace(/^\/storage\/v1(?=\/|$)/, '') || '/'}${url.search}`;
    super(`Route ${method}:${raw} not found`);
    this.name = 'RouteNotFound';
  }

  toResponse(): Response {
    const body = { statusCode: '404', error: 'Not Found', message: this.message };
    return json({ ...body, code: 'InvalidRequest' }, 404);
  }
}

/** The client went away mid-body (Node reports `aborted` / ECONNRESET on the request). */
function isClientAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    (code === 'ECONNRESET' && error.message === 'aborted') || code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}

/** Maps the Postgres errors the storage server translates (src/storage/database/errors.ts). */
export function fromDbError(error: unknown): unknown {
  if (!isPgError(error)) return error;
  switch (error.code) {
    case '42501':
      return errors.accessDenied();
    case '23505':
      return errors.duplicate();
    case '23503':
      return errors.bucketNotFound();
    case '57014':
      return errors.databaseTimeout();
    default:
      return error;
  }
}

/** The response for any error a route throws; unexpected ones are logged and become a 500. */
export function errorResponse(error: unknown, context: string): Response {
  const mapped = fromDbError(error);
  if (mapped instanceof StorageError || mapped instanceof RouteNotFound) return mapped.toResponse();
  // Nobody is left to read the answer; not worth a log line.
  if (isClientAbort(mapped)) return errors.aborted().toResponse();
  console.error(`supabase/local storage: ${context}`, mapped);
  return errors.internal().toResponse();
}
