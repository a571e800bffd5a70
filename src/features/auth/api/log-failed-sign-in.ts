import { getSupabase } from '@/lib/supabase';

/**
 * Part 1 §7: every failed sign-in is written to security_events. The log is best effort: if it
 * fails, the person still sees their sign-in error and the failure only reaches the console.
 */
export async function logFailedSignIn(email: string, errorMessage: string): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('security_events').insert({
      event_type: 'failed_sign_in',
      metadata: { error: errorMessage, email },
      ip_address: null,
    });
    if (error) console.error('Could not log the failed sign-in', error);
  } catch (error) {
    console.error('Could not log the failed sign-in', error);
  }
}
