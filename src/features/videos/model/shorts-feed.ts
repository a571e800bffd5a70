import type { FeedVideo } from './video';

/** Part 2 §2 Shorts page tabs; each filters by the submission category of the same name. */
export const SHORTS_TABS = [
  'All',
  'Comedy',
  'Animals',
  'Fails',
  'Dance',
  'Sports',
  'Music',
  'Pranks',
] as const;
export type ShortsTab = (typeof SHORTS_TABS)[number];

/** Part 2 §9: show 12 at first (of the 50 fetched, PUBLIC_LISTS.shorts), Load More adds 8. */
export const SHORTS_INITIAL = 12;
const SHORTS_STEP = 8;

export function isShortsTab(value: string | null): value is ShortsTab {
  return value !== null && (SHORTS_TABS as readonly string[]).includes(value);
}

export function filterByTab(videos: readonly FeedVideo[], tab: ShortsTab): FeedVideo[] {
  if (tab === 'All') return [...videos];
  const category = tab.toLowerCase();
  return videos.filter((video) => video.category === category);
}

export function nextVisibleCount(current: number, total: number): number {
  return Math.min(total, current + SHORTS_STEP);
}

/** 'comedy' → 'Comedy' for labels; null stays null. */
export function categoryLabel(category: string | null): string | null {
  return category ? category.charAt(0).toUpperCase() + category.slice(1) : null;
}
