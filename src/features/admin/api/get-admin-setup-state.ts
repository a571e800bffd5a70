import { dataOf } from '@/lib/api/supabase-answer';
import { getSupabase } from '@/lib/supabase';
import { parseAdminSetupState, type AdminSetupState } from '../model/admin-setup';

/** admin_setup_state(): whether the instance has an admin yet and whether the caller is one. */
export async function getAdminSetupState(): Promise<AdminSetupState> {
  const supabase = await getSupabase();
  return parseAdminSetupState(await dataOf(supabase.rpc('admin_setup_state')));
}
