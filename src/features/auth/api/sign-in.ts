import { listenToAuth } from '@/lib/session';
import { getSupabase } from '@/lib/supabase';
import type { AuthFailure } from '../model/auth-errors';
import { toAuthFailure } from './auth-failure';
import { logFailedSignIn } from './log-failed-sign-in';

/** Password sign-in; the session store hears the SIGNED_IN event. Null means success. */
export async function signIn(email: string, password: string): Promise<AuthFailure | null> {
  await listenToAuth();
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (!error) return null;
  void logFailedSignIn(email, error.message);
  return toAuthFailure(error);
}
