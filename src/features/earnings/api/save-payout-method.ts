import { dataOf } from '@/lib/api/supabase-answer';
import { cleanPayoutDetails, type PayoutDetails, type PayoutMethodKind } from '@/domain/payouts';
import { getSupabase } from '@/lib/supabase';

export interface SaveAnswer {
  success: boolean;
  message: string;
}

/** save_payout_method(p_method, p_details) → {success, message}: the database checks the details. */
export async function savePayoutMethod(
  method: PayoutMethodKind,
  details: PayoutDetails,
): Promise<SaveAnswer> {
  const supabase = await getSupabase();
  const answer = (await dataOf(
    supabase.rpc('save_payout_method', {
      p_method: method,
      p_details: { ...cleanPayoutDetails(method, details) },
    }),
  )) as { success?: unknown; message?: unknown } | null;
  if (typeof answer?.success !== 'boolean')
    throw new Error('Unexpected answer from save_payout_method.');
  return {
    success: answer.success,
    message: typeof answer.message === 'string' ? answer.message : '',
  };
}
