import { dirname } from 'node:path';
import type { LocalContext, Service } from '../context.ts';
import { json } from '../http/responses.ts';
import { bearerToken } from '../jwt.ts';
import { denoBinary } from './deno-binary.ts';
import { BootError, DenoWorker, type WorkerLaunch } from './deno-worker.ts';
import { functionSecrets, readDotEnv, runtimeEnv } from './function-env.ts';
import { ConfigTomlError, FunctionSettingsSource } from './function-settings.ts';
import { locateFunction, type LocatedFunction } from './locate.ts';
import { npmRegistry } from './npm-registry.ts';
import { proxyToWorker, WorkerRequestError } from './proxy.ts';

export interface FunctionsServiceOptions {
  /** How long a worker may take to listen; the first boot downloads npm packages. */
  bootTimeoutMs?: number;
}

/**
 * The gateway adds no CORS headers to /functions/v1 (functions answer CORS themselves, as on
 * hosted), so the router's own errors carry the one header a browser needs to read them.
 */
function routerError(body: unknown, status: number): Response {
  return json(body, status, { 'access-control-allow-origin': '*' });
}

const notFound = () =>
  routerError({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
const bootError = (message: string) => routerError({ code: 'BOOT_ERROR', message }, 503);

/**
 * /functions/v1/<name>: runs supabase/functions/<name>/index.ts unmodified in a Deno process of
 * its own and proxies to it, with the Supabase router's JWT check (`verify_jwt`, default on).
 */
export function createFunctionsService(
  ctx: LocalContext,
  options: FunctionsServiceOptions = {},
): Service {
  const settings = new FunctionSettingsSource(
    ctx.config.configToml,
    dirname(ctx.config.configToml),
  );
  const workers = new Map<string, DenoWorker>();
  const bootTimeoutMs = options.bootTimeoutMs ?? 60_000;

  async function launch(fn: LocatedFunction): Promise<WorkerLaunch> {
    const [dotEnv, registry] = await Promise.all([
      readDotEnv(ctx.config.functionsDir),
      npmRegistry(),
    ]);
    const secrets = functionSecrets(
      {
        publicUrl: ctx.publicUrl,
        anonKey: ctx.keys.anonKey,
        serviceRoleKey: ctx.keys.serviceRoleKey,
        dbUrl: ctx.db.kind === 'postgres' ? ctx.db.url : undefined,
        siteUrl: ctx.config.siteUrl,
        stripeWebhookSecret: ctx.keys.stripeWebhookSecret,
        sendEmailHookSecret: ctx.sendEmailHook?.secrets.join('|'),
      },
      dotEnv,
    );
    return {
      binary: denoBinary(),
      fn,
      env: { ...secrets, ...runtimeEnv(process.env, ctx.config.denoDir, registry) },
      bootTimeoutMs,
      log: (line) => console.info(`[functions/${fn.name}] ${line}`),
    };
  }

  /** The CLI router's check: every token signed with the project's JWT secret passes. */
  async function jwtRejection(req: Request): Promise<Response | null> {
    if (!req.headers.get('authorization'))
      return routerError({ msg: 'Error: Missing authorization header' }, 401);
    const token = bearerToken(req);
    if (!token) return routerError({ msg: "Error: Auth header is not 'Bearer {token}'" }, 401);
    return ctx.jwt.verify(token).then(
      () => null,
      () => routerError({ msg: 'Invalid JWT' }, 401),
    );
  }

  async function portFor(fn: LocatedFunction): Promise<number> {
    let worker = workers.get(fn.name);
    if (!worker) {
      worker = new DenoWorker(fn.name);
      workers.set(fn.name, worker);
    }
    return worker.ensure(() => launch(fn));
  }

  async function invoke(req: Request, path: string, url: URL, name: string): Promise<Response> {
    const fnSettings = await settings.get(name);
    const fn = await locateFunction(ctx.config.functionsDir, name, fnSettings);
    if (!fn) return notFound();
    if (req.method !== 'OPTIONS' && fnSettings.verifyJwt) {
      const rejection = await jwtRejection(req);
      if (rejection) return rejection;
    }
    const port = await portFor(fn);
    try {
      return await proxyToWorker(req, port, `${path}${url.search}`);
    } catch (error) {
      if (!(error instanceof WorkerRequestError)) throw error;
      // This call fails either way; the next one must not reach a worker that is still exiting.
      if (error.connectionLost) await workers.get(fn.name)?.retire(port);
      return routerError(
        { code: 'WORKER_ERROR', message: `Function ${name} failed: ${error.message}` },
        500,
      );
    }
  }

  return {
    prefix: '/functions/v1',
    // Keyless calls reach the router, which checks the JWT unless verify_jwt = false (webhooks);
    // a key that is sent must still be one of the instance's.
    apiKeyPolicy: () => 'checked',
    async handle(req, path, url) {
      const name = /^\/([^/]+)/.exec(path)?.[1];
      if (!name) return notFound();
      try {
        return await invoke(req, path, url, name);
      } catch (error) {
        if (error instanceof BootError || error instanceof ConfigTomlError)
          return bootError(error.message);
        throw error;
      }
    },
    async close() {
      await Promise.all([...workers.values()].map((worker) => worker.stop()));
    },
  };
}
