import type { SupabaseClient } from '@supabase/supabase-js';
import { BOOST_PLANS, type BoostDays } from '../_shared/boost-plans.ts';
import type { Database } from '../_shared/database.ts';
import { HttpError } from '../_shared/handler.ts';
import { createCheckoutSession } from '../_shared/payments.ts';
import { siteUrl } from '../_shared/site.ts';
import { boostProductName } from './product-name.ts';
import type { BoostTarget } from './resolve-video.ts';

type Admin = SupabaseClient<Database>;

export interface BoostPurchase {
  userId: string;
  email: string | undefined;
  video: BoostTarget;
  days: BoostDays;
  requestKey: string;
}

/** The checkout page of an earlier request with the same key, if it got one. */
async function earlierCheckout(admin: Admin, purchase: BoostPurchase): Promise<string | null> {
  const { data, error } = await admin
    .from('boost_orders')
    .select('status, checkout_url')
    .eq('user_id', purchase.userId)
    .eq('request_key', purchase.requestKey)
    .limit(1);
  if (error) throw new Error(`Reading the boost order failed: ${error.message}`);
  const order = data?.[0];
  if (!order) return null;
  if (order.status === 'pending' && order.checkout_url) return order.checkout_url;
  // Paid, failed or still being prepared by the first request: this key is spent.
  throw new HttpError(
    409,
    'This boost order was already placed. Reload the page to start a new one.',
  );
}

async function insertOrder(admin: Admin, purchase: BoostPurchase): Promise<string | null> {
  const orderId = crypto.randomUUID();
  const { error } = await admin.from('boost_orders').insert({
    id: orderId,
    video_id: purchase.video.id,
    user_id: purchase.userId,
    days: purchase.days,
    amount_cents: BOOST_PLANS[purchase.days].amountCents,
    // Replaced by the provider's session id below; never a real session's id.
    checkout_session_id: `pending_${orderId}`,
    request_key: purchase.requestKey,
  });
  if (error?.code === '23505') return null;
  if (error) throw new Error(`Creating the boost order failed: ${error.message}`);
  return orderId;
}

async function openCheckout(admin: Admin, orderId: string, purchase: BoostPurchase) {
  const plan = BOOST_PLANS[purchase.days];
  const site = siteUrl();
  try {
    return await createCheckoutSession({
      mode: 'payment',
      amountCents: plan.amountCents,
      currency: 'usd',
      description: boostProductName(plan.label, purchase.video.title),
      // Stripe (and the sandbox) fill in {CHECKOUT_SESSION_ID}: not URL-encoded on purpose.
      successUrl: `${site}/?boost_success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${site}/?boost_cancelled=true`,
      customerEmail: purchase.email,
      clientReferenceId: purchase.userId,
      metadata: { kind: 'boost', orderId, videoId: purchase.video.id, days: String(purchase.days) },
    });
  } catch (error) {
    await admin.from('boost_orders').update({ status: 'failed' }).eq('id', orderId);
    throw error;
  }
}

/**
 * One boost purchase: its pending order, then the provider's checkout session, whose id and page
 * the order keeps (the webhook finds the order by that id). Returns the checkout page. Idempotent
 * per request key: a retry gets the same page, never a second order.
 */
export async function startBoostCheckout(admin: Admin, purchase: BoostPurchase): Promise<string> {
  const earlier = await earlierCheckout(admin, purchase);
  if (earlier) return earlier;
  const orderId = await insertOrder(admin, purchase);
  if (!orderId) {
    const raced = await earlierCheckout(admin, purchase);
    if (raced) return raced;
    throw new HttpError(409, 'This boost order is being prepared. Try again in a moment.');
  }
  const session = await openCheckout(admin, orderId, purchase);
  const { error } = await admin
    .from('boost_orders')
    .update({ checkout_session_id: session.id, checkout_url: session.url })
    .eq('id', orderId);
  if (error)
    throw new Error(`Saving the checkout session of the boost order failed: ${error.message}`);
  return session.url;
}
