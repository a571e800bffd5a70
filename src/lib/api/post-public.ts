import { env } from '../env';
import { anonHeaders, checkedJson } from './http';

/**
 * A signed-out (anon key) call of an SQL function through the Data API without loading
 * supabase-js, e.g. record_view for a visitor watching a shared video. `args` are the function's
 * arguments as the generated database types name them; a refusal is an ApiError.
 */
export async function postPublicRpc(
  fn: string,
  args: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { ...anonHeaders(), Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
    signal,
  });
  return checkedJson(response);
}
