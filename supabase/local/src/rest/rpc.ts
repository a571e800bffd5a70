import { invalidBody } from './errors.ts';
import { ambiguousFunction, noFunction } from './rpc-errors.ts';
import { checkJsonDepth } from './payload.ts';
import type { Routine, RoutineParam, SchemaSnapshot } from './schema-types.ts';
import { ident, qualified, type SqlParams } from './sql-text.ts';

/** The body media types PostgREST tells apart for /rpc (its iContentMediaType). */
export type RpcMedia = 'json' | 'text' | 'xml' | 'octet' | 'form';

/** The type a single unnamed parameter needs to take a raw body of this media type. */
export const RAW_BODY_TYPE: Record<RpcMedia, string | null> = {
  json: null,
  text: 'text',
  xml: 'xml',
  octet: 'bytea',
  form: null,
};

export interface RpcArguments {
  /** Argument names given (body keys for POST, non-filter query parameters for GET/HEAD). */
  keys: Set<string>;
  /** POST with a JSON body: the body as sent (PostgREST's JsonArgs). */
  json: string | null;
  /** GET/HEAD or a form body: name -> values (PostgREST's DirectArgs). */
  direct: Map<string, string[]> | null;
  /** A text, xml or octet-stream body, for a single unnamed parameter. */
  raw: string | null;
  isPost: boolean;
  media: RpcMedia;
}

