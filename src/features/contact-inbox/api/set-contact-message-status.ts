import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import type { ContactStatus } from '../model/inbox';

/**
 * Updates one message's status (admins may update that column only; the database audit-logs
 * it). Reads the row back, so a refused update (no row changed) is an error, not silence.
 */
export async function setContactMessageStatus(id: string, status: ContactStatus): Promise<void> {
  const supabase = await getSupabase();
  await dataOf(
    supabase.from('contact_messages').update({ status }).eq('id', id).select('id').single(),
  );
}
