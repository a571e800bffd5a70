import { isIP } from 'node:net';
import { requestClientAddress } from '../http/client-address.ts';
import { AuthError, badRequest } from './errors.ts';

export type Params = Record<string, unknown>;

function badJson(detail: string) {
  return badRequest('bad_json', `Could not parse request body as JSON: ${detail}`);
}

/** GoTrue reads every request body through a 1 MB http.MaxBytesReader (api.go limitRequestBody). */
const MAX_REQUEST_BYTES = 1 << 20;

const tooLarge = () =>
  new AuthError(
    413,
    'request_entity_too_large',
    `Request body too large (max ${MAX_REQUEST_BYTES} bytes)`,
  );

/** The body as text, refusing with GoTrue's 413 as soon as it passes MAX_REQUEST_BYTES. */
async function bodyText(req: Request): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REQUEST_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** GoTrue's retrieveRequestParams: an empty body is `{}`, anything but a JSON object is bad_json. */
export async function readParams(req: Request): Promise<Params> {
  const text = await bodyText(req);
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson((error as Error).message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badJson('the body must be a JSON object');
  }
  return value as Params;
}

/** A string field; absent and null read as '' (Go's zero value), other types are bad_json. */
export function stringParam(params: Params, key: string): string {
  const value = params[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badJson(`"${key}" must be a string`);
  return value;
}

/** A string field that distinguishes "absent" from "empty", like Go's *string. */
export function optionalStringParam(params: Params, key: string): string | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badJson(`"${key}" must be a string`);
  return value;
}

export function booleanParam(params: Params, key: string): boolean {
  const value = params[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw badJson(`"${key}" must be a boolean`);
  return value;
}

/** A JSON object field (user metadata and the like); undefined when absent or null. */
export function objectParam(params: Params, key: string): Record<string, unknown> | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badJson(`"${key}" must be an object`);
  return value as Record<string, unknown>;
}

/**
 * The client's address: the gateway's cf-connecting-ip, the TCP peer or what a trusted proxy
 * forwarded (http/client-address.ts); never a header the client chose. 'unknown' without one.
 */
export function clientIp(req: Request): string {
  return requestClientAddress(req);
}

/** The session row's `ip` (inet) column: only a real address, never the 'local' placeholder. */
export function inetOrNull(ip: string): string | null {
  return isIP(ip) ? ip : null;
}

export function userAgent(req: Request): string | null {
  return req.headers.get('user-agent');
}
