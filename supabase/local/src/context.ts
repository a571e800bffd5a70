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
}

/** One protocol mounted under a path prefix, e.g. /rest/v1. */
export interface Service {
  prefix: string;
  /** Kong's key-auth: requests without an apikey header get 401, except for open paths. */
  requiresApiKey: (path: string, method: string) => boolean;
  /** `path` is the request path with the prefix removed ('' or '/...'). */
  handle(req: Request, path: string, url: URL): Promise<Response>;
  close?(): Promise<void>;
}
