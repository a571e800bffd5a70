import type { BeforeUserCreatedHook } from './auth/before-user-created.ts';
import type { SendEmailHook } from './auth/hook-settings.ts';
import type { LocalConfig } from './config.ts';
import type { Db } from './db/types.ts';
import type { JwtVerifier } from './jwt.ts';
import type { ApiKeys } from './keys.ts';
import type { Mailer } from './mail/mailer.ts';

/** Everything a service of supabase/local shares. */
export interface LocalContext {
  config: LocalConfig;
  db: Db;
  keys: ApiKeys;
  jwt: JwtVerifier;
  mailer: Mailer;
  /** The URL clients use to reach the gateway, e.g. http://127.0.0.1:54321. */
  publicUrl: string;
  /** Auth's Send Email hook; null when Auth sends its own mail. */
  sendEmailHook: SendEmailHook | null;
  /** Auth's before-user-created hook (a Postgres function); null when none is configured. */
  beforeUserCreatedHook: BeforeUserCreatedHook | null;
}

/**
 * How the gateway treats a path's `apikey` (header or url param), as hosted Supabase's does:
 * - 'required': none → 401 No API key found; one that is not the anon or service-role key → 401.
 * - 'checked': none passes (the service's own bearer check decides); a wrong one → 401.
 * - 'open': never looked at (public downloads, mailed links, the local /_dev pages, which
 *   http/dev-tools.ts guards instead).
 */
export type ApiKeyPolicy = 'required' | 'checked' | 'open';

/**
 * The most a request body under a service's prefix may hold, and the service's own answer to a
 * larger one (413, in that service's error format). The gateway counts while streaming.
 */
export interface BodyLimit {
  bytes: number;
  refusal(req: Request): Response;
}

/** One protocol mounted under a path prefix, e.g. /rest/v1. */
export interface Service {
  prefix: string;
  /** What the gateway asks of the apikey before handing the request over. */
  apiKeyPolicy: (path: string, method: string) => ApiKeyPolicy;
  /** `path` is the request path with the prefix removed ('' or '/...'). */
  handle(req: Request, path: string, url: URL): Promise<Response>;
  /** A cap on request bodies (none: the service limits what it reads itself, as Storage does). */
  bodyLimit?: BodyLimit;
  /**
   * A local dev tool (/_dev/…): it answers anyone only while the gateway listens on loopback,
   * and needs the service-role key otherwise (http/dev-tools.ts).
   */
  localOnly?: boolean;
  close?(): Promise<void>;
}
