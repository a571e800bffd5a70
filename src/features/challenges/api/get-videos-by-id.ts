import { getPublic } from '@/lib/api/get-public';
import type { WinnerVideo } from '../model/winners';

/** Title and thumbnail of the winning videos the reader may see (approved ones, RLS). */
export function getVideosById(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<WinnerVideo[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const list = ids.map((id) => encodeURIComponent(id)).join(',');
  return getPublic(`videos?select=id,title,thumbnail_url&id=in.(${list})`, parseRows, signal);
}

function parseRows(body: unknown): WinnerVideo[] {
  if (!Array.isArray(body)) throw new Error('The video list is not an array.');
  return body.flatMap((value: unknown) => {
    const { id, title, thumbnail_url } = (value ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || typeof title !== 'string') return [];
    return [{ id, title, thumbnailUrl: typeof thumbnail_url === 'string' ? thumbnail_url : null }];
  });
}
