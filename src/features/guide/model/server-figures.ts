import { SERVER_RULES } from '@/lib/server-rules';

/** The figures the guide states, from the server's rules (src/lib/server-rules.ts), never copied. */
const dollars = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

export const FIGURES = {
  commission: `${SERVER_RULES.affiliateCommissionPercent}%`,
  referralDays: SERVER_RULES.referralWindowDays,
  minimumPayout: `$${SERVER_RULES.minimumPayout.toFixed(2)}`,
  /** 'for $1' per plan length. */
  boostPrice: (days: number): string => {
    const plan = SERVER_RULES.boostPlans.find((candidate) => candidate.days === days);
    if (!plan) throw new Error(`The server has no ${days}-day boost plan.`);
    return dollars(plan.amountCents);
  },
};
