import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_BOOT_MS,
  invoke,
  makePremium,
  SITE,
  signedInMember,
  type SignedInMember,
} from './support/app-functions.ts';
import { deliver, pay, sessionEvent, type SandboxSession } from './support/payment-sandbox.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 16 items 1-3: create-premium-checkout, the subscription's life through the signed webhook
// (the sandbox portal sends what Stripe would), and create-premium-portal for one's own customer.

interface Membership {
  subscription_status: string;
  plan_type: string | null;
  cancel_at_period_end: boolean;
  period_days: number | null;
  stripe_subscription_id: string | null;
  premium: boolean;
}

interface PortalAnswer {
  subscription?: { id: string; status: string; cancel_at_period_end: boolean };
  deliveries?: { type: string; status: number | null; response: string }[];
}

describe.each(engines)('premium subscription on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const membership = async (userId: string): Promise<Membership | undefined> =>
    (
      await stack.gateway.db.query<Membership>(
        `select subscription_status, plan_type, cancel_at_period_end,
                round(extract(epoch from current_period_end - now()) / 86400)::int as period_days,
                stripe_subscription_id, public.is_premium(user_id) as premium
           from public.premium_subscribers where user_id = $1`,
        [userId],
      )
    ).rows[0];

  const checkout = (member: SignedInMember, body: Record<string, unknown>) =>
    invoke<{ url?: string; error?: string }>(member.client, 'create-premium-checkout', body);

  async function subscribe(member: SignedInMember, planType = 'monthly') {
    const started = await checkout(member, { planType, requestKey: randomUUID() });
    expect(started.status).toBe(200);
    const url = started.body.url!;
    const session = { id: url.split('/').pop()!, url } as SandboxSession;
    const paid = await pay(stack, session);
    expect(paid.webhook_status).toBe(200);
    return session;
  }

  async function openPortal(member: SignedInMember): Promise<string> {
    const portal = await invoke<{ url?: string }>(member.client, 'create-premium-portal', {});
    expect(portal.status).toBe(200);
    return portal.body.url!;
  }

  async function portalAction(portalUrl: string, action: string, body: Record<string, string>) {
    const response = await fetch(`${portalUrl}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as PortalAnswer };
  }

  it(
    'prices the plan on the server, refuses bad plans, keys and members who already have Premium',
    async () => {
      const member = await signedInMember(stack, 'buyer');
      const key = randomUUID();
      const first = await checkout(member, { planType: 'semiannual', requestKey: key });
      expect(first.status).toBe(200);
      expect(first.body.url).toMatch(/\/_dev\/checkout\/cs_test_/);
      const session = (await (await fetch(`${first.body.url}?format=json`)).json()) as Record<
        string,
        unknown
      >;
      expect(session).toMatchObject({
        mode: 'subscription',
        amount_total: 2500,
        currency: 'usd',
        client_reference_id: member.id,
        success_url: `${SITE}/premium-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${SITE}/premium-order?cancelled=true`,
        metadata: { kind: 'premium', planType: 'semiannual', userId: member.id },
      });
      // A retry with the same key (a double tap, a lost answer) gets the same page.
      expect((await checkout(member, { planType: 'semiannual', requestKey: key })).body.url).toBe(
        first.body.url,
      );
      expect((await checkout(member, { planType: 'weekly' })).status).toBe(400);
      expect((await checkout(member, { planType: 'monthly', requestKey: 'nope' })).status).toBe(
        400,
      );
      const anonymous = await invoke(stack.client(), 'create-premium-checkout', {
        planType: 'monthly',
      });
      expect(anonymous.status).toBe(401);

      const member2 = await signedInMember(stack, 'already');
      await makePremium(stack, member2.id);
      const refused = await checkout(member2, { planType: 'monthly' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('You already have an active Premium membership.');
    },
    FIRST_BOOT_MS,
  );

  /** A free Premium code for the member's address, redeemed as the app does (2 months free). */
  async function redeemFreeCode(member: SignedInMember) {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const pick = () =>
      Array.from({ length: 4 }, () => alphabet[Math.floor(Math.random() * 32)]).join('');
    const code = `LL-${pick()}-${pick()}`;
    await stack.gateway.db.query(
      `insert into public.free_premium_codes (code, email, expires_at)
       values ($1, lower($2), now() + interval '7 days')`,
      [code, member.email],
    );
    const redeemed = await invoke(member.client, 'redeem-free-premium-code', { promoCode: code });
    expect(redeemed.body).toMatchObject({ success: true, planType: 'free_trial' });
  }

  it(
    'lets a member on a free code start a paid subscription, dated from the purchase, and refuses them once they pay',
    async () => {
      const member = await signedInMember(stack, 'free-then-paid');
      await redeemFreeCode(member);
      const free = await membership(member.id);
      expect(free).toMatchObject({ plan_type: 'free_trial', premium: true });
      expect(free?.period_days).toBeGreaterThanOrEqual(58);

      // Only a free code: the checkout opens, and the paid month starts now (the free days left
      // are not added to it).
      await subscribe(member, 'monthly');
      const paid = await membership(member.id);
      expect(paid).toMatchObject({
        subscription_status: 'active',
        plan_type: 'monthly',
        premium: true,
      });
      expect(paid?.stripe_subscription_id).toMatch(/^sub_/);
      expect(paid?.period_days).toBeGreaterThanOrEqual(28);
      expect(paid?.period_days).toBeLessThanOrEqual(31);

      // Paid now: a second subscription would bill twice.
      const again = await checkout(member, { planType: 'annual', requestKey: randomUUID() });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('You already have an active Premium membership.');
    },
    FIRST_BOOT_MS,
  );

  it(
    'lives through renewal, cancel at period end, resume, a plan switch, a failed payment and the end',
    async () => {
      const member = await signedInMember(stack, 'subscriber');
      const session = await subscribe(member, 'monthly');
      const started = await membership(member.id);
      expect(started).toMatchObject({ subscription_status: 'active', plan_type: 'monthly' });
      expect(started?.premium).toBe(true);
      const subscriptionId = started!.stripe_subscription_id!;
      expect(subscriptionId).toMatch(/^sub_/);

      const portal = await openPortal(member);
      const act = (action: string, extra: Record<string, string> = {}) =>
        portalAction(portal, action, { subscription: subscriptionId, ...extra });

      const renewed = await act('renew');
      expect(renewed.body.deliveries?.map((d) => [d.type, d.status])).toEqual([
        ['invoice.paid', 200],
        ['customer.subscription.updated', 200],
      ]);
      expect((await membership(member.id))?.period_days).toBeGreaterThanOrEqual(58);

      await act('cancel');
      expect(await membership(member.id)).toMatchObject({
        subscription_status: 'active',
        cancel_at_period_end: true,
        premium: true,
      });
      await act('resume');
      expect((await membership(member.id))?.cancel_at_period_end).toBe(false);

      await act('switch', { plan: 'annual' });
      expect((await membership(member.id))?.plan_type).toBe('annual');

      const failed = await act('fail');
      expect(failed.body.deliveries?.map((d) => d.type)).toEqual([
        'invoice.payment_failed',
        'customer.subscription.updated',
      ]);
      expect(await membership(member.id)).toMatchObject({
        subscription_status: 'past_due',
        premium: false,
      });
      // A second checkout now would bill twice: the member is sent to the portal instead.
      const second = await checkout(member, { planType: 'monthly' });
      expect(second.status).toBe(409);
      expect(second.body.error).toMatch(/Manage Subscription/);
      await act('renew');
      expect((await membership(member.id))?.premium).toBe(true);

      await act('cancel');
      const ended = await act('end');
      expect(ended.body.deliveries?.map((d) => [d.type, d.status])).toEqual([
        ['customer.subscription.deleted', 200],
      ]);
      expect(await membership(member.id)).toMatchObject({
        subscription_status: 'canceled',
        premium: false,
      });
      // Stripe retries the checkout's own event: it does not bring the ended membership back.
      expect((await deliver(stack, await sessionEvent(stack, session.id))).status).toBe(200);
      expect((await membership(member.id))?.premium).toBe(false);
      const profile = await stack.gateway.db.query<{ subscription_status: string }>(
        `select subscription_status from public.profiles where id = $1`,
        [member.id],
      );
      expect(profile.rows[0]?.subscription_status).toBe('inactive');
    },
    FIRST_BOOT_MS,
  );

  it(
    'applies each event once and never an older one over a newer one',
    async () => {
      const member = await signedInMember(stack, 'replayed');
      await subscribe(member, 'monthly');
      const { stripe_subscription_id: subscriptionId } = (await membership(member.id))!;
      const now = Math.floor(Date.now() / 1000);
      const event = (id: string, created: number, cancel: boolean) => ({
        id,
        object: 'event',
        type: 'customer.subscription.updated',
        created,
        data: {
          object: {
            id: subscriptionId,
            object: 'subscription',
            customer: `cus_${subscriptionId!.slice(4)}`,
            status: 'active',
            cancel_at_period_end: cancel,
            metadata: { kind: 'premium', planType: 'monthly', userId: member.id },
            items: { data: [{ current_period_end: now + 30 * 86400 }] },
          },
        },
      });
      const cancelled = event(`evt_cancel${now}`, now + 10, true);
      expect((await deliver(stack, cancelled)).body).toMatchObject({ result: 'applied' });
      expect((await deliver(stack, cancelled)).body).toMatchObject({ result: 'duplicate' });
      const older = await deliver(stack, event(`evt_older${now}`, now + 5, false));
      expect(older.body).toMatchObject({ result: 'stale' });
      expect((await membership(member.id))?.cancel_at_period_end).toBe(true);

      const strangerEvent = {
        ...event(`evt_stranger${now}`, now + 20, false),
        data: {
          object: {
            ...event('x', 0, false).data.object,
            id: 'sub_unknown',
            metadata: { kind: 'premium' },
          },
        },
      };
      const stranger = await deliver(stack, strangerEvent);
      expect(stranger.body).toMatchObject({ result: 'unknown subscription' });
      // Not kept as applied: a redelivery is looked at again.
      expect((await deliver(stack, JSON.parse(JSON.stringify(strangerEvent)))).body).toMatchObject({
        result: 'unknown subscription',
      });

      // 'created' (incomplete, before payment) in the same second as the newest event applied
      // never takes access away.
      const created = event(`evt_created${now}`, now + 10, true);
      const incomplete = {
        ...created,
        type: 'customer.subscription.created',
        data: { object: { ...created.data.object, status: 'incomplete' } },
      };
      expect((await deliver(stack, incomplete)).body).toMatchObject({ result: 'applied' });
      expect(await membership(member.id)).toMatchObject({
        subscription_status: 'active',
        premium: true,
      });
    },
    FIRST_BOOT_MS,
  );

  it(
    "opens the portal only for the caller's own customer",
    async () => {
      const member = await signedInMember(stack, 'portal');
      const none = await invoke<{ error?: string }>(member.client, 'create-premium-portal', {});
      expect(none.status).toBe(404);
      await subscribe(member, 'annual');
      const portal = await openPortal(member);
      const page = await (await fetch(portal)).text();
      expect(page).toContain('Manage your subscription');
      expect(page).toContain('$45.00 every year');

      const other = await signedInMember(stack, 'other');
      await subscribe(other, 'monthly');
      const otherSub = (await membership(other.id))!.stripe_subscription_id!;
      // The member's portal cannot touch someone else's subscription.
      const refused = await portalAction(portal, 'cancel', { subscription: otherSub });
      expect(refused.status).toBe(409);
      expect((await membership(other.id))?.cancel_at_period_end).toBe(false);

      const evil = await invoke(member.client, 'create-premium-portal', {
        returnUrl: 'https://evil.example/premium-dashboard',
      });
      expect(evil.status).toBe(400);
      expect((await invoke(stack.client(), 'create-premium-portal', {})).status).toBe(401);
    },
    FIRST_BOOT_MS,
  );
});
