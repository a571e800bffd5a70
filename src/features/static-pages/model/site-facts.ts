/**
 * Figures the static pages state, in one place so every page says the same thing. They follow the
 * spec (part 1 §9, part 2 §9) and design.md §3.
 */
export const SITE_FACTS = {
  minimumAge: 13,
  adultAge: 18,
  maxWeeklyPrize: '$500',
  creatorCount: '50,000+',
  supportReplyHours: 24,
  privacyReplyHours: 48,
  affiliateCommission: '20%',
  referralWindowDays: 30,
  minimumPayout: '$10.00',
  maxUploadMb: 100,
  maxVideoMinutes: 5,
  lastUpdated: 'November 2026',
} as const;
