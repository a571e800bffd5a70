import { SERVER_RULES } from '@/lib/server-rules';

/**
 * Part 2 §3 Boost plan (client side) and §9: 1 day $1; 3 days $5 (popular); 5 days $10. The
 * server prices every order itself (boost_orders_price_matches_plan, the edge functions'
 * boost-plans.ts); the prices shown are generated from it (src/lib/server-rules.ts), never copied.
 */
export interface BoostPlan {
  id: string;
  days: 1 | 3 | 5;
  price: number;
  label: string;
  description: string;
  popular: boolean;
  /** A Stripe price id when the deployment sets one; the server does not rely on it. */
  priceId: string | null;
}

/** The server's price of a plan, in dollars. */
function priceOf(days: BoostPlan['days']): number {
  const plan = SERVER_RULES.boostPlans.find((candidate) => candidate.days === days);
  if (!plan) throw new Error(`The server has no ${days}-day boost plan.`);
  return plan.amountCents / 100;
}

export const BOOST_PLANS: readonly BoostPlan[] = [
  {
    id: 'boost-1-day',
    days: 1,
    price: priceOf(1),
    label: '1 Day Boost',
    description: 'A quick lift: promoted in the lists for 24 hours.',
    popular: false,
    priceId: null,
  },
  {
    id: 'boost-3-days',
    days: 3,
    price: priceOf(3),
    label: '3 Days Boost',
    description: 'A long weekend in the spotlight: promoted for 3 days.',
    popular: true,
    priceId: null,
  },
  {
    id: 'boost-5-days',
    days: 5,
    price: priceOf(5),
    label: '5 Days Boost',
    description: 'The longest run, for a clip that deserves it: promoted for 5 days.',
    popular: false,
    priceId: null,
  },
];

export function planById(id: string | null): BoostPlan | null {
  return BOOST_PLANS.find((plan) => plan.id === id) ?? null;
}

export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}
