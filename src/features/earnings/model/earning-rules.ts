/** The earning actions (part 1 §3: categories in use). */
export const EARNING_CATEGORIES = ['watch', 'like', 'comment', 'share'] as const;
export type EarningCategory = (typeof EARNING_CATEGORIES)[number];

export function isEarningCategory(value: unknown): value is EarningCategory {
  return typeof value === 'string' && (EARNING_CATEGORIES as readonly string[]).includes(value);
}

export interface EarningRule {
  category: EarningCategory;
  dailyLimit: number;
  weeklyLimit: number;
  /** Dollars per action. */
  ratePerAction: number;
}

/**
 * Part 1 §9: the rules shown when none can be read (the server's earning_categories is the one
 * source, design §3.4; these are its seeded defaults).
 */
export const DEFAULT_EARNING_RULES: Readonly<Record<EarningCategory, EarningRule>> = {
  watch: { category: 'watch', dailyLimit: 20, weeklyLimit: 100, ratePerAction: 0.001 },
  like: { category: 'like', dailyLimit: 15, weeklyLimit: 75, ratePerAction: 0.0001 },
  comment: { category: 'comment', dailyLimit: 10, weeklyLimit: 50, ratePerAction: 0.0003 },
  share: { category: 'share', dailyLimit: 5, weeklyLimit: 25, ratePerAction: 0.002 },
};

/** Part 1 §9: the rate of a category with no rule. */
export const DEFAULT_RATE = 0.001;

export const CATEGORY_LABELS: Readonly<Record<EarningCategory, string>> = {
  watch: 'Watching',
  like: 'Liking',
  comment: 'Commenting',
  share: 'Sharing',
};
