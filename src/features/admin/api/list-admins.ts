import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { toAdminEntry, type AdminEntry } from '../model/admin-setup';

/** list_admins() (admins only): every admin with email, name and since when, oldest first. */
export async function listAdmins(): Promise<AdminEntry[]> {
  const supabase = await getSupabase();
  const rows = await dataOf(supabase.rpc('list_admins'));
  return rows.map(toAdminEntry);
}
