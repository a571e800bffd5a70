import { MUSIC_MESSAGES } from './messages';

/** Thrown when a slug is taken: a stored object (409 / Duplicate) or a row (23505). */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug ${slug} is already taken`);
    this.name = 'SlugTakenError';
  }
}

/** A failure with an HTTP status and/or a code, however the client library shaped it. */
interface FailureShape {
  status?: unknown;
  statusCode?: unknown;
  code?: unknown;
  error?: unknown;
  message?: unknown;
}

function shapeOf(error: unknown): FailureShape {
  return typeof error === 'object' && error !== null ? (error as FailureShape) : {};
}

/** The logical status: storage-js puts it in statusCode (a string), the rest in status. */
function statusOf(error: unknown): number | null {
  const { status, statusCode } = shapeOf(error);
  const logical = Number(statusCode);
  if (Number.isInteger(logical) && logical >= 100) return logical;
  return typeof status === 'number' ? status : null;
}

/** Storage's "already exists" (409, 'Duplicate') for an object created without upsert. */
export function isDuplicateObject(error: unknown): boolean {
  const { error: name, message } = shapeOf(error);
  return (
    statusOf(error) === 409 ||
    name === 'Duplicate' ||
    (typeof message === 'string' && /already exists|duplicate/i.test(message))
  );
}

/** PostgREST's unique violation (the slug is unique). */
export function isUniqueViolation(error: unknown): boolean {
  return shapeOf(error).code === '23505';
}

function isRefusedByPolicy(error: unknown): boolean {
  const { code, message } = shapeOf(error);
  const status = statusOf(error);
  return (
    code === '42501' ||
    status === 401 ||
    status === 403 ||
    (typeof message === 'string' && /row-level security|unauthori[sz]ed/i.test(message))
  );
}

/** The error text a failed item shows (part 2 §8: the error's text, or 'Upload failed'). */
export function uploadFailureText(error: unknown): string {
  if (error instanceof SlugTakenError) return MUSIC_MESSAGES.slugTaken;
  if (error instanceof TypeError) return MUSIC_MESSAGES.offline;
  if (statusOf(error) === 413) return MUSIC_MESSAGES.fileTooLarge;
  if (isRefusedByPolicy(error)) return MUSIC_MESSAGES.notAdmin;
  const { message } = shapeOf(error);
  return typeof message === 'string' && message.trim() !== '' ? message : MUSIC_MESSAGES.itemFailed;
}
