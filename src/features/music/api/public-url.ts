import { getSupabase } from '@/lib/supabase';

/** The public URL of an object in a public bucket (part 2 §7: one is fetched for each file). */
export async function publicUrl(bucket: string, path: string): Promise<string> {
  const supabase = await getSupabase();
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}
