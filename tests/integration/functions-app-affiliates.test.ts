import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_BOOT_MS,
  insertVideo,
  invoke,
  mailsWithSubject,
  signedInMember,
  type SignedInMember,
} from './support/app-functions.ts';
import { deliver, pay, type SandboxSession } from './support/payment-sandbox.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 17 items 2-4 through the functions: joining and its welcome mail, a referral carried by a
// checkout, the commission the signed webhook books for a boost and for every premium renewal,
// and the clawback when the money goes back.

interface Commission {
  source: string;
  payment_amount_cents: number;
  commission_cents: number;
  status: string;
  payment_intent_id: string | null;
}

const refundEvent = (paymentIntent: string) => ({
  id: `evt_refund_${randomUUID().replace(/-/g, '')}`,
  object: 'event',
  type: 'charge.refunded',
  data: {
    object: {
      id: `ch_${randomUUID().replace(/-/g, '')}`,
      object: 'charge',
      amount: 500,
      amount_refunded: 500,
      refunded: true,
      payment_intent: paymentIntent,
      metadata: {},
    },
  },
});

describe.each(engines)('affiliate functions on %s', (engine) => {
  let stack: Stack;
  let affiliate: SignedInMember;
  let code: string;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const commissions = async () =>
    (
      await stack.gateway.db.query<Commission>(
        `select c.source, c.payment_amount_cents, c.commission_cents, c.status, c.payment_intent_id
           from public.commissions c join public.affiliates a on a.id = c.affiliate_id
          where a.user_id = $1 order by c.created_at`,
        [affiliate.id],
      )
    ).rows;
  const total = async () =>
    (
      await stack.gateway.db.query<{ total: string }>(
        'select total_commission::text as total from public.affiliates where user_id = $1',
        [affiliate.id],
      )
    ).rows[0]!.total;

  it(
    'joins through join-affiliate-program and mails the welcome to the account itself',
    async () => {
      affiliate = await signedInMember(stack, 'affiliate');
      const joined = await invoke<{ success: boolean; affiliate: { affiliate_code: string } }>(
        affiliate.client,
        'join-affiliate-program',
        { email: affiliate.email },
      );
      expect(joined.status).toBe(200);
      expect(joined.body.success).toBe(true);
      code = joined.body.affiliate.affiliate_code;
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect(
        (await invoke(stack.client(), 'join-affiliate-program', { email: 'x@example.com' })).status,
      ).toBe(401);

      const sent = await invoke(affiliate.client, 'send-affiliate-confirmation', {
        email: 'someone-else@example.com',
        userName: 'Aff',
        affiliateCode: 'ZZZZZZZZ',
      });
      expect(sent).toEqual({ status: 200, body: { success: true } });
      const [mail] = await mailsWithSubject(
        stack,
        affiliate.email,
        'Welcome to the LaughLoop affiliate program',
      );
      expect(mail?.text_body).toContain(`http://127.0.0.1:4173/?ref=${code}`);
      expect(await mailsWithSubject(stack, 'someone-else@example.com', mail!.subject)).toEqual([]);
      const stranger = await signedInMember(stack, 'stranger');
      expect((await invoke(stranger.client, 'send-affiliate-confirmation', {})).status).toBe(404);
    },
    FIRST_BOOT_MS,
  );

  it(
    'books 20% of a referred boost and takes it back when the payment is refunded',
    async () => {
      const buyer = await signedInMember(stack, 'boost-buyer');
      const videoId = await insertVideo(stack, buyer.id);
      const started = await invoke<{ url: string }>(buyer.client, 'create-video-boost-payment', {
        videoId,
        videoTitle: 'Mine',
        boostOption: { days: 3, price: 5 },
        priceId: 'price_3',
        requestKey: randomUUID(),
        referral: { code, clickId: null },
      });
      expect(started.status).toBe(200);
      const session = { id: started.body.url.split('/').pop()!, url: started.body.url };
      expect((await pay(stack, session as SandboxSession)).webhook_status).toBe(200);
      const paymentIntent = `pi_${session.id.replace(/^cs_test_/, '')}`;
      expect(await commissions()).toEqual([
        {
          source: 'boost',
          payment_amount_cents: 500,
          commission_cents: 100,
          status: 'pending',
          payment_intent_id: paymentIntent,
        },
      ]);
      expect(await total()).toBe('1.00');

      const refunded = await deliver(stack, refundEvent(paymentIntent));
      expect(refunded.body).toMatchObject({
        kind: 'boost',
        refunded: true,
        commission: { found: true, clawed_back: true, commission_cents: 100 },
      });
      expect((await deliver(stack, refundEvent(paymentIntent))).body).toMatchObject({
        commission: { clawed_back: false },
      });
      expect((await commissions()).map((row) => row.status)).toEqual(['void']);
      expect(await total()).toBe('0.00');
      // A malformed referral is refused before anything is ordered.
      const bad = await invoke(buyer.client, 'create-video-boost-payment', {
        videoId,
        boostOption: { days: 1 },
        requestKey: randomUUID(),
        referral: { code: '<x>' },
      });
      expect(bad.status).toBe(400);
    },
    FIRST_BOOT_MS,
  );

  it(
    'books every premium payment of a referred member, renewals included, and claws a refunded renewal back',
    async () => {
      const member = await signedInMember(stack, 'premium-buyer');
      const started = await invoke<{ url: string }>(member.client, 'create-premium-checkout', {
        planType: 'monthly',
        requestKey: randomUUID(),
        referral: { code },
      });
      expect(started.status).toBe(200);
      const session = { id: started.body.url.split('/').pop()!, url: started.body.url };
      expect((await pay(stack, session as SandboxSession)).webhook_status).toBe(200);
      const before = (await commissions()).length;
      expect((await commissions()).slice(before - 1)).toMatchObject([
        { source: 'premium', payment_amount_cents: 500, commission_cents: 100, status: 'pending' },
      ]);

      const portal = await invoke<{ url: string }>(member.client, 'create-premium-portal', {});
      const subscription = (
        await stack.gateway.db.query<{ id: string }>(
          'select stripe_subscription_id as id from public.premium_subscribers where user_id = $1',
          [member.id],
        )
      ).rows[0]!.id;
      const renew = async () => {
        const response = await fetch(`${portal.body.url}/renew`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ subscription }),
        });
        return (await response.json()) as { deliveries: { type: string; response: string }[] };
      };
      const renewed = await renew();
      const paid = renewed.deliveries.find((delivery) => delivery.type === 'invoice.paid')!;
      expect(JSON.parse(paid.response)).toMatchObject({
        result: 'applied',
        commission: { commission: true, commission_cents: 100 },
      });
      await renew();
      const premium = (await commissions()).filter((row) => row.source === 'premium');
      expect(premium).toHaveLength(3);
      expect(premium.every((row) => row.commission_cents === 100)).toBe(true);

      const renewalIntent = premium[2]!.payment_intent_id!;
      expect(renewalIntent).toMatch(/^pi_/);
      const refunded = await deliver(stack, refundEvent(renewalIntent));
      expect(refunded.body).toMatchObject({
        kind: 'premium',
        refunded: true,
        commission: { clawed_back: true, commission_cents: 100 },
      });
      expect(
        (await commissions()).filter((row) => row.source === 'premium').map((row) => row.status),
      ).toEqual(['pending', 'pending', 'void']);
    },
    FIRST_BOOT_MS,
  );

  it(
    "with Stripe's shape, books a first subscription payment from its invoice (with the payment intent) and claws it back",
    async () => {
      const member = await signedInMember(stack, 'stripe-shape');
      expect(
        (await member.client.rpc('record_referral', { p_affiliate_code: code })).error,
      ).toBeNull();
      const started = await invoke<{ url: string }>(member.client, 'create-premium-checkout', {
        planType: 'monthly',
        requestKey: randomUUID(),
      });
      const session = (await (await fetch(`${started.body.url}?format=json`)).json()) as Record<
        string,
        unknown
      >;
      const tag = randomUUID().replace(/-/g, '').slice(0, 16);
      const subscription = `sub_${tag}`;
      const completed = await deliver(stack, {
        id: `evt_${tag}_completed`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: { ...session, payment_status: 'paid', subscription, invoice: `in_${tag}` },
        },
      });
      expect(completed.body).toMatchObject({ kind: 'premium', commission: null });

      const now = Math.floor(Date.now() / 1000);
      const paid = await deliver(stack, {
        id: `evt_${tag}_paid`,
        object: 'event',
        type: 'invoice.paid',
        created: now + 1,
        data: {
          object: {
            id: `in_${tag}`,
            object: 'invoice',
            billing_reason: 'subscription_create',
            amount_paid: 500,
            currency: 'usd',
            customer: `cus_${tag}`,
            parent: {
              type: 'subscription_details',
              subscription_details: {
                subscription,
                metadata: { kind: 'premium', planType: 'monthly', userId: member.id },
              },
            },
            lines: { data: [{ period: { start: now, end: now + 30 * 86_400 } }] },
            payments: {
              data: [{ payment: { type: 'payment_intent', payment_intent: `pi_${tag}` } }],
            },
          },
        },
      });
      expect(paid.body).toMatchObject({ commission: { commission: true, commission_cents: 100 } });
      const refunded = await deliver(stack, refundEvent(`pi_${tag}`));
      expect(refunded.body).toMatchObject({ commission: { clawed_back: true } });
    },
    FIRST_BOOT_MS,
  );
});
