import { getPublic } from '@/lib/api/get-public';
import type { CompositeTypes } from '@/lib/database.types';

/** A row of get_public_videos, as the generated database types describe it. */
export type PublicVideoRow = CompositeTypes<'public_video'>;

/** A video the boost picker offers: what it shows, and the row it came from. */
export interface PickerVideo {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  /** The anonymised creator (part 2 §3); null only for rows without one. */
  creatorHash: string | null;
  /** The whole row, for src/app to hand to another feature (the edit and delete dialogs). */
  row: PublicVideoRow;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The rows of the answer, each checked; a row without an id or a title is left out. */
export function parsePickerVideos(body: unknown): PickerVideo[] {
  if (!Array.isArray(body)) throw new Error('The list of videos is not a list.');
  return body.flatMap((value: unknown) => {
    if (typeof value !== 'object' || value === null) return [];
    const row = value as PublicVideoRow;
    const id = text(row.id);
    const title = text(row.title);
    if (!id || title === null) return [];
    return [
      {
        id,
        title,
        thumbnailUrl: text(row.thumbnail_url),
        creatorHash: text(row.creator_hash),
        row,
      },
    ];
  });
}

/**
 * Part 2 §7 get_public_videos(page_limit, page_offset): one page of the public list. With a
 * member's token the server leaves out what they reported or blocked.
 */
export function getPublicVideoPage(
  limit: number,
  offset: number,
  token: string | null,
  signal?: AbortSignal,
): Promise<PickerVideo[]> {
  return getPublic(
    `rpc/get_public_videos?page_limit=${limit}&page_offset=${offset}`,
    parsePickerVideos,
    signal,
    token,
  );
}
