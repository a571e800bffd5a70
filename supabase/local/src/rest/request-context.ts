import { bearerToken, JwtError, type Claims, type JwtVerifier } from '../jwt.ts';
import { RestError } from './errors.ts';
import type { RoleInfo } from './schema-types.ts';

const ANON_ROLE = 'anon';

export interface RequestAuth {
  role: string;
  /** The full claim set with `role` filled in, as request.jwt.claims carries it. */
  claims: Record<string, unknown>;
  /** PostgREST's `authed`: the role is not the anonymous role (42501 then means 403, not 401). */
  authed: boolean;
}

function invalidToken(
  code: 'PGRST301' | 'PGRST303',
  message: string,
  details: string | null = null,
): RestError {
  return new RestError(401, code, message, details, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

/** JWT failures with PostgREST v13's codes and messages. */
function jwtFailure(error: JwtError): RestError {
  switch (error.problem) {
    case 'expired':
      return invalidToken('PGRST303', 'JWT expired');
    case 'signature':
      return invalidToken(
        'PGRST301',
        'No suitable key or wrong key type',
        'None of the keys was able to decode the JWT',
      );
    case 'malformed':
      return error.message.startsWith('Expected 3 parts')
        ? invalidToken('PGRST301', error.message)
        : invalidToken('PGRST301', 'JWT cryptographic operation failed');
    case 'invalid':
      return error.message.includes('ALG')
        ? invalidToken('PGRST301', 'Wrong or unsupported encoding algorithm')
        : invalidToken('PGRST301', 'JWT cryptographic operation failed');
  }
}

function checkRole(role: string, roles: RoleInfo): void {
  if (!roles.existing.has(role)) {
    throw new RestError(401, '22023', `role "${role}" does not exist`, null, null, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  if (!roles.switchable.has(role)) {
    throw new RestError(403, '42501', `permission denied to set role "${role}"`);
  }
}

/**
 * Verifies the bearer token (HS256, the instance secret) and picks the Postgres role from its
 * `role` claim; no Authorization header means the anonymous role.
 */
export async function authenticate(
  req: Request,
  jwt: JwtVerifier,
  roles: RoleInfo,
): Promise<RequestAuth> {
  const header = req.headers.get('authorization');
  if (header !== null && /^bearer\s*$/i.test(header.trim())) {
    throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
  }
  const token = bearerToken(req);
  let claims: Claims = {};
  if (token) {
    try {
      claims = await jwt.verify(token);
    } catch (error) {
      if (error instanceof JwtError) throw jwtFailure(error);
      throw error;
    }
  }
  const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : ANON_ROLE;
  checkRole(role, roles);
  return { role, claims: { ...claims, role }, authed: role !== ANON_ROLE };
}

function cookiesOf(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}

function claimText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface SettingsStatement {
  sql: string;
  params: string[];
}

function searchPath(schema: string): string {
  const names = [schema, ...['public', 'extensions'].filter((name) => name !== schema)];
  return names.map((name) => `"${name.replaceAll('"', '""')}"`).join(', ');
}

/**
 * PostgREST's pre-query: one `select set_config(..., true)` (transaction-local) setting the
 * search path, the role, the claims (always, even for anon: after a commit these read as '' and
 * a `::jsonb` cast of '' fails), the request method, path, headers and cookies.
 */
export function settingsStatement(
  req: Request,
  path: string,
  auth: RequestAuth,
  options: {
    readOnly: boolean;
    statementTimeout: string | undefined;
    timezone?: string | undefined;
    schema?: string;
  },
): SettingsStatement {
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const settings: [string, string][] = [
    // The profile's schema first, then config.toml's extra_search_path (the CLI's default).
    ['search_path', searchPath(options.schema ?? 'public')],
    ['role', auth.role],
    ['request.jwt.claims', JSON.stringify(auth.claims)],
    ['request.jwt.claim.sub', claimText(auth.claims.sub)],
    ['request.jwt.claim.role', auth.role],
    ['request.jwt.claim.email', claimText(auth.claims.email)],
    ['request.method', req.method],
    ['request.path', path],
    ['request.headers', JSON.stringify(headers)],
    ['request.cookies', JSON.stringify(cookiesOf(req.headers.get('cookie')))],
  ];
  if (options.statementTimeout) settings.push(['statement_timeout', options.statementTimeout]);
  if (options.readOnly) settings.push(['transaction_read_only', 'on']);
  // Prefer: timezone= (an invalid one fails here with 22023, as in PostgREST).
  if (options.timezone !== undefined) settings.push(['timezone', options.timezone]);
  const calls = settings.map(([name], index) => `set_config('${name}', $${index + 1}, true)`);
  return { sql: `select ${calls.join(', ')}`, params: settings.map(([, value]) => value) };
}
