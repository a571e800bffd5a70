import { getSupabase } from '@/lib/supabase';
import { COVERS_BUCKET } from '../model/storage-paths';
import { isDuplicateObject, SlugTakenError } from '../model/upload-errors';

/**
 * Stores a cover at covers/{YYYY}/{MM}/{slug}.{ext} in the covers bucket (no overwrite, part 2
 * §7). An existing object means the slug is taken.
 */
export async function uploadCover(
  objectName: string,
  cover: Blob,
  contentType: string,
  slug: string,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.storage
    .from(COVERS_BUCKET)
    .upload(objectName, cover, { contentType, upsert: false, cacheControl: '3600' });
  if (!error) return;
  if (isDuplicateObject(error)) throw new SlugTakenError(slug);
  throw error;
}
