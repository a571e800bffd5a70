import { corsHeaders } from './cors.ts';

/** A JSON response a browser may read: CORS headers included. */
export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(corsHeaders)) merged.set(name, value);
  merged.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: merged });
}

/** JSON error body used by every LaughLoop function: `{ error: message }`. */
export function errorResponse(message: string, status: number): Response {
  return jsonResponse({ error: message }, status);
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

export const DEFAULT_JSON_LIMIT_BYTES = 64 * 1024;

async function readLimited(req: Request, limitBytes: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON request body of at most `limitBytes`, counting what actually arrives (a
 * Content-Length can be absent or wrong). Too large -> 413; empty or not JSON -> 400.
 */
export async function readJsonBody(
  req: Request,
  limitBytes = DEFAULT_JSON_LIMIT_BYTES,
): Promise<JsonBody> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  const tooLarge = () => ({
    ok: false as const,
    response: errorResponse(`Request body is larger than ${limitBytes} bytes`, 413),
  });
  if (declared > limitBytes) return tooLarge();
  const bytes = await readLimited(req, limitBytes);
  if (!bytes) return tooLarge();
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '')
    return { ok: false, response: errorResponse('Request body must be JSON; it was empty', 400) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: errorResponse('Request body is not valid JSON', 400) };
  }
}
