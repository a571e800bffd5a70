import { dataOf, sentAs } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';

/** The challenge a submission enters, as the submit page shows it. */
export interface EntryChallenge {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
}

/** One challenge by id (readable by everyone); null when there is no such challenge. */
export async function getEntryChallenge(
  id: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<EntryChallenge | null> {
  const supabase = await getSupabase();
  const query = sentAs(
    supabase.from('challenges').select('id,title,start_date,end_date').eq('id', id),
    token,
  );
  const [row] = await dataOf((signal ? query.abortSignal(signal) : query).limit(1));
  return row
    ? { id: row.id, title: row.title, startDate: row.start_date, endDate: row.end_date }
    : null;
}
