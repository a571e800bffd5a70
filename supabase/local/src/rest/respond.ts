import { errorResponse, RestError, singularityError } from './errors.ts';
import type { StatementResult } from './execute.ts';
import type { Media } from './media.ts';

function gucHeaders(raw: string | null): [string, string][] {
  if (raw === null) return [];
  const failure = new RestError(
    500,
    'PGRST111',
    'response.headers guc must be a JSON array composed of objects with a single key and a string value',
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw failure;
  }
  if (!Array.isArray(parsed)) throw failure;
  return parsed.map((entry: unknown) => {
    const pairs = entry !== null && typeof entry === 'object' ? Object.entries(entry) : [];
    const [pair] = pairs;
    if (pairs.length !== 1 || !pair || typeof pair[1] !== 'string') throw failure;
    return [pair[0], pair[1]];
  });
}

function gucStatus(raw: string | null): number | null {
  if (raw === null) return null;
  const status = Number(raw);
  if (!Number.isInteger(status) || status < 100 || status > 599) {
    throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');
  }
  return status;
}

/**
 * The final response: a function may override status and headers through the response.status
 * and response.headers settings, which win over PostgREST's own.
 */
export function finish(
  result: StatementResult,
  status: number,
  headers: Headers,
  body: string | null,
): Response {
  try {
    const overrideStatus = gucStatus(result.responseStatus);
    for (const [name, value] of gucHeaders(result.responseHeaders)) headers.set(name, value);
    // A known length spares Node the chunked encoding (and a write for its terminator).
    if (body !== null) headers.set('content-length', String(Buffer.byteLength(body)));
    return new Response(body, { status: overrideStatus ?? status, headers });
  } catch (error) {
    if (error instanceof RestError) return errorResponse(error);
    throw error;
  }
}

/** PGRST116 unless a singular (object) response has exactly one row; thrown inside the transaction. */
export function singularCheck(media: Media): ((result: StatementResult) => void) | undefined {
  if (media.kind !== 'object') return undefined;
  return (result) => {
    if (result.pageTotal !== 1) throw singularityError(result.pageTotal);
  };
}

export function withHeaders(entries: [string, string | null | undefined][]): Headers {
  const headers = new Headers();
  for (const [name, value] of entries)
    if (value !== null && value !== undefined) headers.set(name, value);
  return headers;
}
