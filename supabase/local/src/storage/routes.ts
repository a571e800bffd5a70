import type { LocalContext } from '../context.ts';
import { handleList } from './list.ts';
import { handleListV2 } from './list-v2.ts';
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
import { handleCreateSignedUploadUrl, handleSignedUpload } from './upload-sign.ts';

/** A handler gets the request, its URL and the route remainder after the matched prefix. */
type Route = (req: Request, url: URL, rest: string) => Promise<Response>;
export type MethodTable = Record<string, Route>;

/** What a static route takes after its word: nothing, one bucket, or a bucket and maybe a path. */
export type RouteShape = 'none' | 'bucket' | 'path';

export interface StaticRoute {
  prefix: string;
  shape: RouteShape;
  methods: MethodTable;
}

/**
 * The words the storage server's /object router has static routes under. A request under one of
 * them that none of its routes takes is a 404 here, never an upload into a bucket of that name.
 */
export const RESERVED_OBJECT_WORDS = new Set([
  'list',
  'list-v2',
  'move',
  'copy',
  'info',
  'sign',
  'upload',
  'public',
  'authenticated',
]);

export function fitsShape(rest: string, shape: RouteShape): boolean {
  if (shape === 'none') return rest === '';
  if (rest === '') return false;
  return shape === 'path' || !rest.includes('/');
}

/**
 * The static /object/<word>/... routes (src/http/routes/object), tried before /object/{bucket}/...
 * as the storage server's router does (so a bucket named like one of them is shadowed there too).
 */
export function staticObjectRoutes(ctx: LocalContext, store: ObjectStore): StaticRoute[] {
  const signedDownload: Route = (req, url, rest) =>
    handleSignedDownload(ctx, store, req, url, rest);
  const publicDownload: Route = (req, url, rest) =>
    handlePublicDownload(ctx, store, req, url, rest);
  const authenticatedDownload: Route = (req, url, rest) =>
    handleAuthenticatedDownload(ctx, store, req, url, rest);
  return [
    {
      prefix: 'list',
      shape: 'bucket',
      methods: { POST: (req, url, rest) => handleList(ctx, req, url, rest) },
    },
    {
      prefix: 'list-v2',
      shape: 'bucket',
      methods: { POST: (req, url, rest) => handleListV2(ctx, req, url, rest) },
    },
    {
      prefix: 'move',
      shape: 'none',
      methods: { POST: (req, url) => handleMove(ctx, store, req, url) },
    },
    {
      prefix: 'copy',
      shape: 'none',
      methods: { POST: (req, url) => handleCopy(ctx, store, req, url) },
    },
    {
      prefix: 'info',
      shape: 'path',
      methods: { GET: (req, url, rest) => handleInfo(ctx, req, url, rest) },
    },
    {
      prefix: 'sign',
      shape: 'path',
      methods: {
        POST: (req, url, rest) => handleCreateSignedUrl(ctx, req, url, rest),
        GET: signedDownload,
        HEAD: signedDownload,
      },
    },
    {
      prefix: 'upload/sign',
      shape: 'path',
      methods: {
        POST: (req, url, rest) => handleCreateSignedUploadUrl(ctx, req, url, rest),
        PUT: (req, url, rest) => handleSignedUpload(ctx, store, req, url, rest),
      },
    },
    { prefix: 'public', shape: 'path', methods: { GET: publicDownload, HEAD: publicDownload } },
    {
      prefix: 'authenticated',
      shape: 'path',
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
