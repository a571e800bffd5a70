/** Premium plans (part 2 §9): monthly $5, semi-annual $25 per 6 months, annual $45 per year. */
export const PREMIUM_PLANS = {
  monthly: { months: 1, amountCents: 500, label: 'LaughLoop Premium (monthly)' },
  semiannual: { months: 6, amountCents: 2500, label: 'LaughLoop Premium (6 months)' },
  annual: { months: 12, amountCents: 4500, label: 'LaughLoop Premium (annual)' },
} as const;

/** A plan's billing period as Stripe prices it: 12 months bill yearly. */
export function billingPeriod(plan: PremiumPlanType): {
  interval: 'month' | 'year';
  intervalCount: number;
} {
  const months = PREMIUM_PLANS[plan].months;
  return months % 12 === 0
    ? { interval: 'year', intervalCount: months / 12 }
    : { interval: 'month', intervalCount: months };
}

export type PremiumPlanType = keyof typeof PREMIUM_PLANS;

export function isPremiumPlanType(value: unknown): value is PremiumPlanType {
  return typeof value === 'string' && Object.hasOwn(PREMIUM_PLANS, value);
}

/** `months` calendar months later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
