import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseStatement, type AffiliateStatement } from '../model/statement';

/** affiliate_statement(): totals, balance and commissions; null for a non-member. */
export async function getAffiliateStatement(
  signal?: AbortSignal,
): Promise<AffiliateStatement | null> {
  const supabase = await getSupabase();
  return parseStatement(
    await dataOf(
      supabase.rpc('affiliate_statement').abortSignal(signal ?? new AbortController().signal),
    ),
  );
}
