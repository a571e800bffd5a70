import { randomId } from './session-store.ts';
import type { SubscriptionRow } from './subscription-store.ts';

/** The sandbox's price for a subscription's amount and period (one per subscription). */
function price(row: SubscriptionRow) {
  return {
    id: `price_${row.id.replace(/^sub_/, '')}`,
    object: 'price',
    currency: row.currency,
    unit_amount: row.amount,
    type: 'recurring',
    recurring: { interval: row.period_unit, interval_count: row.period_count },
  };
}

/**
 * A subscription as Stripe's API shows it since 2025-03-31: the period on its item. The legacy
 * top-level period fields are kept too, as older API versions send them.
 */
export function subscriptionObject(row: SubscriptionRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customer,
    status: row.status,
    created: row.created,
    cancel_at_period_end: row.cancel_at_period_end,
    canceled_at: row.canceled_at,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    currency: row.currency,
    livemode: false,
    metadata: row.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${row.id.replace(/^sub_/, '')}`,
          object: 'subscription_item',
          current_period_start: row.current_period_start,
          current_period_end: row.current_period_end,
          price: price(row),
          quantity: 1,
        },
      ],
    },
  };
}

/** The invoice of the subscription's current period: paid, or open after a failed payment. */
export function invoiceObject(row: SubscriptionRow, paid: boolean): Record<string, unknown> {
  return {
    id: randomId('in_'),
    object: 'invoice',
    customer: row.customer,
    currency: row.currency,
    status: paid ? 'paid' : 'open',
    amount_due: row.amount,
    amount_paid: paid ? row.amount : 0,
    billing_reason: 'subscription_cycle',
    livemode: false,
    // Since 2025-03-31 an invoice names what paid it here; refund events name that payment intent.
    payments: {
      object: 'list',
      data: paid
        ? [
            {
              object: 'invoice_payment',
              payment: { type: 'payment_intent', payment_intent: randomId('pi_') },
            },
          ]
        : [],
    },
    period_start: row.current_period_start,
    period_end: row.current_period_end,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: row.id, metadata: row.metadata },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: randomId('il_'),
          object: 'line_item',
          amount: row.amount,
          currency: row.currency,
          period: { start: row.current_period_start, end: row.current_period_end },
        },
      ],
    },
  };
}
