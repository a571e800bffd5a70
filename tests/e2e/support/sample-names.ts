/**
 * The built-in portrait sample clips (public/samples/NAME.webm and NAME.png): videos seeded by the
 * e2e and WebKit suites and by the feed benchmarks play these files, so the player has real media.
 */
export const SAMPLE_NAMES = [
  'giggle-loop',
  'cat-zoomies',
  'oops-slide',
  'beat-bounce',
  'trick-shot',
  'drum-solo',
  'surprise-box',
  'sunny-morning',
] as const;

export type SampleName = (typeof SAMPLE_NAMES)[number];
