import { isPgError } from '../db/types.ts';

export type ErrorDetail = string | Record<string, unknown>[] | null;

/** A PostgREST error response: `{code, message, details, hint}` plus its status and headers. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
    /** A schema-cache miss: worth answering again after reloading the cache. */
    readonly cacheMiss = false,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/** PGRST100: the query string could not be parsed. */
export function queryParseError(message: string, details: string): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

export function invalidBody(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message);
}

export function invalidRange(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

export function singularityError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation}' in the schema cache`,
    null,
    null,
    {},
    true,
  );
}

export function tableNotFound(schema: string, name: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    null,
    {},
    true,
  );
}

/** HTTP status for a SQLSTATE, as PostgREST's Error.hs maps it. */
function statusForSqlState(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
  };
  if (code in exact) return exact[code]!;
  if (code === '42501') return authed ? 403 : 401;
  if (code === '42883') return 404;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023')
    return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

function parseObject(text: string | undefined): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function raiseParseError(details: string, hint: string): RestError {
  return new RestError(
    500,
    'PGRST121',
    `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
    details,
    hint,
  );
}

const MESSAGE_HINT =
  "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
const DETAIL_HINT =
  "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";

/** `RAISE SQLSTATE 'PGRST'`: the function chose the code, message, status and headers itself. */
function raisedResponse(message: string, detail: string | undefined): RestError {
  const body = parseObject(message);
  if (!body || typeof body.code !== 'string' || typeof body.message !== 'string') {
    return raiseParseError(`Invalid JSON value for MESSAGE: '${message}'`, MESSAGE_HINT);
  }
  if (detail === undefined)
    return raiseParseError('DETAIL is missing in the RAISE statement', DETAIL_HINT);
  const response = parseObject(detail);
  const headers = response?.headers;
  if (
    !response ||
    typeof response.status !== 'number' ||
    headers === null ||
    typeof headers !== 'object'
  ) {
    return raiseParseError(`Invalid JSON value for DETAIL: '${detail}'`, DETAIL_HINT);
  }
  const headerList: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (typeof value === 'string') headerList[name] = value;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return new RestError(
    response.status,
    body.code,
    body.message,
    text(body.details),
    text(body.hint),
    headerList,
  );
}

/** Turns a database error into PostgREST's response error; anything else is rethrown. */
export function fromDatabaseError(error: unknown, authed: boolean): RestError {
  if (error instanceof RestError) return error;
  if (!isPgError(error)) throw error;
  if (error.code === 'PGRST') return raisedResponse(error.message, error.detail);
  const status = statusForSqlState(error.code, error.message, authed);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(
    status,
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
    headers,
  );
}

/** The JSON error response PostgREST sends, with Proxy-Status. */
export function errorResponse(error: RestError): Response {
  const body = JSON.stringify({
    code: error.code,
    details: error.details,
    hint: error.hint,
    message: error.message,
  });
  const headers = new Headers(error.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('proxy-status', `PostgREST; error=${error.code}`);
  headers.set('content-length', String(Buffer.byteLength(body)));
  return new Response(body, { status: error.status, headers });
}
