import type { ApiKeyPolicy, LocalContext, Service } from '../context.ts';
import { handleBucketRoute } from './buckets.ts';
import { answerEarly } from './early-response.ts';
import { errorResponse, RouteNotFound } from './errors.ts';
import { ObjectStore } from './object-store.ts';
import { fitsShape, objectRoutes, RESERVED_OBJECT_WORDS, staticObjectRoutes } from './routes.ts';
import { createTusEndpoint } from './tus.ts';

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

  function route(req: Request, path: string, url: URL): Promise<Response> {
    if (after(path, '/upload/resumable') !== null) return tus.handle(req, url);
    const bucketPath = after(path, '/bucket');
    if (bucketPath !== null) return handleBucketRoute(ctx, store, req, url, bucketPath);
    const objectPath = after(path, '/object');
    if (objectPath === null || objectPath === '') throw new RouteNotFound(req.method, url);
    for (const { prefix, shape, methods } of staticRoutes) {
      const rest = after(objectPath, prefix);
      const handler = methods[req.method];
      if (rest !== null && handler && fitsShape(rest, shape)) return handler(req, url, rest);
    }
    const word = objectPath.split('/')[0] ?? '';
    const handler = byMethod[req.method];
    if (RESERVED_OBJECT_WORDS.has(word) || !handler) throw new RouteNotFound(req.method, url);
    return handler(req, url, objectPath);
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
