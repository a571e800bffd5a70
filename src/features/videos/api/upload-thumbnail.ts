import { ApiError } from '@/lib/api/api-error';
import { bearer } from '@/lib/api/http';
import { getSupabase } from '@/lib/supabase';

const BUCKET = 'thumbnails';

/**
 * Stores a PNG in the public thumbnails bucket (overwrite allowed, part 2 §7) and answers its
 * public URL. A refusal is an ApiError with Storage's words and status.
 */
export async function uploadThumbnail(path: string, png: Blob, token: string): Promise<string> {
  const bucket = (await getSupabase()).storage.from(BUCKET);
  const { error } = await bucket.upload(path, png, {
    upsert: true,
    contentType: 'image/png',
    cacheControl: '3600',
    headers: { Authorization: bearer(token) },
  });
  if (error) {
    const status = (error as { status?: unknown }).status;
    throw new ApiError(
      error.message || 'Thumbnail upload failed',
      typeof status === 'number' ? status : 500,
    );
  }
  return bucket.getPublicUrl(path).data.publicUrl;
}
