import { dataOf } from './api/supabase-answer';
import { withDeviceId } from './device-id';
import { rememberClickId, referralAwaitingClick } from './referral';
import { getSupabase } from './supabase';

let sending: Promise<void> | null = null;

async function send(): Promise<void> {
  const waiting = referralAwaitingClick();
  if (!waiting || !navigator.onLine) return;
  const supabase = await getSupabase();
  const data = await withDeviceId((id) =>
    dataOf(
      supabase.rpc('record_affiliate_click', { p_affiliate_code: waiting.code, p_device_id: id }),
    ),
  );
  if (typeof data === 'string') rememberClickId(waiting.code, data);
}

/**
 * Tells the server of the stored click so it keeps the click's time (an unknown code gets no id
 * and is simply never attributed). The server counts one click per visitor, link and day: the
 * signed-in account, else this device's signed id (src/lib/device-id.ts), which a signed-out
 * visitor must send. Offline, it waits for the connection.
 */
export function recordReferralClick(): Promise<void> {
  sending ??= send()
    .catch((error: unknown) => console.warn('Could not record the referral click', error))
    .finally(() => {
      sending = null;
    });
  return sending;
}
