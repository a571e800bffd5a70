import { randomUUID } from 'node:crypto';

// Stripe events as Stripe itself sends them (API 2025-03-31 and later shapes), for the webhook
// suites to sign and deliver (payment-sandbox.ts deliver). Ids are Stripe-like: letters, digits, _.

/** A fresh id suffix: letters and digits only, as in Stripe's ids. */
export const stripeTag = (): string => randomUUID().replace(/-/g, '').slice(0, 16);

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** charge.refunded: `refunded` is true only when the whole charge went back. */
export function refundEvent(paymentIntent: string, full = true, id = `evt_refund_${stripeTag()}`) {
  return {
    id,
    object: 'event',
    type: 'charge.refunded',
    created: nowSeconds(),
    data: {
      object: {
        id: `ch_${stripeTag()}`,
        object: 'charge',
        amount: 500,
        amount_refunded: full ? 500 : 200,
        refunded: full,
        payment_intent: paymentIntent,
        metadata: {},
      },
    },
  };
}

/** charge.dispute.closed with the dispute's final status (lost, won, warning_closed). */
export function disputeEvent(paymentIntent: string, status: string) {
  return {
    id: `evt_dispute_${stripeTag()}`,
    object: 'event',
    type: 'charge.dispute.closed',
    created: nowSeconds(),
    data: {
      object: {
        id: `dp_${stripeTag()}`,
        object: 'dispute',
        charge: `ch_${stripeTag()}`,
        payment_intent: paymentIntent,
        status,
      },
    },
  };
}

export interface PremiumSubscription {
  subscription: string;
  customer: string;
  userId: string;
}

const premiumMetadata = (userId: string) => ({ kind: 'premium', planType: 'monthly', userId });

/** invoice.paid for one monthly period of a Premium subscription, paid by `paymentIntent`. */
export function invoicePaidEvent(
  sub: PremiumSubscription,
  period: { start: number; end: number },
  paymentIntent: string,
  billingReason: 'subscription_create' | 'subscription_cycle',
  created = nowSeconds(),
) {
  const tag = stripeTag();
  return {
    id: `evt_${tag}_paid`,
    object: 'event',
    type: 'invoice.paid',
    created,
    data: {
      object: {
        id: `in_${tag}`,
        object: 'invoice',
        billing_reason: billingReason,
        amount_paid: 500,
        currency: 'usd',
        customer: sub.customer,
        parent: {
          type: 'subscription_details',
          subscription_details: {
            subscription: sub.subscription,
            metadata: premiumMetadata(sub.userId),
          },
        },
        lines: { data: [{ period }] },
        payments: {
          data: [{ payment: { type: 'payment_intent', payment_intent: paymentIntent } }],
        },
      },
    },
  };
}

/** customer.subscription.updated: the subscription as it stands (e.g. after a portal toggle). */
export function subscriptionUpdatedEvent(
  sub: PremiumSubscription,
  periodEnd: number,
  cancelAtPeriodEnd: boolean,
  created = nowSeconds(),
) {
  return {
    id: `evt_${stripeTag()}_updated`,
    object: 'event',
    type: 'customer.subscription.updated',
    created,
    data: {
      object: {
        id: sub.subscription,
        object: 'subscription',
        customer: sub.customer,
        status: 'active',
        cancel_at_period_end: cancelAtPeriodEnd,
        metadata: premiumMetadata(sub.userId),
        items: {
          data: [
            {
              current_period_end: periodEnd,
              price: { recurring: { interval: 'month', interval_count: 1 } },
            },
          ],
        },
      },
    },
  };
}
