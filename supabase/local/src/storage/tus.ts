import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, MemoryLocker, Server } from '@tus/server';
import type { LocalContext } from '../context.ts';
import { authenticate, requestScope } from './auth-context.ts';
import { answerEarly } from './early-response.ts';
import { StorageError } from './errors.ts';
import type { ObjectStore } from './object-store.ts';
import { decodeUploadId, encodeUploadId } from './tus-ids.ts';
import { TusLifecycle, type TusRequestState } from './tus-lifecycle.ts';

const TUS_PATH = '/storage/v1/upload/resumable';
/** Upload URLs stay valid for 24 h, as on hosted Supabase. */
const UPLOAD_LIFETIME_MS = 24 * 3600 * 1000;
const SWEEP_INTERVAL_MS = 3600 * 1000;

const OPERATIONS: Record<string, string> = {
  POST: 'storage.object.upload_resumable',
  PATCH: 'storage.object.upload_resumable_part',
  DELETE: 'storage.object.upload_resumable_delete',
};

export interface TusEndpoint {
  handle(req: Request, url: URL): Promise<Response>;
  close(): void;
}

/**
 * @tus/server answers CORS itself; drop that so the gateway's CORS headers apply uniformly. A
 * HEAD answer gets an explicit empty length: without one Node's HTTP client drops the
 * keep-alive connection after reading it.
 */
function normaliseTusResponse(req: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) {
    if (name.startsWith('access-control-')) headers.delete(name);
  }
  headers.set('tus-resumable', '1.0.0');
  if (req.method === 'HEAD' && !headers.has('content-length')) headers.set('content-length', '0');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function refusal(error: StorageError): Response {
  return new Response(error.message, {
    status: 401,
    headers: { 'tus-resumable': '1.0.0', 'content-type': 'text/plain; charset=utf-8' },
  });
}

function createTusServer(ctx: LocalContext, datastore: FileStore, lifecycle: TusLifecycle): Server {
  const server = new Server({
    path: TUS_PATH,
    datastore,
    // A second request on a locked upload asks the first to stop, then finds the offset moved: 409.
    locker: new MemoryLocker(),
    disableTerminationForFinishedUploads: true,
    namingFunction: (_req, metadata) => lifecycle.name(metadata),
    generateUrl: (_req, { id }) => `${ctx.publicUrl}${TUS_PATH}/${encodeUploadId(id)}`,
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath === undefined ? undefined : decodeUploadId(lastPath),
    maxSize: (_req, id) => lifecycle.maxSize(id),
    onIncomingRequest: (req, id) => lifecycle.onIncoming(req as Request, id),
    onUploadCreate: (_req, upload) => lifecycle.onCreate(upload),
    onUploadFinish: (req, upload) => lifecycle.onFinish(req as Request, upload),
    onResponseError: (_req, error) => lifecycle.mapError(error),
  });
  server.on(EVENTS.POST_TERMINATE, (_req: unknown, _res: unknown, id: string) => {
    void lifecycle.forget(id);
  });
  return server;
}

/**
 * TUS 1.0.0 resumable uploads at /storage/v1/upload/resumable (creation, creation-with-upload,
 * termination) with @tus/server and @tus/file-store under `<dataDir>/storage-tus`; uploads
 * left unfinished for 24 h are swept away. The bearer token is verified on every POST, PATCH
 * and DELETE (so an expired session stops an upload); OPTIONS and HEAD go without it, as on
 * Supabase.
 */
export function createTusEndpoint(ctx: LocalContext, store: ObjectStore): TusEndpoint {
  const directory = join(ctx.config.dataDir, 'storage-tus');
  // No FileStore expiration: with it @tus/server re-reads a finished upload after onUploadFinish
  // has moved it into the object store. Expired uploads are swept below instead.
  const datastore = new FileStore({ directory });
  const states = new WeakMap<object, TusRequestState>();
  const lifecycle = new TusLifecycle(ctx, store, directory, states);
  const server = createTusServer(ctx, datastore, lifecycle);
  const sweep = setInterval(() => {
    void sweepExpired(datastore, directory, lifecycle);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    async handle(req, url) {
      const operation = OPERATIONS[req.method];
      if (operation) {
        try {
          const auth = await authenticate(ctx, req, 'required');
          states.set(req, {
            auth,
            upsert: req.headers.get('x-upsert') === 'true',
            scope: requestScope(req, url, operation),
          });
        } catch (error) {
          if (error instanceof StorageError) return answerEarly(req, refusal(error));
          throw error;
        }
      }
      const response = normaliseTusResponse(req, await server.handleWeb(req));
      // A refused creation (RLS, limits) leaves the creation-with-upload body unread.
      return response.status >= 400 ? answerEarly(req, response) : response;
    },
    close() {
      clearInterval(sweep);
    },
  };
}

/** Removes unfinished uploads older than their lifetime (FileStore's own sweep is not recursive). */
async function sweepExpired(
  datastore: FileStore,
  directory: string,
  lifecycle: TusLifecycle,
): Promise<void> {
  const entries = await readdir(directory, { recursive: true }).catch(() => [] as string[]);
  const now = Date.now();
  for (const entry of entries) {
    if (!entry.endsWith('.json')) continue;
    const id = entry.slice(0, -'.json'.length);
    const upload = await datastore.getUpload(id).catch(() => null);
    const created = upload?.creation_date ? new Date(upload.creation_date).getTime() : 0;
    if (!upload || now - created > UPLOAD_LIFETIME_MS) await lifecycle.forget(id);
  }
}
