/** Part 2 §3 Genres, in the spec's order; the first is the default. */
export const GENRES = [
  'Indian Instrumental',
  'Classical',
  'Folk',
  'Fusion',
  'Devotional',
  'Meditation',
] as const;

export type Genre = (typeof GENRES)[number];

export const DEFAULT_GENRE: Genre = 'Indian Instrumental';

export function isGenre(value: string): value is Genre {
  return (GENRES as readonly string[]).includes(value);
}
