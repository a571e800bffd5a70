import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { isEarningCategory, type EarningCategory } from '../model/earning-rules';

export interface ConfirmedEarning {
  id: string;
  category: EarningCategory;
  amount: number;
  videoId: string | null;
  createdAt: string;
}

const RECENT_EARNINGS = 20;

/** Part 1 §7: select user_earnings by user_id, newest first (the latest few). */
export async function getRecentEarnings(userId: string): Promise<ConfirmedEarning[]> {
  const supabase = await getSupabase();
  const rows = await dataOf(
    supabase
      .from('user_earnings')
      .select('id, category, amount, video_id, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(RECENT_EARNINGS),
  );
  return rows.flatMap((row) =>
    isEarningCategory(row.category)
      ? [
          {
            id: row.id,
            category: row.category,
            amount: Number(row.amount),
            videoId: row.video_id,
            createdAt: row.created_at,
          },
        ]
      : [],
  );
}
