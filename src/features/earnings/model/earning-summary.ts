import {
  DEFAULT_EARNING_RULES,
  EARNING_CATEGORIES,
  isEarningCategory,
  type EarningCategory,
  type EarningRule,
} from './earning-rules';

/** Part 1 §3: earning summary per category. Counts are null when they could not be read. */
export interface CategorySummary extends EarningRule {
  totalEarned: number;
  dailyCount: number | null;
  weeklyCount: number | null;
}

const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** get_earning_summary's rows (numeric columns may arrive as strings); bad rows are dropped. */
export function parseSummaryRows(rows: unknown): CategorySummary[] {
  if (!Array.isArray(rows)) throw new Error('Unexpected answer from get_earning_summary.');
  return rows.flatMap((row: Record<string, unknown>) => {
    const summary = {
      category: row.category,
      totalEarned: asNumber(row.total_earned),
      dailyCount: asNumber(row.daily_count),
      weeklyCount: asNumber(row.weekly_count),
      dailyLimit: asNumber(row.daily_limit),
      weeklyLimit: asNumber(row.weekly_limit),
      ratePerAction: asNumber(row.rate_per_action),
    };
    const complete = Object.values(summary).every((value) => value !== null);
    return complete && isEarningCategory(summary.category) ? [summary as CategorySummary] : [];
  });
}

/** Part 1 §8: when the rules cannot be read, the defaults show, with unknown counts. */
export function defaultSummary(): CategorySummary[] {
  return EARNING_CATEGORIES.map((category: EarningCategory) => ({
    ...DEFAULT_EARNING_RULES[category],
    totalEarned: 0,
    dailyCount: null,
    weeklyCount: null,
  }));
}

/** Dollars as the panel shows them: cents, or more digits for the small per-action rates. */
export function formatDollars(amount: number): string {
  const digits = amount !== 0 && Math.abs(amount) < 0.01 ? 4 : 2;
  return `$${amount.toFixed(digits)}`;
}
