import { getSupabase } from '@/lib/supabase';

/** Removes objects from a bucket (admins only); removing one that is already gone is no error. */
export async function removeObjects(bucket: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(bucket).remove([...paths]);
  if (error) throw error;
}
