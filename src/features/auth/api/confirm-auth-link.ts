import { listenToAuth } from '@/lib/session';
import { getSupabase } from '@/lib/supabase';
import type { AuthLinkType } from '../model/auth-landing';

/**
 * Redeems Auth's own confirmation token (a `?token_hash=…&type=signup` landing) with verifyOtp,
 * which confirms the address and signs the person in, as Auth's own link does. Throws when the
 * token is refused or the server cannot be reached.
 */
export async function confirmAuthLink(tokenHash: string, type: AuthLinkType): Promise<void> {
  await listenToAuth();
  const supabase = await getSupabase();
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type });
  if (error) throw error;
}
