import { env } from './env';
import { currentAccessToken } from './session';

/** An edge function's refusal (`{error}` with a 4xx/5xx status) or a response it could not read. */
export class EdgeFunctionError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'EdgeFunctionError';
    this.status = status;
  }
}

/** Thrown before any request when a call needs a signed-in user and there is none. */
export class SessionRequiredError extends Error {
  constructor() {
    super('Sign in required');
    this.name = 'SessionRequiredError';
  }
}

function messageFrom(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error !== '') return error;
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EdgeFunctionError('The server sent a response that is not JSON.', response.status);
  }
}

export interface EdgeFunctionOptions {
  /** Refuse to call without a signed-in user (the function would answer 401 anyway). */
  requireSession?: boolean;
  signal?: AbortSignal;
}

/**
 * POSTs a JSON body to `/functions/v1/<name>` with the same headers supabase-js's
 * `functions.invoke` sends: the session's access token when signed in, else the anon key. Unlike
 * invoke it needs no supabase-js, so signed-out visitors (free code, e-mail links) stay light.
 * Resolves with the parsed JSON; a non-2xx answer throws EdgeFunctionError with the server's words.
 */
export async function callEdgeFunction(
  name: string,
  body: Record<string, unknown>,
  { requireSession = false, signal }: EdgeFunctionOptions = {},
): Promise<unknown> {
  const accessToken = await currentAccessToken();
  if (requireSession && !accessToken) throw new SessionRequiredError();
  const response = await fetch(`${env.supabaseUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${accessToken ?? env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
    signal,
  });
  const answer = await readBody(response);
  if (!response.ok) {
    const fallback = response.statusText || `Request failed with status ${response.status}`;
    throw new EdgeFunctionError(messageFrom(answer, fallback), response.status);
  }
  return answer;
}
