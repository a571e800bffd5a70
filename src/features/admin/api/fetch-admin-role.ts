import { getSupabase } from '@/lib/supabase';

/** Part 1 §7: select user_roles by user_id and role admin (single or none). */
export async function hasAdminRole(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  if (error) throw new Error(`Reading the admin role failed: ${error.message}`);
  return data !== null;
}
