/** Dollars as the affiliate page shows them: `$12.50`. */
export function formatUsd(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const fixed = Math.abs(value).toFixed(2);
  return value < 0 && fixed !== '0.00' ? `-$${fixed}` : `$${fixed}`;
}

/** Whole cents (commissions and payments are stored in cents) as dollars. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** A commission rate in percent, without needless decimals: 20 → `20%`, 12.5 → `12.5%`. */
export function formatRate(rate: number): string {
  return `${Number((Number.isFinite(rate) ? rate : 0).toFixed(2))}%`;
}

/** Numeric columns may arrive as JSON numbers or as strings; null when it is not a number. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}
