import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

export interface AffiliatePayoutAsk {
  /** Dollars. */
  amount: number;
  /** One per attempt, kept across its retries, so a lost answer never reserves the amount twice. */
  requestKey: string;
}

export interface AffiliatePayoutAnswer {
  success: boolean;
  message: string;
}

/** request_affiliate_payout(p_amount, p_request_key) → {success, message}: the server holds every rule. */
export async function requestAffiliatePayout({
  amount,
  requestKey,
}: AffiliatePayoutAsk): Promise<AffiliatePayoutAnswer> {
  const supabase = await getSupabase();
  const answer = (await dataOf(
    supabase.rpc('request_affiliate_payout', { p_amount: amount, p_request_key: requestKey }),
  )) as { success?: unknown; message?: unknown } | null;
  if (typeof answer?.success !== 'boolean')
    throw new Error('Unexpected answer from request_affiliate_payout.');
  return {
    success: answer.success,
    message: typeof answer.message === 'string' ? answer.message : '',
  };
}
