import type { Tables } from '@/lib/database.types';

/** One active earning_categories row: the server's rate and caps (design §3.4). */
export interface EarningRate {
  category: string;
  /** Dollars per action. */
  ratePerAction: number;
  dailyLimit: number;
  weeklyLimit: number;
}

type RateRow = Pick<
  Tables<'earning_categories'>,
  'category' | 'rate_per_action' | 'daily_limit' | 'weekly_limit' | 'is_active'
>;

export const EARNING_RATE_COLUMNS = 'category,rate_per_action,daily_limit,weekly_limit,is_active';

const ORDER = ['watch', 'like', 'comment', 'share'];

const LABELS: Readonly<Record<string, string>> = {
  watch: 'Watching',
  like: 'Liking',
  comment: 'Commenting',
  share: 'Sharing',
};

/** Numeric columns may arrive as strings. */
function asNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function rank(category: string): number {
  const index = ORDER.indexOf(category);
  return index === -1 ? ORDER.length : index;
}

function parseRow(row: Partial<Record<keyof RateRow, unknown>>): EarningRate | null {
  const ratePerAction = asNumber(row.rate_per_action);
  const dailyLimit = asNumber(row.daily_limit);
  const weeklyLimit = asNumber(row.weekly_limit);
  if (typeof row.category !== 'string' || row.category === '' || row.is_active === false) {
    return null;
  }
  if (ratePerAction === null || dailyLimit === null || weeklyLimit === null) return null;
  if (ratePerAction < 0 || dailyLimit < 0 || weeklyLimit < 0) return null;
  return { category: row.category, ratePerAction, dailyLimit, weeklyLimit };
}

/** The active rows of earning_categories in the guide's order; bad rows are dropped. */
export function parseEarningRates(body: unknown): EarningRate[] {
  if (!Array.isArray(body)) throw new Error('Unexpected answer for the earning rates.');
  return body
    .flatMap((row: unknown) =>
      row !== null && typeof row === 'object' ? (parseRow(row) ?? []) : [],
    )
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category));
}

export function categoryLabel(category: string): string {
  return (
    LABELS[category] ?? category.replace(/_/g, ' ').replace(/^\w/, (first) => first.toUpperCase())
  );
}

/** Rates are stored to the millionth of a dollar: counting in those keeps sums exact. */
const MICROS = 1_000_000;
const toMicros = (dollars: number) => Math.round(dollars * MICROS);

/** The most one category can earn in a day: its rate times its daily limit. */
export function dailyPotential(rate: EarningRate): number {
  return (toMicros(rate.ratePerAction) * rate.dailyLimit) / MICROS;
}

/** The most all categories together can earn in a day. */
export function totalDailyPotential(rates: readonly EarningRate[]): number {
  return (
    rates.reduce((sum, rate) => sum + toMicros(rate.ratePerAction) * rate.dailyLimit, 0) / MICROS
  );
}

/** Dollars with at least cents, and as many more digits (up to six) as a small rate needs. */
export function formatDollars(amount: number): string {
  const [whole, fraction = ''] = amount.toFixed(6).split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `$${whole}.${trimmed}`;
}
