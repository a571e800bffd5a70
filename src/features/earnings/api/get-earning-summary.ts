import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseSummaryRows, type CategorySummary } from '../model/earning-summary';

/** The signed-in member's earnings per active category (get_earning_summary). */
export async function getEarningSummary(signal?: AbortSignal): Promise<CategorySummary[]> {
  const supabase = await getSupabase();
  return parseSummaryRows(
    await dataOf(
      supabase.rpc('get_earning_summary').abortSignal(signal ?? new AbortController().signal),
    ),
  );
}
