import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  invoiceObject,
  subscriptionObject,
} from '../../local/src/checkout/subscription-objects.ts';
import type { SubscriptionRow } from '../../local/src/checkout/subscription-store.ts';
import {
  memberStatus,
  periodEndOfInvoice,
  periodEndOfSubscription,
  planOfSubscription,
  subscriptionOfInvoice,
  userOfInvoice,
} from './subscription-state.ts';

const row: SubscriptionRow = {
  id: 'sub_abc',
  customer: 'cus_abc',
  created: 1_800_000_000,
  status: 'active',
  amount: 2500,
  currency: 'usd',
  period_unit: 'month',
  period_count: 6,
  current_period_start: 1_800_000_000,
  current_period_end: 1_815_000_000,
  cancel_at_period_end: false,
  canceled_at: null,
  metadata: { kind: 'premium', planType: 'semiannual', userId: 'u-1' },
};

// The sandbox's objects are what the webhook reads locally; Stripe's own have the same fields.
const subscription = (overrides: Partial<SubscriptionRow> = {}) =>
  subscriptionObject({ ...row, ...overrides }) as unknown as Stripe.Subscription;

describe('subscription state from Stripe objects', () => {
  it('grants access only for active and trialing subscriptions', () => {
    expect(memberStatus('active')).toBe('active');
    expect(memberStatus('trialing')).toBe('active');
    expect(memberStatus('past_due')).toBe('past_due');
    expect(memberStatus('unpaid')).toBe('past_due');
    expect(memberStatus('canceled')).toBe('canceled');
    expect(memberStatus('incomplete_expired')).toBe('canceled');
    expect(memberStatus('incomplete')).toBe('inactive');
    expect(memberStatus('paused')).toBe('inactive');
  });

  it('names the plan by the billing period, so a switch in the portal is seen', () => {
    expect(planOfSubscription(subscription())).toBe('semiannual');
    expect(planOfSubscription(subscription({ period_unit: 'year', period_count: 1 }))).toBe(
      'annual',
    );
    expect(planOfSubscription(subscription({ period_unit: 'month', period_count: 1 }))).toBe(
      'monthly',
    );
    // An unknown period falls back to the plan the checkout named.
    expect(planOfSubscription(subscription({ period_unit: 'week', period_count: 2 }))).toBe(
      'semiannual',
    );
  });

  it("reads the period end from the item (API 2025-03-31 on) or the subscription's legacy field", () => {
    expect(periodEndOfSubscription(subscription())).toEqual(new Date(1_815_000_000_000));
    const legacy = { ...subscription(), items: { data: [] } } as unknown as Stripe.Subscription;
    expect(periodEndOfSubscription(legacy)).toEqual(new Date(1_815_000_000_000));
  });

  it('finds the subscription, member and period of an invoice, new shape and legacy', () => {
    const invoice = invoiceObject(row, true) as unknown as Stripe.Invoice;
    expect(subscriptionOfInvoice(invoice)).toBe('sub_abc');
    expect(userOfInvoice(invoice)).toBe('u-1');
    expect(periodEndOfInvoice(invoice)).toEqual(new Date(1_815_000_000_000));
    const legacy = { subscription: 'sub_old', lines: { data: [] } } as unknown as Stripe.Invoice;
    expect(subscriptionOfInvoice(legacy)).toBe('sub_old');
    expect(periodEndOfInvoice(legacy)).toBeNull();
  });
});
