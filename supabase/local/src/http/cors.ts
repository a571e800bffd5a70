/** Headers the browser may read, as PostgREST, GoTrue, Storage and TUS expose them. */
const EXPOSED = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Content-Length',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'Accept-Ranges',
  'ETag',
  'X-Supabase-Api-Version',
  'X-Sb-Error-Code',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Expires',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Max-Size',
  'Tus-Extension',
].join(', ');

const METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD';

/** Answers a CORS preflight the way PostgREST does: every origin, the requested headers allowed. */
export function preflight(req: Request): Response {
  const requested = req.headers.get('access-control-request-headers');
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': req.headers.get('origin') ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': METHODS,
      'access-control-allow-headers':
        requested ??
        'authorization, x-client-info, apikey, content-type, x-retry-count, x-upsert, prefer, range',
      'access-control-max-age': '86400',
      vary: 'Origin',
    },
  });
}

/** Adds CORS headers to a response unless the handler (an edge function) set its own. */
export function withCors(req: Request, response: Response): Response {
  if (response.headers.has('access-control-allow-origin')) return response;
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', req.headers.get('origin') ?? '*');
  headers.set('access-control-allow-credentials', 'true');
  headers.set('access-control-expose-headers', EXPOSED);
  headers.append('vary', 'Origin');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
