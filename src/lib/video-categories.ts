/** The eight submission categories (part 1 §3, part 2 §3), as stored in videos.category. */
export const VIDEO_CATEGORIES = [
  'comedy',
  'animals',
  'fails',
  'dance',
  'sports',
  'music',
  'pranks',
  'lifestyle',
] as const;

export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

export const VIDEO_CATEGORY_LABELS: Record<VideoCategory, string> = {
  comedy: 'Comedy',
  animals: 'Animals',
  fails: 'Fails',
  dance: 'Dance',
  sports: 'Sports',
  music: 'Music',
  pranks: 'Pranks',
  lifestyle: 'Lifestyle',
};

export function isVideoCategory(value: unknown): value is VideoCategory {
  return typeof value === 'string' && (VIDEO_CATEGORIES as readonly string[]).includes(value);
}
