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
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { migrate, type MigrationReport } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { apiKeyRefusal } from './http/api-key.ts';
import { trustedProxiesFrom, type TrustedProxies } from './http/client-address.ts';
import { preflight, withCors } from './http/cors.ts';
import { sendWebResponse, toWebRequest } from './http/node-adapter.ts';
import { json } from './http/responses.ts';
import { JwtVerifier } from './jwt.ts';
import { loadOrCreateKeys, type ApiKeys } from './keys.ts';
import { Mailer } from './mail/mailer.ts';
import { createServices } from './services.ts';

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

function route(services: Service[], keys: ApiKeys, req: Request, url: URL): Promise<Response> {
  const service = services.find(
    (s) => url.pathname === s.prefix || url.pathname.startsWith(`${s.prefix}/`),
  );
  if (!service)
    return Promise.resolve(json({ message: 'no Route matched with those values' }, 404));
  const path = url.pathname.slice(service.prefix.length);
  const refusal = apiKeyRefusal(service.apiKeyPolicy(path, req.method), keys, req, url);
  if (refusal) return Promise.resolve(refusal);
  return service.handle(req, path, url);
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
  const trustedProxies = callerSettings(config);
  const db = await openDb(config);
  let migrations: MigrationReport;
  try {
    migrations = await migrate(db, config.migrationsDir, config.seedFile);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw new StartupError(`Migration failed: ${(error as Error).message}`);
  }

  const server = createServer();
  let services: Service[] = [];
  server.on('request', (nodeReq, nodeRes) => {
    const origin = `http://${nodeReq.headers.host ?? `${config.host}:${config.port}`}`;
    const req = toWebRequest(nodeReq, origin, trustedProxies);
    const url = new URL(req.url);
    // Edge functions answer CORS themselves, as on hosted: the gateway adds nothing to theirs.
    const isFunction = url.pathname.startsWith('/functions/v1/');
    const answer =
      req.method === 'OPTIONS' && !isFunction
        ? Promise.resolve(preflight(req))
        : route(services, keys, req, url);
    answer
      .catch((error: unknown) => {
        console.error('supabase/local: unhandled error', req.method, url.pathname, error);
        return json({ message: 'Internal Server Error' }, 500);
      })
      .then((response) =>
        sendWebResponse(isFunction ? response : withCors(req, response), nodeRes, req.method),
      )
      .catch(() => nodeRes.destroy());
  });

  let port: number;
  try {
    port = await listen(server, config.host, config.port);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  const publicUrl = `http://${config.host}:${port}`;
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
      await db.close();
    },
  };
}
