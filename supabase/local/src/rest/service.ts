import type { LocalContext, Service } from '../context.ts';
import { isPgError } from '../db/types.ts';
import { errorResponse, fromDatabaseError, RestError } from './errors.ts';
import { execute } from './execute.ts';
import { planRead } from './handle-read.ts';
import { planRpc } from './handle-rpc.ts';
import { planWrite } from './handle-write.ts';
import type { Prepared, RestRequest } from './plan-types.ts';
import { PlanCache } from './plan-cache.ts';
import { parsePrefer, strictPreferences } from './prefer.ts';
import { parseQueryParams } from './query-params.ts';
import { authenticate, settingsStatement } from './request-context.ts';
import { readApiSettings, type ApiSettings } from './api-settings.ts';
import { SchemaCache } from './schema-cache.ts';
import type { SchemaSnapshot } from './schema-types.ts';

/** undefined_table, undefined_column, undefined_function. */
const STALE_SCHEMA_CODES = new Set(['42P01', '42703', '42883']);
const TABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);
const RPC_METHODS = new Set(['GET', 'HEAD', 'POST']);

interface Route {
  kind: 'relation' | 'rpc';
  name: string;
}

const INVALID_PATH = new RestError(404, 'PGRST125', 'Invalid path specified in request URL');

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw INVALID_PATH;
  }
}

function routeOf(path: string, method: string): Route {
  const parts = path.split('/').slice(1).map(decodeSegment);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) {
    throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  }
  if (parts.length === 1 && parts[0]) {
    if (!TABLE_METHODS.has(method))
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    return { kind: 'relation', name: parts[0] };
  }
  if (parts.length === 2 && parts[0] === 'rpc' && parts[1]) {
    if (!RPC_METHODS.has(method))
      throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    return { kind: 'rpc', name: parts[1] };
  }
  throw INVALID_PATH;
}

/** Accept-Profile (reads) or Content-Profile (writes), one of config.toml's `[api] schemas`. */
function schemaOf(req: Request, exposed: string[]): string {
  const reads = req.method === 'GET' || req.method === 'HEAD';
  const profile = req.headers.get(reads ? 'accept-profile' : 'content-profile') ?? exposed[0]!;
  if (!exposed.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    );
  }
  return profile;
}

function plan(snapshot: SchemaSnapshot, route: Route, r: RestRequest): Prepared {
  const prepared =
    route.kind === 'rpc'
      ? planRpc(snapshot, r)
      : r.method === 'GET' || r.method === 'HEAD'
        ? planRead(snapshot, r)
        : planWrite(snapshot, r);
  // PGRST122 once the target is known, as in PostgREST's plans (an unknown table is a 404 first).
  strictPreferences(r.prefs);
  const { rollbackAll } = snapshot.config.txEnd;
  const rollback = r.prefs.tx === 'rollback' || (rollbackAll && r.prefs.tx !== 'commit');
  return { ...prepared, rollback, timezone: r.prefs.timezone };
}

/**
 * The request body, read once. An octet-stream body for /rpc is bytes for a single unnamed bytea
 * parameter: kept as Postgres's hex form (`\x…`), which text cannot mangle.
 */
async function bodyTextOf(req: Request, route: Route): Promise<string> {
  if (req.method !== 'POST' && req.method !== 'PATCH') return '';
  const mime = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (route.kind === 'rpc' && mime === 'application/octet-stream')
    return `\\x${Buffer.from(await req.arrayBuffer()).toString('hex')}`;
  return req.text();
}

interface Caches {
  schema: SchemaCache;
  plans: PlanCache;
  api: ApiSettings;
}

/** The snapshot a request plans against, its version, and the cache's mark when it began. */
interface Seen {
  snapshot: SchemaSnapshot;
  version: number;
  mark: number;
}

/**
 * Plans against the cached schema; a miss (unknown table, function, column, relationship) plans
 * once more against the schema as of now, which is reloaded only if it changed.
 */
async function planWithReload(cache: SchemaCache, seen: Seen, route: Route, r: RestRequest) {
  try {
    return plan(seen.snapshot, route, r);
  } catch (error) {
    if (!(error instanceof RestError) || !error.cacheMiss) throw error;
    return plan(await cache.refresh(seen.mark, r.schema), route, r);
  }
}

async function prepare(caches: Caches, seen: Seen, req: Request, path: string, url: URL) {
  const key = PlanCache.keyOf(req, path, url);
  const cached = key === null ? undefined : caches.plans.get(key, seen.version);
  if (cached) return cached;
  const route = routeOf(path, req.method);
  const schema = schemaOf(req, caches.api.schemas);
  if (schema !== seen.snapshot.schema)
    seen = { ...seen, snapshot: await caches.schema.get(schema) };
  const r: RestRequest = {
    req,
    method: req.method,
    path,
    name: route.name,
    schema,
    query: parseQueryParams(
      url.searchParams,
      route.kind === 'rpc' && (req.method === 'GET' || req.method === 'HEAD'),
    ),
    prefs: parsePrefer(req.headers.get('prefer'), seen.snapshot.config.txEnd.allowOverride),
    maxRows: caches.api.maxRows,
    bodyText: await bodyTextOf(req, route),
  };
  const prepared = await planWithReload(caches.schema, seen, route, r);
  if (key !== null) caches.plans.set(key, caches.schema.version, prepared);
  return prepared;
}

async function handle(
  ctx: LocalContext,
  caches: Caches,
  req: Request,
  path: string,
  url: URL,
): Promise<Response> {
  // As in PostgREST, the JWT is checked before anything about the request is.
  const mark = caches.schema.mark;
  const version = caches.schema.version;
  // Roles and settings are cluster-wide: the default schema's snapshot serves the JWT check.
  const snapshot = await caches.schema.get(caches.api.schemas[0]!);
  const auth = await authenticate(req, ctx.jwt, snapshot.roles);
  const prepared = await prepare(caches, { snapshot, version, mark }, req, path, url);
  const settings = settingsStatement(req, path, auth, {
    readOnly: prepared.readOnly,
    statementTimeout: snapshot.roles.statementTimeouts.get(auth.role),
    timezone: prepared.timezone,
    schema: schemaOf(req, caches.api.schemas),
  });
  try {
    const result = await execute(ctx.db, {
      settings,
      sql: prepared.sql,
      params: prepared.params,
      ...(prepared.check && { check: prepared.check }),
      rollback: prepared.rollback === true,
    });
    return prepared.respond(result);
  } catch (error) {
    // The database may no longer have what a cached plan names (DDL since the last load): refresh
    // for next time. The same codes come from a caller's own filter (`?id=like.x` on an integer),
    // so this reloads only if the schema changed.
    if (isPgError(error) && STALE_SCHEMA_CODES.has(error.code))
      caches.schema.refresh(mark, caches.api.schemas[0]!).catch(() => undefined);
    throw fromDatabaseError(error, auth.authed);
  }
}

/** /rest/v1: PostgREST (v12/v13 semantics) over the local database. */
export function createRestService(ctx: LocalContext): Service {
  const caches: Caches = {
    schema: new SchemaCache(ctx.db),
    plans: new PlanCache(),
    api: readApiSettings(ctx.config.configToml),
  };
  return {
    prefix: '/rest/v1',
    apiKeyPolicy: () => 'required',
    async handle(req, path, url) {
      try {
        return await handle(ctx, caches, req, path, url);
      } catch (error) {
        if (error instanceof RestError) return errorResponse(error);
        throw error;
      }
    },
  };
}
