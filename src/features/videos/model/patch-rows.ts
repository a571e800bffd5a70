import type { FeedVideo } from './video';

/** What changes one video's row: new field values, or null when the video is gone. */
export type RowPatch = Partial<FeedVideo> | null;

/**
 * One video's row patched in a list (the same list back when it is not there, so nothing
 * re-renders): an edit or the server's like count is applied, a deletion removes it.
 */
export function patchRows(
  rows: readonly FeedVideo[],
  videoId: string,
  patch: RowPatch,
): readonly FeedVideo[] {
  if (!rows.some((row) => row.id === videoId)) return rows;
  if (patch === null) return rows.filter((row) => row.id !== videoId);
  return rows.map((row) => (row.id === videoId ? { ...row, ...patch } : row));
}
