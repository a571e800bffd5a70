import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseModerationQueue, type ModerationQueue } from '../model/moderation-queue';

/** admin_moderation_queue: pending and reported videos and the report rules (admins, moderators). */
export async function getModerationQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  const supabase = await getSupabase();
  const query = supabase.rpc('admin_moderation_queue');
  return parseModerationQueue(await dataOf(signal ? query.abortSignal(signal) : query));
}
