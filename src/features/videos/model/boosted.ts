import type { FeedVideo } from './video';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function boostEnd(video: Pick<FeedVideo, 'is_boosted' | 'boost_until'>): number | null {
  if (!video.is_boosted || !video.boost_until) return null;
  const end = Date.parse(video.boost_until);
  return Number.isNaN(end) ? null : end;
}

/** Part 2 §4: boosted only while is_boosted is true and boost_until is in the future. */
export function isBoostedNow(
  video: Pick<FeedVideo, 'is_boosted' | 'boost_until'>,
  now = Date.now(),
): boolean {
  const end = boostEnd(video);
  return end !== null && end > now;
}

/**
 * The badge's remaining time: whole days (rounded up) when more than one day is left, otherwise
 * hours (rounded up, so the last minutes still read '1 hour left'). Null when not boosted now.
 */
export function boostBadgeText(
  video: Pick<FeedVideo, 'is_boosted' | 'boost_until'>,
  now = Date.now(),
): string | null {
  const end = boostEnd(video);
  if (end === null || end <= now) return null;
  const left = end - now;
  if (left > DAY_MS) return `Boosted · ${Math.ceil(left / DAY_MS)} days left`;
  const hours = Math.ceil(left / HOUR_MS);
  return `Boosted · ${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
}
