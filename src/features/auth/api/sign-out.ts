import { getSupabase } from '@/lib/supabase';

/** Ends the session on the server and on this device; throws when the server could not be told. */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) throw error;
}
