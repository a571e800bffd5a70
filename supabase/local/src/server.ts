import { mkdir, access, constants } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import {
  BeforeUserCreatedConfigError,
  loadBeforeUserCreatedHook,
  type BeforeUserCreatedHook,
} from './auth/before-user-created.ts';
import { HookConfigError, loadSendEmailHook, type SendEmailHook } from './auth/hook-settings.ts';
import { authRateLimits, RateLimitConfigError } from './auth/rate-limit-settings.ts';
import type { LocalConfig } from './config.ts';
import type { LocalContext, Service } from './context.ts';
import { startCountFolds } from './db/count-folds.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { migrate, type MigrationReport } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { apiKeyRefusal } from './http/api-key.ts';
import { trustedProxiesFrom, type TrustedProxies } from './http/client-address.ts';
import { preflight, withCors } from './http/cors.ts';
import { devToolRefusal } from './http/dev-tools.ts';
import { json } from './http/responses.ts';
import { SERVER_OPTIONS, serveGateway } from './http/serve.ts';
import { JwtVerifier } from './jwt.ts';
import { loadOrCreateKeys, type ApiKeys } from './keys.ts';
import { Mailer } from './mail/mailer.ts';
import { createServices } from './services.ts';
import { globalUploadLimit, StorageConfigError } from './storage/upload-limit.ts';

/** A start-up failure with a message meant for a person, and the exit code main() uses. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

export interface Gateway {
  url: string;
  keys: ApiKeys;
  db: Db;
  config: LocalConfig;
  migrations: MigrationReport;
  close(): Promise<void>;
}

async function ensureDataDir(dir: string) {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new StartupError(
      `The data directory ${dir} cannot be read or written: ${(error as Error).message}`,
    );
  }
}

async function openDb(config: LocalConfig): Promise<Db> {
  if (!config.databaseUrl) return openPglite(join(config.dataDir, 'db'));
  try {
    return await openPostgres(config.databaseUrl);
  } catch (error) {
    throw new StartupError(
      `Cannot connect to DATABASE_URL (${redact(config.databaseUrl)}): ${(error as Error).message}`,
    );
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`Port ${port} on ${host} is already in use.`));
      else reject(new StartupError(`Cannot listen on ${host}:${port}: ${error.message}`));
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function isFunction(url: URL): boolean {
  return url.pathname.startsWith('/functions/v1/');
}

function findService(services: Service[], pathname: string): Service | undefined {
  return services.find((s) => pathname === s.prefix || pathname.startsWith(`${s.prefix}/`));
}

function route(
  services: Service[],
  keys: ApiKeys,
  config: LocalConfig,
  req: Request,
  url: URL,
): Promise<Response> {
  const service = findService(services, url.pathname);
  if (!service)
    return Promise.resolve(json({ message: 'no Route matched with those values' }, 404));
  const path = url.pathname.slice(service.prefix.length);
  const refusal =
    (service.localOnly ? devToolRefusal(config.host, keys, req, url) : null) ??
    apiKeyRefusal(service.apiKeyPolicy(path, req.method), keys, req, url);
  if (refusal) return Promise.resolve(refusal);
  return service.handle(req, path, url);
}

/** Storage's global upload limit, checked before anything starts (a bad size is a start-up error). */
function checkUploadLimit(config: LocalConfig): void {
  try {
    globalUploadLimit(config);
  } catch (error) {
    if (error instanceof StorageConfigError) throw new StartupError(error.message);
    throw error;
  }
}

function sendEmailHook(config: LocalConfig, jwtSecret: string): SendEmailHook | null {
  try {
    return loadSendEmailHook(config, jwtSecret);
  } catch (error) {
    if (error instanceof HookConfigError) throw new StartupError(error.message);
    throw error;
  }
}

function beforeUserCreatedHook(config: LocalConfig): BeforeUserCreatedHook | null {
  try {
    return loadBeforeUserCreatedHook(config);
  } catch (error) {
    if (error instanceof BeforeUserCreatedConfigError) throw new StartupError(error.message);
    throw error;
  }
}

/** The settings of who is calling and how often, checked before anything starts. */
function callerSettings(config: LocalConfig): TrustedProxies {
  try {
    authRateLimits(config);
    return trustedProxiesFrom(config.trustedProxies);
  } catch (error) {
    if (error instanceof RateLimitConfigError) throw new StartupError(error.message);
    throw new StartupError(`SUPABASE_LOCAL_TRUSTED_PROXIES: ${(error as Error).message}`);
  }
}

/** Starts supabase/local: data dir, keys, database and migrations, then the HTTP gateway. */
export async function startGateway(config: LocalConfig): Promise<Gateway> {
  await ensureDataDir(config.dataDir);
  const keys = await loadOrCreateKeys(config.dataDir, config.jwtSecret);
  const hook = sendEmailHook(config, keys.jwtSecret);
  const userCreatedHook = beforeUserCreatedHook(config);
  checkUploadLimit(config);
  const trustedProxies = callerSettings(config);
  const db = await openDb(config);
  let migrations: MigrationReport;
  try {
    migrations = await migrate(db, config.migrationsDir, config.seedFile);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new StartupError(`Migration failed: ${(error as Error).message}`);
  }

  const server = createServer(SERVER_OPTIONS);
  let services: Service[] = [];
  // The Host an HTTP/1.0 request without one is taken to have named: this gateway (port known
  // once listening).
  const bindHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  let ownHost = `${bindHost}:${config.port}`;
  serveGateway(server, {
    ownHost: () => ownHost,
    trustedProxies,
    bodyLimit: (url) => findService(services, url.pathname)?.bodyLimit ?? null,
    answer(req, url) {
      // Edge functions answer CORS themselves, as on hosted: the gateway adds nothing to theirs.
      if (req.method === 'OPTIONS' && !isFunction(url)) return Promise.resolve(preflight(req));
      return route(services, keys, config, req, url);
    },
    finish: (req, url, response) => (isFunction(url) ? response : withCors(req, response)),
  });

  let port: number;
  try {
    port = await listen(server, config.host, config.port);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  const publicUrl = `http://${config.host}:${port}`;
  ownHost = `${bindHost}:${port}`;
  const context: LocalContext = {
    config,
    db,
    keys,
    jwt: new JwtVerifier(keys.jwtSecret),
    mailer: new Mailer(db),
    publicUrl,
    sendEmailHook: hook,
    beforeUserCreatedHook: userCreatedHook,
  };
  services = createServices(context);
  const folds = startCountFolds(db, config.countFoldIntervalMs);

  return {
    url: publicUrl,
    keys,
    db,
    config,
    migrations,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.all(services.map((service) => service.close?.()));
      await folds.stop();
      await db.close();
    },
  };
}
