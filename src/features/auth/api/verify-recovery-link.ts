import { listenToAuth } from '@/lib/session';
import { getSupabase } from '@/lib/supabase';

/**
 * Exchanges a recovery link's token for a session (part 2 §7: verifyOtp with token_hash and type
 * recovery). Resolves false when the server refuses the token (a 4xx: used, expired or unknown);
 * throws on anything else, such as no network or a server failure.
 */
export async function verifyRecoveryLink(tokenHash: string): Promise<boolean> {
  await listenToAuth();
  const supabase = await getSupabase();
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
  if (!error) return true;
  const status = error.status ?? 0;
  if (status >= 400 && status < 500) return false;
  throw error;
}
