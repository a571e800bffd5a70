import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import {
  INBOX_PAGE_SIZE,
  parseContactMessage,
  type ContactMessage,
  type ContactStatus,
  type InboxCursor,
} from '../model/inbox';

const COLUMNS = 'id,name,email,subject,message,status,created_at';

/** contact_messages with the given statuses (admins read all), newest first, a page at a time. */
export async function listContactMessages(
  statuses: readonly ContactStatus[],
  cursor: InboxCursor | null,
  signal?: AbortSignal,
): Promise<ContactMessage[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('contact_messages')
    .select(COLUMNS)
    .in('status', [...statuses])
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(INBOX_PAGE_SIZE);
  if (cursor)
    query = query.or(
      `created_at.lt.${cursor.before},and(created_at.eq.${cursor.before},id.lt.${cursor.beforeId})`,
    );
  const rows = await dataOf(signal ? query.abortSignal(signal) : query);
  return (rows as Record<string, unknown>[]).flatMap((row) => parseContactMessage(row) ?? []);
}
