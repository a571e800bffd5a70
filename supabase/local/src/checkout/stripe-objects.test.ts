import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './pages.ts';
import { parseSessionInput } from './session-input.ts';
import type { SessionRow } from './session-store.ts';
import { checkoutEvent, checkoutSessionObject, stripeSignatureHeader } from './stripe-objects.ts';

const row: SessionRow = {
  id: 'cs_test_abc123',
  created: 1_700_000_000,
  status: 'complete',
  mode: 'payment',
  amount_total: 499,
  currency: 'usd',
  description: 'Boost (3 days)',
  success_url: 'http://app/ok',
  cancel_url: 'http://app/no',
  customer_email: 'a@b.test',
  client_reference_id: 'u1',
  metadata: { kind: 'boost' },
  recurring: null,
  webhook_status: null,
  webhook_response: null,
};

describe('payment sandbox Stripe objects', () => {
  it('signs like Stripe: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">', () => {
    const expected = createHmac('sha256', 'whsec_x').update('1700000000.{"a":1}').digest('hex');
    expect(stripeSignatureHeader('{"a":1}', 'whsec_x', 1_700_000_000)).toBe(
      `t=1700000000,v1=${expected}`,
    );
  });

  it('describes a paid one-off payment with a payment intent and no subscription', () => {
    expect(checkoutSessionObject(row, 'http://gw')).toMatchObject({
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_abc123',
      subscription: null,
      customer: null,
      url: null,
      expires_at: 1_700_086_400,
    });
  });

  it('describes a paid subscription with subscription and customer ids, an open one with its URL', () => {
    const subscription = checkoutSessionObject({ ...row, mode: 'subscription' }, 'http://gw');
    expect(subscription).toMatchObject({
      subscription: 'sub_abc123',
      customer: 'cus_abc123',
      payment_intent: null,
    });
    const open = checkoutSessionObject({ ...row, status: 'open' }, 'http://gw');
    expect(open).toMatchObject({
      url: 'http://gw/_dev/checkout/cs_test_abc123',
      payment_status: 'unpaid',
    });
  });

  it('wraps the session in an event envelope', () => {
    const event = checkoutEvent(
      'checkout.session.expired',
      { id: 'cs_test_1' },
      new Date(1_700_000_000_500),
    );
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.expired',
      created: 1_700_000_000,
    });
    expect(event.id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
    expect(event.data.object).toEqual({ id: 'cs_test_1' });
  });

  it('formats amounts in the currency’s minor unit', () => {
    expect(formatAmount(499, 'usd')).toBe('$4.99');
    expect(formatAmount(500, 'JPY')).toBe('¥500');
  });

  it('validates new sessions and names the offending parameter', () => {
    const base = {
      mode: 'payment',
      amount_total: 100,
      currency: 'USD',
      description: 'x',
      success_url: 'https://a/',
      cancel_url: 'https://a/',
    };
    const ok = parseSessionInput(base);
    expect(ok.ok && ok.input.currency).toBe('usd');
    expect(parseSessionInput({ ...base, mode: 'setup' })).toMatchObject({
      ok: false,
      param: 'mode',
    });
    expect(parseSessionInput({ ...base, cancel_url: 'ftp://a/' })).toMatchObject({
      ok: false,
      param: 'cancel_url',
    });
    expect(parseSessionInput({ ...base, customer_email: 'nope' })).toMatchObject({
      ok: false,
      param: 'customer_email',
    });
  });
});
