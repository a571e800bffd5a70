import type { RestFailure } from './submit-client';

/** What supabase-js's functions.invoke resolves to, reduced to what an answer needs. */
interface Invoked {
  data: unknown;
  error: { name: string; message: string; context?: unknown } | null;
}

/**
 * A function's answer in the Data API's shape: data with 200, or its `{error, code}` body with the
 * HTTP status; status 0 when no answer came (FunctionsFetchError, a relay failure): retried.
 */
export async function functionAnswer(
  invoked: Invoked,
): Promise<{ data: unknown; error: RestFailure | null; status: number }> {
  if (!invoked.error) return { data: invoked.data, error: null, status: 200 };
  const { context } = invoked.error;
  if (invoked.error.name !== 'FunctionsHttpError' || !(context instanceof Response))
    return { data: null, error: { message: invoked.error.message }, status: 0 };
  const body = (await context.json().catch(() => null)) as {
    error?: unknown;
    code?: unknown;
  } | null;
  return {
    data: null,
    error: {
      message: typeof body?.error === 'string' ? body.error : context.statusText,
      ...(typeof body?.code === 'string' ? { code: body.code } : {}),
    },
    status: context.status,
  };
}
