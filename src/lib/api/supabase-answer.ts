import { ApiError, errorFromBody } from './api-error';
import { bearer, readJson } from './http';

/** What supabase-js's Data API builders resolve to (PostgrestSingleResponse), reduced to what we read. */
type Answer<T> =
  { data: T; error: null; status: number } | { data: null; error: AnswerError; status: number };

/** postgrest-js's PostgrestError, reduced to what we read. */
interface AnswerError {
  message: string;
  code: string;
  details?: string | null;
}

/**
 * The Error a supabase-js Data API failure stands for. Status 0 is postgrest-js's report of a
 * request that got no answer: it becomes the TypeError (or AbortError) fetch threw, as with the
 * bare fetch calls; anything the server said is an ApiError with its status and SQLSTATE.
 */
export function errorFromAnswer(error: AnswerError, status: number): Error {
  if (status === 0) {
    return error.message.startsWith('AbortError')
      ? new DOMException(error.message, 'AbortError')
      : new TypeError(error.message);
  }
  return new ApiError(error.message, status, error.code || null, error.details || null);
}

/** Awaits a supabase-js Data API call: its data, or the error above thrown. */
export async function dataOf<T>(query: PromiseLike<Answer<T>>): Promise<T> {
  const answer = await query;
  if (answer.error) throw errorFromAnswer(answer.error, answer.status);
  return answer.data as T;
}

/** supabase-js's functions.invoke errors (FunctionsHttpError and co.), told apart by name. */
interface FunctionsFailure {
  name: string;
  message: string;
  context?: unknown;
}

/**
 * The Error a failed `functions.invoke` stands for: the function's own answer ({error} with a
 * 4xx/5xx status) is an ApiError with its words; a request that never arrived is the fetch error.
 * Matched by name, not class, so this module does not import supabase-js.
 */
export async function errorFromInvoke(error: FunctionsFailure): Promise<Error> {
  const { context } = error;
  if (error.name === 'FunctionsFetchError') {
    return context instanceof Error ? context : new TypeError(error.message);
  }
  if (context instanceof Response) {
    const body = await readJson(context).catch((unreadable: unknown) => unreadable);
    if (body instanceof ApiError) return body;
    return errorFromBody(context.status, context.statusText, body);
  }
  return new ApiError(error.message, 500);
}

/** The builder methods sentAs tunes (every supabase-js Data API builder has them). */
interface DataRequest {
  setHeader(name: string, value: string): this;
  retry(enabled: boolean): this;
}

/**
 * A Data API call made with the access token the caller read at send time (null: the anon key),
 * without postgrest-js's automatic retries: the caller (outbox, list cache) decides about retries.
 */
export function sentAs<Q extends DataRequest>(query: Q, token: string | null): Q {
  return query.setHeader('Authorization', bearer(token)).retry(false);
}
