import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../_shared/database.ts';
import { HttpError } from '../_shared/handler.ts';
import { createCheckoutSession } from '../_shared/payments.ts';
import { billingPeriod, PREMIUM_PLANS, type PremiumPlanType } from '../_shared/plans.ts';
import { siteUrl } from '../_shared/site.ts';

type Admin = SupabaseClient<Database>;

export interface PremiumPurchase {
  userId: string;
  email: string | undefined;
  planType: PremiumPlanType;
  requestKey: string;
}

/** The checkout page of an earlier request with the same key, if it got one. */
async function earlierCheckout(admin: Admin, purchase: PremiumPurchase): Promise<string | null> {
  const { data, error } = await admin
    .from('premium_checkouts')
    .select('status, checkout_url, plan_type')
    .eq('user_id', purchase.userId)
    .eq('request_key', purchase.requestKey)
    .limit(1);
  if (error) throw new Error(`Reading the premium checkout failed: ${error.message}`);
  const earlier = data?.[0];
  if (!earlier) return null;
  if (
    earlier.status === 'pending' &&
    earlier.checkout_url &&
    earlier.plan_type === purchase.planType
  )
    return earlier.checkout_url;
  throw new HttpError(
    409,
    'This checkout was already started. Reload the page to start a new one.',
  );
}

/**
 * Premium paid for already, or a subscription still alive (past due): a second checkout would bill
 * twice. A member whose Premium is a free code only (plan free_trial: the webhook writes the paid
 * plan whenever a subscription runs) may start a paid one; its period starts when it is bought
 * (stripe-webhook fulfil-premium.ts). Returns the member's Stripe customer to reuse, if any.
 */
async function refuseMembers(admin: Admin, userId: string): Promise<string | undefined> {
  const { data: premium, error } = await admin.rpc('is_premium', { uid: userId });
  if (error) throw new Error(`Checking the membership of ${userId} failed: ${error.message}`);
  const { data: row, error: read } = await admin
    .from('premium_subscribers')
    .select('subscription_status, plan_type, stripe_subscription_id, stripe_customer_id')
    .eq('user_id', userId)
    .maybeSingle();
  if (read) throw new Error(`Reading the membership of ${userId} failed: ${read.message}`);
  if (premium === true && row?.plan_type !== 'free_trial') {
    throw new HttpError(409, 'You already have an active Premium membership.');
  }
  if (row?.stripe_subscription_id && row.subscription_status === 'past_due') {
    throw new HttpError(
      409,
      'Your subscription is waiting for a payment. Update it with Manage Subscription on your Premium dashboard.',
    );
  }
  return row?.stripe_customer_id ?? undefined;
}

async function insertCheckout(admin: Admin, purchase: PremiumPurchase): Promise<string | null> {
  const id = crypto.randomUUID();
  const { error } = await admin.from('premium_checkouts').insert({
    id,
    user_id: purchase.userId,
    plan_type: purchase.planType,
    request_key: purchase.requestKey,
  });
  if (error?.code === '23505') return null;
  if (error) throw new Error(`Recording the premium checkout failed: ${error.message}`);
  return id;
}

async function openCheckout(
  admin: Admin,
  checkoutId: string,
  purchase: PremiumPurchase,
  customerId: string | undefined,
) {
  const plan = PREMIUM_PLANS[purchase.planType];
  const site = siteUrl();
  try {
    return await createCheckoutSession({
      mode: 'subscription',
      amountCents: plan.amountCents,
      currency: 'usd',
      description: plan.label,
      ...billingPeriod(purchase.planType),
      // Stripe (and the sandbox) fill in {CHECKOUT_SESSION_ID}: not URL-encoded on purpose.
      successUrl: `${site}/premium-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${site}/premium-order?cancelled=true`,
      customerEmail: purchase.email,
      customerId,
      clientReferenceId: purchase.userId,
      // Copied onto the subscription, so its later events name the member and the plan.
      metadata: {
        kind: 'premium',
        planType: purchase.planType,
        userId: purchase.userId,
        checkoutId,
      },
    });
  } catch (error) {
    await admin.from('premium_checkouts').update({ status: 'failed' }).eq('id', checkoutId);
    throw error;
  }
}

/**
 * One premium purchase: refused for a member who already has paid Premium; otherwise a subscription
 * checkout (Stripe, or the local sandbox) for the plan. Idempotent per request key.
 */
export async function startPremiumCheckout(
  admin: Admin,
  purchase: PremiumPurchase,
): Promise<string> {
  const earlier = await earlierCheckout(admin, purchase);
  if (earlier) return earlier;
  const customerId = await refuseMembers(admin, purchase.userId);
  const checkoutId = await insertCheckout(admin, purchase);
  if (!checkoutId) {
    const raced = await earlierCheckout(admin, purchase);
    if (raced) return raced;
    throw new HttpError(409, 'This checkout is being prepared. Try again in a moment.');
  }
  const session = await openCheckout(admin, checkoutId, purchase, customerId);
  const { error } = await admin
    .from('premium_checkouts')
    .update({ checkout_session_id: session.id, checkout_url: session.url })
    .eq('id', checkoutId);
  if (error) throw new Error(`Saving the premium checkout session failed: ${error.message}`);
  return session.url;
}