function mediaOf(contentType: string | null): RpcMedia {
  const mime = (contentType ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (mime === 'application/json' || mime === '*/*' || mime === '') return 'json';
  if (mime === 'text/plain') return 'text';
  if (mime === 'text/xml') return 'xml';
  if (mime === 'application/octet-stream') return 'octet';
  if (mime === 'application/x-www-form-urlencoded') return 'form';
  throw invalidBody(`Content-Type not acceptable: ${mime}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** PostgREST's payloadAttributes: an object's keys, or an array of objects with the same keys. */
function jsonKeys(text: string): Set<string> {
  checkJsonDepth(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidBody();
  }
  if (isObject(parsed)) return new Set(Object.keys(parsed));
  if (!Array.isArray(parsed) || parsed.length === 0) return new Set();
  const [first] = parsed;
  if (!isObject(first)) throw invalidBody('All object keys must match');
  const keys = Object.keys(first);
  const uniform = parsed.every(
    (row) =>
      isObject(row) &&
      Object.keys(row).length === keys.length &&
      keys.every((key) => Object.hasOwn(row, key)),
  );
  if (!uniform) throw invalidBody('All object keys must match');
  return new Set(keys);
}

function directArgs(pairs: [string, string][]): Map<string, string[]> {
  const args = new Map<string, string[]>();
  for (const [key, value] of pairs) args.set(key, [...(args.get(key) ?? []), value]);
  return args;
}

/** The arguments of a call: a POST body by its Content-Type, or the query string of GET/HEAD. */
export function rpcArguments(
  method: string,
  contentType: string | null,
  bodyText: string,
  queryArgs: [string, string][],
): RpcArguments {
  const none = { json: null, direct: null, raw: null };
  if (method !== 'POST') {
    const direct = directArgs(queryArgs);
    return { ...none, keys: new Set(direct.keys()), direct, isPost: false, media: 'json' };
  }
  const media = mediaOf(contentType);
  if (media === 'json') {
    // An empty body is an empty object, as in PostgREST (the text itself still goes to the call).
    const keys = bodyText === '' ? new Set<string>() : jsonKeys(bodyText);
    return { ...none, keys, json: bodyText, isPost: true, media };
  }
  if (media === 'form') {
    const direct = directArgs([...new URLSearchParams(bodyText)]);
    return { ...none, keys: new Set(direct.keys()), direct, isPost: true, media };
  }
  return { ...none, keys: new Set(), raw: bodyText, isPost: true, media };
}

/**
 * PostgREST's schema cache holds only functions it can call: every parameter named, or exactly
 * one unnamed parameter of type bytea, json, jsonb, text or xml.
 */
function callable(routine: Routine): boolean {
  const unnamed = routine.params.filter((p) => p.name === '');
  if (unnamed.length === 0) return true;
  return (
    unnamed.length === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(unnamed[0]!.type)
  );
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** PostgREST's Ord Routine: fewer parameters first, then by the parameters themselves. */
function compareRoutines(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  for (let i = 0; i < a.params.length; i++) {
    const [p, q] = [a.params[i]!, b.params[i]!];
    const order =
      compareText(p.name, q.name) ||
      compareText(p.type, q.type) ||
      Number(p.required) - Number(q.required) ||
      Number(p.variadic) - Number(q.variadic);
    if (order !== 0) return order;
  }
  return 0;
}

/** The overloads PostgREST would have in its schema cache for this name, in its order. */
export function overloadsOf(snapshot: SchemaSnapshot, name: string): Routine[] {
  return (snapshot.routines.get(name) ?? []).filter(callable).sort(compareRoutines);
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((key) => b.has(key));
}

/** PostgREST's matchesParams: the argument names fit the required and optional parameters. */
function matchesParams(routine: Routine, args: RpcArguments): boolean {
  const { keys } = args;
  if (routine.params.length === 0)
    return keys.size === 0 && !(args.isPost && RAW_BODY_TYPE[args.media] !== null);
  const required = new Set(routine.params.filter((p) => p.required).map((p) => p.name));
  const optional = new Set(routine.params.filter((p) => !p.required).map((p) => p.name));
  const beyondOptional = new Set([...keys].filter((key) => !optional.has(key)));
  return sameSet(beyondOptional, required);
}

/** A single unnamed parameter that takes the whole body of this Content-Type. */
function takesRawBody(routine: Routine, args: RpcArguments): boolean {
  const [param] = routine.params;
  if (!args.isPost || routine.params.length !== 1 || !param || param.name !== '') return false;
  if (args.media === 'json') return param.type === 'json' || param.type === 'jsonb';
  return param.type === RAW_BODY_TYPE[args.media];
}

/** PostgREST's findProc: the overload whose parameters fit the argument names, else a raw-body one. */
export function findRoutine(snapshot: SchemaSnapshot, name: string, args: RpcArguments): Routine {
  const overloads = overloadsOf(snapshot, name);
  const named = overloads.filter((routine) => matchesParams(routine, args));
  const fallback = overloads.filter(
    (routine) => !matchesParams(routine, args) && takesRawBody(routine, args),
  );
  const candidates = named.length > 0 ? named : fallback;
  if (candidates.length > 1) throw ambiguousFunction(snapshot.schema, candidates);
  const [found] = candidates;
  if (!found) throw noFunction(snapshot, name, args, overloads);
  return found;
}

/** A body given to one positional parameter: the JSON or raw text as it came, or GET's arguments. */
function positionalArgument(param: RoutineParam, args: RpcArguments, params: SqlParams): string {
  if (args.raw !== null) {
    // bytea: the body's bytes in hex form (service.ts reads octet-stream bodies that way).
    return `${params.add(args.raw)}::${param.type}`;
  }
  if (args.json !== null) return `${params.add(args.json)}::${param.type}`;
  const object = Object.fromEntries([...(args.direct ?? [])].map(([k, v]) => [k, v.at(-1)]));
  return `${params.add(JSON.stringify(object))}::${param.type}`;
}

/** `name := $n::type` per argument given (the last of repeated ones; all of them for VARIADIC). */
function directCall(given: RoutineParam[], direct: Map<string, string[]>, params: SqlParams) {
  return given.map((p) => {
    const values = direct.get(p.name) ?? [];
    if (p.variadic) {
      const array = `ARRAY[${values.map((v) => params.add(v)).join(', ')}]::text[]`;
      return `VARIADIC ${ident(p.name)} := ${array}::${p.type}`;
    }
    return `${ident(p.name)} := ${params.add(values.at(-1) ?? null)}::${p.type}`;
  });
}

function callArguments(
  routine: Routine,
  args: RpcArguments,
  params: SqlParams,
): { from: string; call: string } {
  const [only] = routine.params;
  if (routine.params.length === 1 && only?.name === '')
    return { from: '', call: positionalArgument(only, args, params) };
  const given = routine.params.filter((p) => args.keys.has(p.name));
  if (given.length === 0) return { from: '', call: '' };
  if (args.direct !== null)
    return { from: '', call: directCall(given, args.direct, params).join(', ') };
  // A JSON object calls once; an array of objects calls once per element, as in PostgREST.
  const body = args.json ?? '{}';
  const toRecord = body.trimStart().startsWith('{') ? 'json_to_record' : 'json_to_recordset';
  const columns = given.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  const from = `${toRecord}(${params.add(body)}::json) AS pgrst_body(${columns})`;
  const call = given.map(
    (p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_body.${ident(p.name)}`,
  );
  return { from, call: call.join(', ') };
}

/** The function call behind pgrst_source: rows of a composite, or `pgrst_scalar` for the rest. */
export function callSql(
  schema: string,
  routine: Routine,
  args: RpcArguments,
  params: SqlParams,
): string {
  const { from, call } = callArguments(routine, args, params);
  const fn = `${qualified(schema, routine.name)}(${call})`;
  if (routine.returns.kind === 'composite') {
    return from
      ? `SELECT pgrst_call.* FROM ${from}, LATERAL ${fn} AS pgrst_call`
      : `SELECT pgrst_call.* FROM ${fn} AS pgrst_call`;
  }
  return `SELECT ${fn} AS pgrst_scalar${from ? ` FROM ${from}` : ''}`;
}
