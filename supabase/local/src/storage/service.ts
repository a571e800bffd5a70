import type { LocalContext, Service } from '../context.ts';
import { json } from '../http/responses.ts';
import { handleBucketRoute } from './buckets.ts';
import { answerEarly } from './early-response.ts';
import { errorResponse } from './errors.ts';
import { handleList } from './list.ts';
import { handleCopy, handleDelete, handleMove } from './object-ops.ts';
import { handleAuthenticatedDownload, handleHead, handleInfo, handlePublicDownload } from './object-read.ts';
import { ObjectStore } from './object-store.ts';
import { handleCreateSignedUrl, handleSignedDownload } from './sign.ts';
import { createTusEndpoint } from './tus.ts';
import { handleUpload } from './upload.ts';

type Route = (req: Request, url: URL, rest: string) => Promise<Response>;

function notFound(req: Request, url: URL): Response {
  return json(
    { statusCode: '404', code: 'NotFound', error: 'Not Found', message: `Route ${req.method}:${url.pathname} not found` },
    404,
  );
}

/** `/object/<word>/...` when the path starts with that word, else null. */
function after(path: string, prefix: string): string | null {
  if (path === prefix) return '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : null;
}

/**
 * /storage/v1 — the Storage API storage-js 2.x speaks, on disk and in storage.objects, with the
 * request's JWT deciding the Postgres role so storage.objects RLS policies apply. Static
 * segments (list, sign, info, public, ...) win over bucket names, as in the storage server.
 */
export function createStorageService(ctx: LocalContext): Service {
  const store = new ObjectStore(ctx.config.dataDir);
  const tus = createTusEndpoint(ctx, store);

  const objectRoutes: Array<{ prefix: string; methods: Record<string, Route> }> = [
    { prefix: 'list', methods: { POST: (req, url, rest) => handleList(ctx, req, url, rest) } },
    { prefix: 'move', methods: { POST: (req, url) => handleMove(ctx, store, req, url) } },
    { prefix: 'copy', methods: { POST: (req, url) => handleCopy(ctx, store, req, url) } },
    { prefix: 'info', methods: { GET: (req, url, rest) => handleInfo(ctx, req, url, rest) } },
    {
      prefix: 'sign',
      methods: {
        POST: (req, url, rest) => handleCreateSignedUrl(ctx, req, url, rest),
        GET: (req, url, rest) => handleSignedDownload(ctx, store, req, url, rest),
        HEAD: (req, url, rest) => handleSignedDownload(ctx, store, req, url, rest),
      },
    },
    {
      prefix: 'public',
      methods: {
        GET: (req, url, rest) => handlePublicDownload(ctx, store, req, url, rest),
        HEAD: (req, url, rest) => handlePublicDownload(ctx, store, req, url, rest),
      },
    },
    {
      prefix: 'authenticated',
      methods: {
        GET: (req, url, rest) => handleAuthenticatedDownload(ctx, store, req, url, rest),
        HEAD: (req, url, rest) => handleAuthenticatedDownload(ctx, store, req, url, rest),
      },
    },
  ];

  const objectMethods: Record<string, Route> = {
    POST: (req, url, rest) => handleUpload(ctx, store, req, url, rest),
    PUT: (req, url, rest) => handleUpload(ctx, store, req, url, rest),
    GET: (req, url, rest) => handleAuthenticatedDownload(ctx, store, req, url, rest),
    HEAD: (req, url, rest) => handleHead(ctx, store, req, url, rest),
    DELETE: (req, url, rest) => handleDelete(ctx, store, req, url, rest),
  };

  function route(req: Request, path: string, url: URL): Promise<Response> | Response {
    if (after(path, '/upload/resumable') !== null) return tus.handle(req, url);
    const bucketPath = after(path, '/bucket');
    if (bucketPath !== null) return handleBucketRoute(ctx, req, url, bucketPath);
    const objectPath = after(path, '/object');
    if (objectPath === null || objectPath === '') return notFound(req, url);
    for (const { prefix, methods } of objectRoutes) {
      const rest = after(objectPath, prefix);
      if (rest === null) continue;
      const handler = methods[req.method];
      return handler ? handler(req, url, rest) : notFound(req, url);
    }
    const handler = objectMethods[req.method];
    return handler ? handler(req, url, objectPath) : notFound(req, url);
  }

  return {
    prefix: '/storage/v1',
    // Kong leaves /storage/v1 open: the bearer token decides, not the apikey.
    requiresApiKey: () => false,
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
