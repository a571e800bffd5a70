import { getSupabase } from '@/lib/supabase';
import type { AuthFailure } from '../model/auth-errors';
import { toAuthFailure } from './auth-failure';

/** Sets a new password for the signed-in (or recovering) user. Null means success. */
export async function updatePassword(password: string): Promise<AuthFailure | null> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  return error ? toAuthFailure(error) : null;
}
