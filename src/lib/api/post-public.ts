import { callRpc } from './data-api';

/**
 * A signed-out (anon key) call of an SQL function through the Data API without loading
 * supabase-js, e.g. record_view for a visitor watching a shared video. `args` are the function's
 * arguments as the generated database types name them; a refusal is an ApiError.
 */
export function postPublicRpc(
  fn: string,
  args: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  return callRpc(fn, args, { token: null, signal });
}
