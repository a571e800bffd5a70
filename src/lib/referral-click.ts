import { rememberClickId, referralAwaitingClick } from './referral';
import { getSupabase } from './supabase';

let sending: Promise<void> | null = null;

async function send(): Promise<void> {
  const waiting = referralAwaitingClick();
  if (!waiting || !navigator.onLine) return;
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('record_affiliate_click', {
    p_affiliate_code: waiting.code,
  });
  if (error) throw new Error(error.message);
  if (typeof data === 'string') rememberClickId(waiting.code, data);
}

/**
 * Tells the server of the stored click so it keeps the click's time (an unknown code gets no id
 * and is simply never attributed). Offline, it waits for the connection.
 */
export function recordReferralClick(): Promise<void> {
  sending ??= send()
    .catch((error: unknown) => console.warn('Could not record the referral click', error))
    .finally(() => {
      sending = null;
    });
  return sending;
}
