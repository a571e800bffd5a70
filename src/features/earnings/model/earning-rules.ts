import { SERVER_RULES } from '@/lib/server-rules';

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

// The generated rows name exactly these categories: a category added to or dropped from
// earning_categories fails the type check here until EARNING_CATEGORIES (and its label) follow.
type SeededCategory = (typeof SERVER_RULES.earningRules)[number]['category'];
const sameCategories: [SeededCategory] extends [EarningCategory]
  ? [EarningCategory] extends [SeededCategory]
    ? true
    : never
  : never = true;
void sameCategories;

/**
 * Part 1 §9: the rules shown when none can be read. The server's earning_categories is the one
 * source (design §3.4): these are its rows as the migrations write them, generated into
 * src/lib/server-rules.ts by npm run gen:types, never copied by hand.
 */
export const DEFAULT_EARNING_RULES: Readonly<Record<EarningCategory, EarningRule>> =
  Object.fromEntries(SERVER_RULES.earningRules.map((rule) => [rule.category, rule])) as Record<
    EarningCategory,
    EarningRule
  >;

export const CATEGORY_LABELS: Readonly<Record<EarningCategory, string>> = {
  watch: 'Watching',
  like: 'Liking',
  comment: 'Commenting',
  share: 'Sharing',
};
