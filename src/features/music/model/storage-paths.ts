/** Part 2 §7 storage: public buckets written by admins only. */
export const MUSIC_BUCKET = 'music';
export const COVERS_BUCKET = 'covers';

const COVER_URL_MARKER = `/object/public/${COVERS_BUCKET}/`;
const SAFE_OBJECT_PATH = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** {YYYY}/{MM} of the upload time, in UTC. */
export function yearMonth(at: Date): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${at.getUTCFullYear()}/${month}`;
}

/** audio/{YYYY}/{MM}/{slug}.mp3 in the music bucket. */
export function audioObjectPath(slug: string, at: Date): string {
  return `audio/${yearMonth(at)}/${slug}.mp3`;
}

/** covers/{YYYY}/{MM}/{slug}.{ext} in the covers bucket. */
export function coverObjectPath(slug: string, at: Date, extension: string): string {
  return `covers/${yearMonth(at)}/${slug}.${extension}`;
}

/**
 * The covers-bucket path a track's cover URL points at (the part after
 * '/object/public/covers/'), or null when the URL is not one of this project's cover objects.
 */
export function coverPathFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const at = url.indexOf(COVER_URL_MARKER);
  if (at < 0) return null;
  const raw = url.slice(at + COVER_URL_MARKER.length).split(/[?#]/)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!SAFE_OBJECT_PATH.test(path) || path.split('/').includes('..')) return null;
  return path;
}
