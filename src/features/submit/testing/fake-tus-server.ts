/**
 * A TUS 1.0.0 server in memory, as a fetch function, for the fetch uploader's tests: creation
 * (POST, relative Location), HEAD offsets and PATCH appends with the offset check, like Supabase
 * Storage's endpoint. `answerNext` scripts the answers to the next requests of a method.
 */
interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  bytes: number;
}

interface StoredUpload {
  length: number;
  metadata: string;
  bytes: Uint8Array;
  offset: number;
}

/** A scripted answer: a status, a network failure, or the server's own answer. */
type Scripted = { status: number; body?: string } | 'network' | 'server';

export const FAKE_API = 'http://api.test';
const ENDPOINT = `${FAKE_API}/storage/v1/upload/resumable`;

export function fakeTusServer() {
  const uploads = new Map<string, StoredUpload>();
  const requests: SentRequest[] = [];
  const scripted = new Map<string, Scripted[]>();
  let created = 0;

  function answer(method: string, url: string, headers: Headers, body?: Uint8Array): Response {
    if (method === 'POST') {
      const length = Number(headers.get('Upload-Length'));
      const id = `upload-${++created}`;
      uploads.set(`${ENDPOINT}/${id}`, {
        length,
        metadata: headers.get('Upload-Metadata') ?? '',
        bytes: new Uint8Array(length),
        offset: 0,
      });
      // Relative, as some servers answer: the client resolves it against the endpoint.
      return new Response(null, { status: 201, headers: { Location: `resumable/${id}` } });
    }
    const upload = uploads.get(url);
    if (!upload) return new Response('Not Found', { status: 404 });
    const offsets = { 'Upload-Offset': String(upload.offset) };
    if (method === 'HEAD')
      return new Response(null, {
        status: 200,
        headers: { ...offsets, 'Upload-Length': String(upload.length) },
      });
    if (Number(headers.get('Upload-Offset')) !== upload.offset || !body)
      return new Response('Upload-Offset conflict', { status: 409 });
    upload.bytes.set(body, upload.offset);
    upload.offset += body.byteLength;
    return new Response(null, { status: 204, headers: { 'Upload-Offset': String(upload.offset) } });
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const url = String(input);
    const headers = new Headers(init.headers);
    const body = init.body instanceof ArrayBuffer ? new Uint8Array(init.body.slice(0)) : undefined;
    requests.push({ method, url, headers, bytes: body?.byteLength ?? 0 });
    if (init.signal?.aborted) throw init.signal.reason;
    const next = scripted.get(method)?.shift();
    if (next === 'network') throw new TypeError('Failed to fetch');
    if (next && next !== 'server') return new Response(next.body ?? null, { status: next.status });
    return answer(method, url, headers, body);
  };

  return {
    fetch,
    requests,
    uploads,
    /** The next request of `method` gets this answer instead of the server's. */
    answerNext(method: string, reply: Scripted) {
      scripted.set(method, [...(scripted.get(method) ?? []), reply]);
    },
    methods: () => requests.map((request) => request.method),
  };
}
