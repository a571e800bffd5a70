import { invalidBody, RestError } from './errors.ts';
import type { Routine, RoutineParam, SchemaSnapshot } from './schema-types.ts';
import { ident, qualified, type SqlParams } from './sql-text.ts';

export interface RpcArguments {
  /** Argument names given (body keys for POST, non-filter query parameters for GET/HEAD). */
  keys: string[];
  /** The arguments as a JSON object text; the raw body for POST. */
  json: string;
  /** POST with a JSON body: a single unnamed json/jsonb parameter may take all of it. */
  isPost: boolean;
}

/** Arguments from a POST body, or from the query string of GET/HEAD (repeated keys make arrays). */
export function rpcArguments(
  method: string,
  bodyText: string,
  queryArgs: [string, string][],
): RpcArguments {
  if (method === 'POST') {
    const json = bodyText.trim() === '' ? '{}' : bodyText;
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw invalidBody();
    }
    const keys =
      parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? Object.keys(parsed)
        : [];
    return { keys, json, isPost: true };
  }
  const args: Record<string, string | string[]> = {};
  for (const [key, value] of queryArgs) {
    const existing = args[key];
    args[key] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return { keys: Object.keys(args), json: JSON.stringify(args), isPost: false };
}

function matchesKeys(routine: Routine, keys: Set<string>): boolean {
  const required = routine.params.filter((p) => p.required).map((p) => p.name);
  const optional = new Set(routine.params.filter((p) => !p.required).map((p) => p.name));
  if (routine.params.length === 0) return keys.size === 0;
  return (
    required.every((name) => keys.has(name)) &&
    [...keys].every((key) => required.includes(key) || optional.has(key))
  );
}

function isSingleUnnamedJson(routine: Routine): boolean {
  const [param] = routine.params;
  return (
    routine.params.length === 1 &&
    param !== undefined &&
    param.name === '' &&
    (param.type === 'json' || param.type === 'jsonb')
  );
}

function noFunction(schema: string, name: string, keys: string[], isPost: boolean): RestError {
  const sorted = [...keys].sort();
  const fn = `${schema}.${name}`;
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const single = isPost ? ' or with a single unnamed json/jsonb parameter' : '';
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`,
    `Searched for the function ${fn}${withParams}${single}, but no matches were found in the schema cache.`,
    null,
    {},
    true,
  );
}

function ambiguousFunction(schema: string, routines: Routine[]): RestError {
  const list = routines.map(
    (r) => `${schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
  );
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** PostgREST's findProc: the overload whose parameters fit the given argument names. */
export function findRoutine(snapshot: SchemaSnapshot, name: string, args: RpcArguments): Routine {
  const overloads = snapshot.routines.get(name) ?? [];
  const keys = new Set(args.keys);
  const named = overloads.filter(
    (routine) => !isSingleUnnamedJson(routine) && matchesKeys(routine, keys),
  );
  const unnamed = args.isPost ? overloads.filter(isSingleUnnamedJson) : [];
  const [first] = named.length > 0 ? named : unnamed;
  const candidates = named.length > 0 ? named : unnamed;
  if (candidates.length > 1) throw ambiguousFunction(snapshot.schema, candidates);
  if (!first) throw noFunction(snapshot.schema, name, args.keys, args.isPost);
  return first;
}

function callArguments(
  routine: Routine,
  args: RpcArguments,
  params: SqlParams,
): { from: string; call: string } {
  if (isSingleUnnamedJson(routine))
    return { from: '', call: `${params.add(args.json)}::${routine.params[0]!.type}` };
  const given = routine.params.filter((p: RoutineParam) => args.keys.includes(p.name));
  if (given.length === 0) return { from: '', call: '' };
  const columns = given.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  const from = `json_to_record(${params.add(args.json)}::json) AS pgrst_body(${columns})`;
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
