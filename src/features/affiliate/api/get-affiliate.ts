import { dataOf } from '@/lib/api/supabase-answer';
import type { Tables } from '@/lib/database.types';
import { isPayoutMethodKind, type PayoutMethodKind } from '@/domain/payouts';
import { getSupabase } from '@/lib/supabase';
import { asNumber } from '../model/money';

/** The member's affiliate row without the payout details (this copy is kept on the device). */
export interface Affiliate {
  userId: string;
  affiliateCode: string;
  totalCommission: number;
  referralCount: number;
  commissionRate: number;
  /** Null until a payout method is saved. */
  payoutMethod: PayoutMethodKind | null;
  payoutVerified: boolean;
}

type AffiliateRow = Pick<
  Tables<'affiliates'>,
  | 'user_id'
  | 'affiliate_code'
  | 'total_commission'
  | 'referral_count'
  | 'commission_rate'
  | 'payout_method'
  | 'payout_verified'
>;

/**
 * Part 2 §7: read affiliates where user_id is the user, one row; no row means not a member (null).
 * The payout details are read separately (getAffiliatePayoutMethod) and never kept on the device.
 */
export async function getAffiliate(
  userId: string,
  signal?: AbortSignal,
): Promise<Affiliate | null> {
  const supabase = await getSupabase();
  const row = await dataOf<AffiliateRow | null>(
    supabase
      .from('affiliates')
      .select(
        'user_id, affiliate_code, total_commission, referral_count, commission_rate, payout_method, payout_verified',
      )
      .eq('user_id', userId)
      .abortSignal(signal ?? new AbortController().signal)
      .maybeSingle(),
  );
  if (!row) return null;
  return {
    userId: row.user_id,
    affiliateCode: row.affiliate_code,
    totalCommission: asNumber(row.total_commission) ?? 0,
    referralCount: asNumber(row.referral_count) ?? 0,
    commissionRate: asNumber(row.commission_rate) ?? 0,
    payoutMethod: isPayoutMethodKind(row.payout_method) ? row.payout_method : null,
    payoutVerified: row.payout_verified === true,
  };
}
