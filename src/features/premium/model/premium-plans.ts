/** Part 2 §9 premium plans, for the order page. The server prices every checkout itself. */
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

export const PREMIUM_PLANS: readonly PremiumPlan[] = [
  {
    type: 'monthly',
    name: 'Monthly',
    price: 5,
    period: 'per month',
    savings: null,
    popular: false,
  },
  {
    type: 'semiannual',
    name: 'Semi-Annual',
    price: 25,
    period: 'per 6 months',
    savings: 'Save $5',
    popular: true,
  },
  {
    type: 'annual',
    name: 'Annual',
    price: 45,
    period: 'per year',
    savings: 'Save $15',
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
