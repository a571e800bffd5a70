import type { LocalContext, Service } from '../context.ts';
import { handleAdmin } from './admin.ts';
import { AuthError, errorResponse, notFound, unexpectedFailure } from './errors.ts';
import { invite } from './invite.ts';
import { otp } from './otp.ts';
import { reauthenticate } from './reauthenticate.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { health, oauthUnavailable, settings } from './settings.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

type Handler = (ctx: LocalContext, req: Request, url: URL) => Promise<Response> | Response;

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/otp': { POST: otp },
  '/reauthenticate': { GET: reauthenticate },
  '/invite': { POST: invite },
  '/resend': { POST: resend },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/settings': { GET: settings },
  '/health': { GET: health },
  '/authorize': { GET: oauthUnavailable },
  '/callback': { GET: oauthUnavailable, POST: oauthUnavailable },
};

/** Paths Kong lets through without an apikey: OAuth redirects and the health check (and GET /verify, the mailed link). */
const OPEN_PATHS = new Set(['/callback', '/authorize', '/health']);

async function route(ctx: LocalContext, req: Request, path: string, url: URL): Promise<Response> {
  const handlers = ROUTES[path];
  if (handlers) {
    const handler = handlers[req.method];
    if (!handler) throw new AuthError(405, 'validation_failed', 'Method not allowed');
    return handler(ctx, req, url);
  }
  const admin = await handleAdmin(ctx, req, path, url);
  if (admin) return admin;
  throw notFound('not_found', `No auth endpoint at ${path || '/'}`);
}

/** /auth/v1: GoTrue (supabase/auth) as auth-js talks to it. */
export function createAuthService(ctx: LocalContext): Service {
  return {
    prefix: '/auth/v1',
    apiKeyPolicy: (path, method) =>
      OPEN_PATHS.has(path) || (path === '/verify' && method === 'GET') ? 'open' : 'required',
    async handle(req, path, url) {
      try {
        return await route(ctx, req, path, url);
      } catch (error) {
        return errorResponse(req, error instanceof AuthError ? error : unexpectedFailure(error));
      }
    },
  };
}
