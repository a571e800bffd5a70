import type { Page } from '@playwright/test';
import { createUser, serviceRest, type TestUser } from './backend';

/** A member with an active monthly Premium membership, as the payment webhook would leave it. */
export async function premiumMember(fullName: string): Promise<TestUser> {
  const member = await createUser({ fullName });
  await serviceRest('premium_subscribers', {
    method: 'POST',
    body: JSON.stringify({
      user_id: member.id,
      subscription_status: 'active',
      plan_type: 'monthly',
      current_period_end: new Date(Date.now() + 20 * 24 * 3_600_000).toISOString(),
    }),
  });
  return member;
}

/** Credits whole dollars of share earnings (the ledger is server-written). */
export async function creditDollars(member: TestUser, dollars: number): Promise<void> {
  await serviceRest('user_earnings', {
    method: 'POST',
    body: JSON.stringify(
      Array.from({ length: dollars }, (_, i) => ({
        user_id: member.id,
        category: 'share',
        amount: 1,
        target: `credit-${i}`,
        idempotency_key: crypto.randomUUID(),
      })),
    ),
  });
}

export const earningsPanel = (page: Page) => page.getByRole('region', { name: 'Your Earnings' });
