import { env } from '@/lib/env';
import { RestError } from './rest';

/**
 * Stores a PNG in the public thumbnails bucket (overwrite allowed, part 2 §7) and answers its
 * public URL. The request is the one supabase-js sends for upload(path, blob, { upsert: true }).
 */
export async function uploadThumbnail(path: string, png: Blob, token: string): Promise<string> {
  const objectPath = path.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${env.supabaseUrl}/storage/v1/object/thumbnails/${objectPath}`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'image/png',
      'x-upsert': 'true',
      'cache-control': 'max-age=3600',
    },
    body: png,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : 'Thumbnail upload failed';
    throw new RestError(message, response.status, null);
  }
  return `${env.supabaseUrl}/storage/v1/object/public/thumbnails/${objectPath}`;
}
