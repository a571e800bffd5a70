import { baseName } from './track-title';

export interface CoverMatch<I> {
  /** Per audio file (same order), its cover image or undefined. */
  covers: (I | undefined)[];
  /** Images whose name contains no audio file's base name. */
  unmatched: I[];
  /** Images that matched a track which had already been given an earlier image. */
  spare: I[];
}

/**
 * Part 2 §5: a cover image belongs to a track when the image's name contains the audio file's
 * base name (compared without regard to case). An image naming several tracks ("song-2.jpg"
 * contains both "song" and "song-2") goes to the longest base name; a track keeps the first
 * image that matches it.
 */
export function matchCovers<A extends { name: string }, I extends { name: string }>(
  audio: readonly A[],
  images: readonly I[],
): CoverMatch<I> {
  const bases = audio.map((file) => baseName(file.name).toLowerCase());
  const match: CoverMatch<I> = { covers: audio.map(() => undefined), unmatched: [], spare: [] };
  for (const image of images) {
    const name = image.name.toLowerCase();
    let best = -1;
    bases.forEach((base, index) => {
      if (base === '' || !name.includes(base)) return;
      if (best < 0 || base.length > (bases[best] ?? '').length) best = index;
    });
    if (best < 0) match.unmatched.push(image);
    else if (match.covers[best]) match.spare.push(image);
    else match.covers[best] = image;
  }
  return match;
}
