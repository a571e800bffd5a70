/** Where Supabase Storage serves public objects (thumbnails among them). */
export const STORAGE_PUBLIC_PATH = '/storage/v1/object/public/';

/**
 * Storage thumbnails load with CORS (crossorigin="anonymous"), so the service worker can keep
 * them; a preload of one must ask the same way or the browser downloads it twice.
 */
export function thumbnailNeedsCors(url: string): boolean {
  return url.includes(STORAGE_PUBLIC_PATH);
}
