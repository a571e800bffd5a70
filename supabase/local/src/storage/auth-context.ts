import type { LocalContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { bearerToken, JwtError, type Claims } from '../jwt.ts';
import { errors, fromDbError } from './errors.ts';
import { isUuid } from './paths.ts';

/** The Postgres roles a request may act as; anything else in a token is refused. */
const ROLES = ['anon', 'authenticated', 'service_role'] as const;
type DbRole = (typeof ROLES)[number];

/** Who a request acts as, decided by its bearer token as the storage server decides it. */
export interface AuthContext {
  role: DbRole;
  claims: Claims;
  /** The raw token ('' when the request had none). */
  token: string;
  /** false when no valid token was presented (routes that allow that treat the caller as anon). */
  authenticated: boolean;
  /** storage.objects.owner is a uuid: set only when the subject is one. */
  owner: string | null;
  ownerId: string | null;
}

/** What the storage server also exposes to policies about the request itself. */
export interface RequestScope {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** storage.operation(), e.g. storage.object.upload. */
  operation: string;
}

/**
 * The messages jose gives, which the storage server passes on (it verifies with jose's jwtVerify:
 * src/internal/auth/jwt.ts); an empty or non-JWS token is "Invalid Compact JWS".
 */
export function jwtMessage(error: unknown): string {
  if (!(error instanceof JwtError)) return 'Invalid Compact JWS';
  switch (error.problem) {
    case 'expired':
      return '"exp" claim timestamp check failed';
    case 'signature':
      return 'signature verification failed';
    case 'invalid':
      return 'JWS Protected Header is invalid';
    default:
      return 'Invalid Compact JWS';
  }
}

const ANONYMOUS: AuthContext = {
  role: 'anon',
  claims: { role: 'anon' },
  token: '',
  authenticated: false,
  owner: null,
  ownerId: null,
};

/**
 * Verifies the request's bearer token. `required` routes refuse a missing or bad token with
 * AccessDenied and jose's message, as the storage server's jwt plugin does; `optional` routes (object info, HEAD) treat such a caller as anon.
 */
export async function authenticate(
  ctx: LocalContext,
  req: Request,
  mode: 'required' | 'optional',
): Promise<AuthContext> {
  const token = bearerToken(req);
  if (!token) {
    if (mode === 'optional') return ANONYMOUS;
    // The storage server verifies the empty string, and refuses it as any bad token.
    throw errors.accessDenied(jwtMessage(null));
  }
  let claims: Claims;
  try {
    claims = await ctx.jwt.verify(token);
  } catch (error) {
    if (mode === 'optional') return ANONYMOUS;
    throw errors.accessDenied(jwtMessage(error));
  }
  const role = ROLES.find((candidate) => candidate === claims.role);
  if (!role) throw errors.invalidJwt(`role "${String(claims.role)}" is not allowed`);
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return {
    role,
    claims,
    token,
    authenticated: true,
    owner: sub && isUuid(sub.toLowerCase()) ? sub : null,
    ownerId: sub,
  };
}

export function requestScope(req: Request, url: URL, operation: string): RequestScope {
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { method: req.method, path: url.pathname, headers, operation };
}

/** Switches the transaction to the request's role and claims (RLS applies from here on). */
export async function enterRole(tx: Queryable, auth: AuthContext, scope: RequestScope) {
  // The role comes from the fixed list above, so it is safe to splice in.
  await tx.query(`set local role ${auth.role}`);
  await tx.query(
    `select set_config('request.jwt.claims', $1, true),
            set_config('request.jwt.claim.sub', $2, true),
            set_config('request.jwt.claim.role', $3, true),
            set_config('request.jwt', $4, true),
            set_config('request.method', $5, true),
            set_config('request.path', $6, true),
            set_config('request.headers', $7, true),
            set_config('storage.operation', $8, true),
            set_config('storage.allow_delete_query', 'true', true)`,
    [
      JSON.stringify(auth.claims),
      auth.ownerId ?? '',
      auth.role,
      auth.token,
      scope.method,
      scope.path,
      JSON.stringify(scope.headers),
      scope.operation,
    ],
  );
}

/**
 * Runs `fn` in one transaction as the request's role with its JWT claims set, so the RLS
 * policies on storage.objects decide (service_role bypasses them). Postgres errors come out
 * already mapped to the storage error shape.
 */
export async function asRequester<T>(
  ctx: LocalContext,
  auth: AuthContext,
  scope: RequestScope,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await enterRole(tx, auth, scope);
      return fn(tx);
    });
  } catch (error) {
    throw fromDbError(error);
  }
}

class Rollback extends Error {}

/**
 * Runs `fn` as the requester and always rolls back: the storage server's testPermission, used to
 * learn whether RLS would let a write through before any bytes are accepted.
 */
export async function testAsRequester(
  ctx: LocalContext,
  auth: AuthContext,
  scope: RequestScope,
  fn: (tx: Queryable) => Promise<unknown>,
): Promise<void> {
  try {
    await asRequester(ctx, auth, scope, async (tx) => {
      await fn(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}
