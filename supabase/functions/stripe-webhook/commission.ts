import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../_shared/database.ts';
import { callSqlJson } from '../_shared/rpc.ts';

export interface CommissionOutcome {
  commission: boolean;
  commission_cents?: number;
  duplicate?: boolean;
}

/**
 * The affiliate's 20% of a referred user's payment (record_commission: nothing when the payer was
 * not referred, once per payment id, so webhook retries never pay twice).
 */
export function recordCommission(
  admin: SupabaseClient<Database>,
  payerId: string,
  paymentId: string,
  source: 'boost' | 'premium',
  amountCents: number,
): Promise<CommissionOutcome> {
  return callSqlJson<CommissionOutcome>(admin, 'record_commission', {
    p_referred_user_id: payerId,
    p_payment_id: paymentId,
    p_source: source,
    p_amount_cents: amountCents,
  });
}
