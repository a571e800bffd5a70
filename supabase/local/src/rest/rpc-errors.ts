import { RestError } from './errors.ts';
import { closestMatch } from './fuzzy.ts';
import { compareText, overloadsOf, RAW_BODY_TYPE, type RpcArguments } from './rpc.ts';
import type { Routine, SchemaSnapshot } from './schema-types.ts';

// PostgREST's errors when /rpc/<name> finds no function or more than one (PGRST202, PGRST203),
// with its hints, word for word.

function signature(schema: string, routine: Routine): string {
  const params = routine.params.map((p) => `${p.name} => ${p.type}`).join(', ');
  return `${schema}.${routine.name}(${params})`;
}

export function ambiguousFunction(schema: string, routines: Routine[]): RestError {
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${routines.map((r) => signature(schema, r)).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function sortedList(names: Iterable<string>): string {
  return `(${[...names].sort(compareText).join(', ')})`;
}

/** PostgREST's noRpcHint: a function of a similar name, or the closest parameter list of this one. */
function noFunctionHint(
  snapshot: SchemaSnapshot,
  name: string,
  keys: string[],
  overloads: Routine[],
): string | null {
  const prefix = `Perhaps you meant to call the function ${snapshot.schema}.`;
  if (overloads.length === 0) {
    const names = [...snapshot.routines.keys()].filter((n) => overloadsOf(snapshot, n).length > 0);
    const match = closestMatch(names, name, 0.75);
    return match === null ? null : `${prefix}${match}`;
  }
  const lists = overloads.map((routine) => sortedList(routine.params.map((p) => p.name)));
  const match = closestMatch(lists, sortedList(keys), 0.33);
  return match === null ? null : `${prefix}${name}${match}`;
}

export function noFunction(
  snapshot: SchemaSnapshot,
  name: string,
  args: RpcArguments,
  overloads: Routine[],
): RestError {
  const keys = [...args.keys].sort(compareText);
  const fn = `${snapshot.schema}.${name}`;
  const onlyRawBody = args.isPost && RAW_BODY_TYPE[args.media] !== null;
  const withParams =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  const searched = onlyRawBody
    ? ` with a single unnamed ${RAW_BODY_TYPE[args.media]} parameter`
    : args.isPost && args.media === 'json'
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  const listed = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${onlyRawBody ? '' : listed} in the schema cache`,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    onlyRawBody ? null : noFunctionHint(snapshot, name, keys, overloads),
    {},
    true,
  );
}
