import { isRetryableStatus } from '../model/http-failure';
import { RetryableSubmitError } from './errors';
import {
  settleTusFailure,
  TUS_CHUNK_SIZE,
  tusEndpoint,
  tusMetadata,
  type ResumableUpload,
  type UploadResult,
} from './tus-protocol';

/**
 * A TUS 1.0.0 upload (core protocol plus creation) over plain fetch, for the service worker:
 * it has no XMLHttpRequest, and tus-js-client's bundle (regenerator runtime, class helpers)
 * would not fit its 60 KiB gzip budget (design §4). It speaks to Supabase Storage as
 * tus-js-client does for the pages (tus-js-upload.ts): the same headers, chunks, resume URLs
 * and outcomes (settleTusFailure). fetch reports no upload progress, so progress moves per chunk.
 */

/** A stored resume URL and the bytes the server holds under it. */
interface Resume {
  url: string;
  offset: number;
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason;
}

/**
 * Sends one request with a fresh token (read before every request, as sessions refresh).
 * Undefined when the network failed; the abort reason is thrown as it is.
 */
async function request(
  options: ResumableUpload,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: ArrayBuffer,
): Promise<Response | undefined> {
  throwIfAborted(options.signal);
  const token = await options.accessToken();
  if (!token) throw new RetryableSubmitError('Sign in to finish this upload.');
  throwIfAborted(options.signal);
  try {
    return await fetch(url, {
      method,
      headers: {
        'Tus-Resumable': '1.0.0',
        apikey: options.anonKey,
        Authorization: `Bearer ${token}`,
        ...headers,
      },
      body: body ?? null,
      signal: options.signal,
    });
  } catch {
    throwIfAborted(options.signal);
    return undefined;
  }
}

/** What a failed request settles to: 'exists' (POST 409), or the error it throws. */
async function failed(
  options: ResumableUpload,
  method: string,
  response: Response | undefined,
  problem?: string,
): Promise<UploadResult> {
  const body = problem ?? (response ? await response.text().catch(() => '') : '');
  const failure = { status: response?.status, method, body };
  return settleTusFailure(failure, options.fingerprint, options.resumeUrls);
}

/** A non-negative integer header, or undefined when it is missing or malformed. */
function byteCount(response: Response, header: string): number | undefined {
  const value = response.headers.get(header);
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

/**
 * The offset the server holds for the stored resume URL (HEAD). Undefined, and the URL
 * forgotten, when there is nothing to resume: no URL, the server forgot or refuses the upload,
 * or it describes other bytes (another length, a malformed offset). A HEAD that may pass later
 * (network, 5xx, 401, 423, 429) settles as any failed request, keeping the URL.
 */
async function resumeFrom(options: ResumableUpload): Promise<Resume | UploadResult | undefined> {
  const stored = await options.resumeUrls.get(options.fingerprint);
  if (!stored) return undefined;
  const { size } = options.blob;
  const response = await request(options, 'HEAD', stored.uploadUrl);
  // 404/410 (expired after 24 h) or another refusal of this URL: create anew, as tus-js-client
  // does; a finished upload's object then answers the creation with 409 ('exists').
  const status = response?.status ?? 0;
  const gone = status >= 400 && status < 500 && !isRetryableStatus(status);
  if (!gone && !response?.ok) return failed(options, 'HEAD', response);
  const offset = response && byteCount(response, 'Upload-Offset');
  const length = response && byteCount(response, 'Upload-Length');
  if (gone || offset === undefined || offset > size || (length !== undefined && length !== size)) {
    await options.resumeUrls.remove(options.fingerprint);
    return undefined;
  }
  return { url: stored.uploadUrl, offset };
}

function encodeMetadata(metadata: Record<string, string>): string {
  const base64 = (value: string) => {
    let binary = '';
    for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
    return btoa(binary);
  };
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');
}

/** POST: a new upload on the server, its URL stored so a later attempt resumes it. */
async function create(options: ResumableUpload): Promise<Resume | UploadResult> {
  const endpoint = tusEndpoint(options.apiUrl);
  const response = await request(options, 'POST', endpoint, {
    'Upload-Length': String(options.blob.size),
    'Upload-Metadata': encodeMetadata(tusMetadata(options)),
  });
  if (!response?.ok) return failed(options, 'POST', response);
  const location = response.headers.get('Location');
  // A creation without its URL cannot be resumed or finished: the server is not speaking TUS.
  if (!location) return failed(options, 'POST', response, 'no Location header');
  const url = new URL(location, endpoint).toString();
  await options.resumeUrls.put({
    fingerprint: options.fingerprint,
    uploadUrl: url,
    size: options.blob.size,
    updatedAt: Date.now(),
  });
  return { url, offset: 0 };
}

/** PATCHes the bytes from `offset` on, one 6 MB slice at a time (one slice in memory). */
async function sendChunks(
  options: ResumableUpload,
  { url, offset: start }: Resume,
): Promise<UploadResult> {
  const { blob } = options;
  let offset = start;
  while (offset < blob.size) {
    const end = Math.min(offset + TUS_CHUNK_SIZE, blob.size);
    const chunk = await blob.slice(offset, end).arrayBuffer();
    const headers = {
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    };
    const response = await request(options, 'PATCH', url, headers, chunk);
    if (!response?.ok) return failed(options, 'PATCH', response);
    options.onProgress(end, blob.size);
    const accepted = byteCount(response, 'Upload-Offset');
    // An offset that did not move forward would loop forever: the server is not speaking TUS.
    if (accepted === undefined || accepted <= offset || accepted > blob.size)
      return failed(options, 'PATCH', response, 'no new Upload-Offset');
    offset = accepted;
    options.onAcknowledged(offset, blob.size);
  }
  return 'uploaded';
}

/**
 * Uploads a Blob to Supabase Storage with TUS over fetch: resumes the stored upload from the
 * offset the server holds (HEAD), else creates one (POST), then sends the rest in 6 MB PATCHes.
 * The resume URL is forgotten once the upload is complete. Abort through `signal`.
 */
export async function uploadWithFetch(options: ResumableUpload): Promise<UploadResult> {
  throwIfAborted(options.signal);
  let resume = await resumeFrom(options);
  if (resume === undefined) resume = await create(options);
  if (typeof resume === 'string') return resume;
  if (resume.offset > 0) options.onAcknowledged(resume.offset, options.blob.size);
  options.onProgress(resume.offset, options.blob.size);
  const outcome = await sendChunks(options, resume);
  if (outcome === 'uploaded') await options.resumeUrls.remove(options.fingerprint);
  return outcome;
}
