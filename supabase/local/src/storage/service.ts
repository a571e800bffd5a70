import type { ApiKeyPolicy, LocalContext, Service } from '../context.ts';
import { json } from '../http/responses.ts';
import { handleBucketRoute } from './buckets.ts';
import { answerEarly } from './early-response.ts';
import { errorResponse } from './errors.ts';
import { ObjectStore } from './object-store.ts';
import { objectRoutes, staticObjectRoutes } from './routes.ts';
import { createTusEndpoint } from './tus.ts';

function notFound(req: Request, url: URL): Response {
  return json(
    {
      statusCode: '404',
      code: 'NotFound',
      error: 'Not Found',
      message: `Route ${req.method}:${url.pathname} not found`,
    },
    404,
  );
}

/** The remainder of `path` after `prefix` ('' when equal), or null when it does not start with it. */
function after(path: string, prefix: string): string | null {
  if (path === prefix) return '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : null;
}

/**
 * Keyless calls pass: the bearer token decides, as on hosted. A key that is sent must be one of
 * the instance's, except on public and signed-URL downloads, which links (<img>, <video>) open
 * with no headers at all and the gateway leaves alone.
 */
function storageApiKeyPolicy(path: string, method: string): ApiKeyPolicy {
  const download = method === 'GET' || method === 'HEAD';
  const linkable = path.startsWith('/object/public/') || path.startsWith('/object/sign/');
  return download && linkable ? 'open' : 'checked';
}

/**
 * /storage/v1 — the Storage API storage-js 2.x speaks, with bytes on disk and rows in
 * storage.objects, and the request's JWT choosing the Postgres role so storage.objects RLS
 * policies decide. TUS resumable uploads live at /upload/resumable.
 */
export function createStorageService(ctx: LocalContext): Service {
  const store = new ObjectStore(ctx.config.dataDir);
  const tus = createTusEndpoint(ctx, store);
  const staticRoutes = staticObjectRoutes(ctx, store);
  const byMethod = objectRoutes(ctx, store);

  function route(req: Request, path: string, url: URL): Promise<Response> | Response {
    if (after(path, '/upload/resumable') !== null) return tus.handle(req, url);
    const bucketPath = after(path, '/bucket');
    if (bucketPath !== null) return handleBucketRoute(ctx, req, url, bucketPath);
    const objectPath = after(path, '/object');
    if (objectPath === null || objectPath === '') return notFound(req, url);
    for (const { prefix, methods } of staticRoutes) {
      const rest = after(objectPath, prefix);
      if (rest === null) continue;
      const handler = methods[req.method];
      return handler ? handler(req, url, rest) : notFound(req, url);
    }
    const handler = byMethod[req.method];
    return handler ? handler(req, url, objectPath) : notFound(req, url);
  }

  return {
    prefix: '/storage/v1',
    apiKeyPolicy: storageApiKeyPolicy,
    async handle(req, path, url) {
      try {
        return await route(req, path, url);
      } catch (error) {
        return answerEarly(req, errorResponse(error, `${req.method} ${url.pathname}`));
      }
    },
    async close() {
      tus.close();
    },
  };
}
