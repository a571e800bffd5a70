/** The banner's words. */
export const BANNER_COPY = {
  live: 'LIVE',
  upcoming: 'Coming soon',
  ended: 'Ended',
  join: 'Join Challenge',
  joinEnded: 'Challenge Ended',
  prize: 'Prize',
  progressLabel: 'Challenge progress',
  sponsored: 'Sponsored',
  shopNow: 'Shop now',
  rules: 'How challenges work',
  readMore: 'Read more',
  readLess: 'Show less',
  /** Shown while offline under a banner read from the device's copy. */
  asOf: (time: string) => `Offline — as of ${time}`,
  emptyHeading: 'Weekly Challenge',
  emptyText:
    'A new comedy challenge every week, with prizes up to $500. Record a clip and enter it here.',
} as const;

/** The join link: the submit page with this challenge chosen. */
export function joinHref(challengeId: string): string {
  return `/submit?challenge=${encodeURIComponent(challengeId)}`;
}
