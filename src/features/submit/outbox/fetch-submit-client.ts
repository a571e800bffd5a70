import type { NewVideoRow } from '../api/insert-video';
import type {
  InsertedVideo,
  RestFailure,
  SubmitClient,
  ThumbnailUploadOptions,
} from '../api/submit-client';

export interface FetchClientOptions {
  url: string;
  anonKey: string;
  /** Read before every request: a page may have refreshed the token meanwhile. */
  accessToken: () => Promise<string>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** The server's words, the way supabase-js picks them from an error body. */
function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'msg', 'error_description', 'error'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return fallback;
}

function restFailure(body: unknown, status: number): RestFailure {
  const { code, details } = (body ?? {}) as { code?: unknown; details?: unknown };
  return {
    message: messageOf(body, `Request failed with status ${status}`),
    code: typeof code === 'string' ? code : undefined,
    ...(typeof details === 'string' && { details }),
  };
}

/** A failed fetch as supabase-js reports it: status 0, so the outbox retries with backoff. */
function networkFailure(error: unknown): RestFailure {
  return { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
}

interface SendInit {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: BodyInit;
}
type Send = (path: string, init: SendInit) => Promise<Response>;

/**
 * `videos` insert (returning the status the database gave it) and owner read, as postgrest-js
 * sends them (network failures: status 0).
 */
function videosTable(send: Send): ReturnType<SubmitClient['from']> {
  const insertReturning = async (row: NewVideoRow) => {
    try {
      const response = await send('/rest/v1/videos?select=moderation_status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify(row),
      });
      const body = await readJson(response);
      if (!response.ok)
        return { data: null, error: restFailure(body, response.status), status: response.status };
      return {
        data: Array.isArray(body) ? (body as InsertedVideo[]) : [],
        error: null,
        status: response.status,
      };
    } catch (error) {
      return { data: null, error: networkFailure(error), status: 0 };
    }
  };
  const insert = (row: NewVideoRow) => ({ select: () => insertReturning(row) });
  const ownerOf = (id: string) => ({
    async maybeSingle<Row>() {
      try {
        const query = `select=id,user_id,moderation_status&id=eq.${encodeURIComponent(id)}`;
        const response = await send(`/rest/v1/videos?${query}`, { method: 'GET' });
        const body = await readJson(response);
        if (!response.ok) return { data: null, error: restFailure(body, response.status) };
        const rows = Array.isArray(body) ? (body as Row[]) : [];
        return { data: rows[0] ?? null, error: null };
      } catch (error) {
        return { data: null, error: networkFailure(error) };
      }
    },
  });
  return { insert, select: () => ({ eq: (_column, value) => ownerOf(value) }) };
}

/** A JSON POST answered like postgrest-js answers (network failures: status 0). */
async function postJson(send: Send, path: string, args: object) {
  try {
    const response = await send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const body = await readJson(response);
    if (response.ok) return { data: body, error: null, status: response.status };
    return { data: null, error: restFailure(body, response.status), status: response.status };
  } catch (error) {
    return { data: null, error: networkFailure(error), status: 0 };
  }
}

/**
 * The entry calls as supabase-js makes them: issue_entry_ticket and enter_challenge (POST /rpc),
 * enter-challenge-late (POST /functions/v1, whose `{error, code}` body reads like PostgREST's), and
 * the entry read of a replay.
 */
function challengeEntriesOf(send: Send): SubmitClient['challengeEntries'] {
  const issueTicket: SubmitClient['challengeEntries']['issueTicket'] = (args) =>
    postJson(send, '/rest/v1/rpc/issue_entry_ticket', args);
  const enter: SubmitClient['challengeEntries']['enter'] = (args) =>
    postJson(send, '/rest/v1/rpc/enter_challenge', args);
  const enterLate: SubmitClient['challengeEntries']['enterLate'] = (args) =>
    postJson(send, '/functions/v1/enter-challenge-late', args);
  const videoEntered: SubmitClient['challengeEntries']['videoEntered'] = async (
    challengeId,
    videoId,
  ) => {
    try {
      const query = `select=id&challenge_id=eq.${encodeURIComponent(challengeId)}&video_id=eq.${encodeURIComponent(videoId)}`;
      const response = await send(`/rest/v1/challenge_entries?${query}`, { method: 'GET' });
      const body = await readJson(response);
      if (!response.ok) return { entered: false, error: restFailure(body, response.status) };
      return { entered: Array.isArray(body) && body.length > 0, error: null };
    } catch (error) {
      return { entered: false, error: networkFailure(error) };
    }
  };
  return { issueTicket, enter, enterLate, videoEntered };
}

/** functions.invoke: a JSON POST; any non-2xx answer or network failure is an error. */
function functionsOf(send: Send): SubmitClient['functions'] {
  return {
    async invoke(name, { body }) {
      try {
        const response = await send(`/functions/v1/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const data = await readJson(response);
        if (response.ok) return { data, error: null };
        return { data: null, error: new Error(messageOf(data, `Status ${response.status}`)) };
      } catch (error) {
        return { data: null, error };
      }
    },
  };
}

/** Multipart like storage-js sends a Blob: the cache time as a field, the file unnamed. */
function storageOf(send: Send): SubmitClient['storage'] {
  const upload = async (path: string, blob: Blob, options: ThumbnailUploadOptions) => {
    const form = new FormData();
    form.append('cacheControl', options.cacheControl);
    form.append('', blob);
    try {
      const response = await send(`/storage/v1/object/${path}`, {
        method: 'POST',
        headers: { 'x-upsert': String(options.upsert) },
        body: form,
      });
      if (response.ok) return { error: null };
      const body = await readJson(response);
      return { error: { message: messageOf(body, response.statusText), status: response.status } };
    } catch (error) {
      return { error: networkFailure(error) };
    }
  };
  return {
    from: (bucket) => ({
      upload: (name, blob, options) => upload(`${bucket}/${name}`, blob, options),
    }),
  };
}

/**
 * SubmitClient over plain fetch with the same requests supabase-js sends (PostgREST, Storage,
 * Functions): the service worker's way to send a queued video without auth-js and realtime.
 */
export function fetchSubmitClient({ url, anonKey, accessToken }: FetchClientOptions): SubmitClient {
  const send: Send = async (path, init) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: { ...init.headers, apikey: anonKey, Authorization: `Bearer ${await accessToken()}` },
    });
  return {
    from: () => videosTable(send),
    challengeEntries: challengeEntriesOf(send),
    functions: functionsOf(send),
    storage: storageOf(send),
  };
}
