/** Part 2 §2 How It Works: where each entry's go-to button leads. */
export type GuideEntryNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

export type GuidePath =
  '/' | '/submit' | '/my-videos' | '/premium-order' | '/affiliate' | '/shorts';

const TARGETS: Readonly<Record<GuideEntryNumber, GuidePath>> = {
  1: '/',
  2: '/',
  3: '/submit',
  4: '/my-videos',
  5: '/',
  6: '/premium-order',
  7: '/affiliate',
  8: '/my-videos',
  9: '/shorts',
  10: '/premium-order',
  11: '/shorts',
  12: '/shorts',
  13: '/shorts',
  14: '/shorts',
  15: '/affiliate',
};

/** Entries above 10 are the premium earning entries (part 2 §6). */
export function isPremiumEntry(entry: GuideEntryNumber): boolean {
  return entry > 10;
}

/** Entries 11-14 earn on Shorts, which needs Premium; members go there, others to the plans. */
function needsMembership(entry: GuideEntryNumber): boolean {
  return entry >= 11 && entry <= 14;
}

export interface GoToTarget {
  path: GuidePath;
  /** True when the press is turned away to /premium-order with 'Premium Required'. */
  premiumRequired: boolean;
}

export function goToTarget(entry: GuideEntryNumber, isPremium: boolean): GoToTarget {
  if (needsMembership(entry) && !isPremium) {
    return { path: '/premium-order', premiumRequired: true };
  }
  return { path: TARGETS[entry], premiumRequired: false };
}

const LABELS: Readonly<Record<GuidePath, string>> = {
  '/': 'Go to Home',
  '/submit': 'Go to Submit Video',
  '/my-videos': 'Go to My Videos',
  '/premium-order': 'Go to Premium',
  '/affiliate': 'Go to Affiliate Program',
  '/shorts': 'Go to Shorts',
};

/** The go-to button's words, named after where it leads. */
export function goToLabel(path: GuidePath): string {
  return LABELS[path];
}
