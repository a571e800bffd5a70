import { SERVER_RULES } from '@/lib/server-rules';

/**
 * Part 2 §9 premium plans, for the order page. The server prices every checkout itself
 * (supabase/functions/_shared/plans.ts); the prices and savings shown are generated from it
 * (src/lib/server-rules.ts), never copied.
 */
export type PremiumPlanType = 'monthly' | 'semiannual' | 'annual';

export interface PremiumPlan {
  type: PremiumPlanType;
  name: string;
  /** US dollars per billing period. */
  price: number;
  period: string;
  savings: string | null;
  popular: boolean;
}

const SERVER_PLANS = SERVER_RULES.premiumPlans;
const dollars = (type: PremiumPlanType) => SERVER_PLANS[type].amountCents / 100;

/** What a plan saves against paying monthly for as long: 'Save $5'; null when nothing. */
function savingsOf(type: PremiumPlanType): string | null {
  const saved = dollars('monthly') * SERVER_PLANS[type].months - dollars(type);
  return saved > 0 ? `Save ${formatPlanPrice(saved)}` : null;
}

export const PREMIUM_PLANS: readonly PremiumPlan[] = [
  {
    type: 'monthly',
    name: 'Monthly',
    price: dollars('monthly'),
    period: 'per month',
    savings: savingsOf('monthly'),
    popular: false,
  },
  {
    type: 'semiannual',
    name: 'Semi-Annual',
    price: dollars('semiannual'),
    period: 'per 6 months',
    savings: savingsOf('semiannual'),
    popular: true,
  },
  {
    type: 'annual',
    name: 'Annual',
    price: dollars('annual'),
    period: 'per year',
    savings: savingsOf('annual'),
    popular: false,
  },
];

/** What every plan gives (the earning rates and caps themselves come from the server). */
export const PREMIUM_BENEFITS = [
  'Earn money for watching, liking, commenting and sharing',
  'The members-only Premium community',
  'Your Premium dashboard with your earnings and activity',
  'Priority video uploads',
] as const;

export function isPremiumPlanType(value: unknown): value is PremiumPlanType {
  return PREMIUM_PLANS.some((plan) => plan.type === value);
}

export function formatPlanPrice(price: number): string {
  return `$${price % 1 === 0 ? price : price.toFixed(2)}`;
}
