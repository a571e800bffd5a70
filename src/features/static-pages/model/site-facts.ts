import { SERVER_RULES } from '@/lib/server-rules';

/**
 * Figures the static pages state, in one place so every page says the same thing. They follow the
 * spec (part 1 §9, part 2 §9) and design.md §3; those the server enforces are generated from it
 * (src/lib/server-rules.ts, npm run gen:types), never copied.
 */
export const SITE_FACTS = {
  minimumAge: 13,
  adultAge: 18,
  maxWeeklyPrize: '$500',
  creatorCount: '50,000+',
  supportReplyHours: 24,
  privacyReplyHours: 48,
  affiliateCommission: `${SERVER_RULES.affiliateCommissionPercent}%`,
  referralWindowDays: SERVER_RULES.referralWindowDays,
  minimumPayout: `$${SERVER_RULES.minimumPayout.toFixed(2)}`,
  maxUploadMb: SERVER_RULES.bucketBytes.uploads / (1024 * 1024),
  maxVideoMinutes: SERVER_RULES.maxVideoSeconds / 60,
  lastUpdated: 'November 2026',
} as const;
