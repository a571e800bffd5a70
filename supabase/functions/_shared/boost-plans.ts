/** Boost plans (part 2 §9, design §3.5): the server's prices, never the client's. */
export const BOOST_PLANS = {
  1: { amountCents: 100, label: '1 Day Boost' },
  3: { amountCents: 500, label: '3 Days Boost' },
  5: { amountCents: 1000, label: '5 Days Boost' },
} as const;

export type BoostDays = keyof typeof BOOST_PLANS;

export function isBoostDays(value: unknown): value is BoostDays {
  return value === 1 || value === 3 || value === 5;
}
