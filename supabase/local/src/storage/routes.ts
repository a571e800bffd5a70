import type { LocalContext } from '../context.ts';
import { handleList } from './list.ts';
import { handleCopy, handleDelete, handleMove } from './object-ops.ts';
import {
  handleAuthenticatedDownload,
  handleHead,
  handleInfo,
  handlePublicDownload,
} from './object-read.ts';
import type { ObjectStore } from './object-store.ts';
import { handleCreateSignedUrl, handleSignedDownload } from './sign.ts';
import { handleUpload } from './upload.ts';

/** A handler gets the request, its URL and the route remainder after the matched prefix. */
export type Route = (req: Request, url: URL, rest: string) => Promise<Response>;
export type MethodTable = Record<string, Route>;

/**
 * The static /object/<word>/... routes, tried before /object/{bucket}/... as the storage
 * server's router does (so a bucket named like one of them is shadowed there too).
 */
export function staticObjectRoutes(
  ctx: LocalContext,
  store: ObjectStore,
): Array<{ prefix: string; methods: MethodTable }> {
  const signedDownload: Route = (req, url, rest) =>
    handleSignedDownload(ctx, store, req, url, rest);
  const publicDownload: Route = (req, url, rest) =>
    handlePublicDownload(ctx, store, req, url, rest);
  const authenticatedDownload: Route = (req, url, rest) =>
    handleAuthenticatedDownload(ctx, store, req, url, rest);
  return [
    { prefix: 'list', methods: { POST: (req, url, rest) => handleList(ctx, req, url, rest) } },
    { prefix: 'move', methods: { POST: (req, url) => handleMove(ctx, store, req, url) } },
    { prefix: 'copy', methods: { POST: (req, url) => handleCopy(ctx, store, req, url) } },
    { prefix: 'info', methods: { GET: (req, url, rest) => handleInfo(ctx, req, url, rest) } },
    {
      prefix: 'sign',
      methods: {
        POST: (req, url, rest) => handleCreateSignedUrl(ctx, req, url, rest),
        GET: signedDownload,
        HEAD: signedDownload,
      },
    },
    { prefix: 'public', methods: { GET: publicDownload, HEAD: publicDownload } },
    {
      prefix: 'authenticated',
      methods: { GET: authenticatedDownload, HEAD: authenticatedDownload },
    },
  ];
}

/** /object/{bucket}/{path} by method, and DELETE /object/{bucket} for several objects. */
export function objectRoutes(ctx: LocalContext, store: ObjectStore): MethodTable {
  const upload: Route = (req, url, rest) => handleUpload(ctx, store, req, url, rest);
  return {
    POST: upload,
    PUT: upload,
    GET: (req, url, rest) => handleAuthenticatedDownload(ctx, store, req, url, rest),
    HEAD: (req, url, rest) => handleHead(ctx, store, req, url, rest),
    DELETE: (req, url, rest) => handleDelete(ctx, store, req, url, rest),
  };
}
