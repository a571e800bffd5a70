import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  insertVideo,
  rowOf,
  serviceClient,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

describe.each(engines)('affiliates, boosts and verification tokens on %s', (engine) => {
  let stack: Stack;
  let affiliate: SignedInActor;
  let friend: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [affiliate, friend] = await Promise.all([
      userActor(stack, 'affiliate'),
      userActor(stack, 'friend'),
    ]);
  });
  afterAll(() => stack?.stop());

  it('joins the affiliate program once, with a random code and the 20% default', async () => {
    const joined = await affiliate.client.rpc('join_affiliate_program');
    expect(joined.data).toMatchObject({
      success: true,
      affiliate: { commission_rate: 20, referral_count: 0, payout_verified: false },
    });
    const code = (joined.data as { affiliate: { affiliate_code: string } }).affiliate
      .affiliate_code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await affiliate.client.rpc('join_affiliate_program')).data).toMatchObject({
      affiliate: { affiliate_code: code },
    });
    expect((await stack.client().rpc('join_affiliate_program')).error?.code).toBe('42501');
  });

  it('validates payout methods and resets verification when they change', async () => {
    await stack.gateway.db.query(
      'update public.affiliates set payout_verified = true where user_id = $1',
      [affiliate.id],
    );
    const update = (patch: Record<string, unknown>) =>
      affiliate.client.from('affiliates').update(patch).eq('user_id', affiliate.id);
    expect((await update({ payout_method: 'paypal', payout_details: {} })).error?.code).toBe(
      '23514',
    );
    expect(
      (await update({ payout_method: 'bank', payout_details: { bankName: 'Bank' } })).error?.code,
    ).toBe('23514');
    expect((await update({ payout_method: 'crypto', payout_details: {} })).error?.code).toBe(
      '23514',
    );
    expect((await update({ payout_verified: true })).error?.code).toBe('42501');
    expect((await update({ total_commission: 1000 })).error?.code).toBe('42501');
    const bank = {
      bankName: 'First Bank',
      accountNumber: '12345678',
      routingNumber: '021000021',
      accountHolderName: 'Aff Iliate',
    };
    expect(
      (await update({ payout_method: 'bank', payout_details: bank, payout_verified: false })).error,
    ).toBeNull();
    expect(
      await rowOf(
        stack,
        'select payout_method, payout_verified from public.affiliates where user_id = $1',
        [affiliate.id],
      ),
    ).toEqual({ payout_method: 'bank', payout_verified: false });
  });

  it('attributes a referral once, never to yourself, and books one commission per payment', async () => {
    const code = (await rowOf<{ affiliate_code: string }>(
      stack,
      'select affiliate_code from public.affiliates where user_id = $1',
      [affiliate.id],
    ))!.affiliate_code;
    const refer = (who: SignedInActor) =>
      who.client.rpc('record_referral', { p_affiliate_code: code });
    expect((await refer(affiliate)).error?.message).toBe('You cannot refer yourself.');
    expect(
      (await friend.client.rpc('record_referral', { p_affiliate_code: 'NOPE2345' })).error?.message,
    ).toBe('Unknown affiliate code.');
    expect((await refer(friend)).data).toMatchObject({ already_referred: false });
    expect((await refer(friend)).data).toMatchObject({ already_referred: true });

    const service = serviceClient(stack);
    const book = (paymentId: string, cents: number) =>
      service.rpc('record_commission', {
        p_referred_user_id: friend.id,
        p_payment_id: paymentId,
        p_source: 'premium',
        p_amount_cents: cents,
      });
    expect((await book('pi_first', 2500)).data).toEqual({
      success: true,
      commission: true,
      commission_cents: 500,
    });
    expect((await book('pi_first', 2500)).data).toEqual({
      success: true,
      commission: false,
      duplicate: true,
    });
    expect((await book('pi_second', 500)).data).toMatchObject({ commission_cents: 100 });
    expect((await book('pi_negative', -5)).error?.code).toBe('22023');
    expect(
      (
        await friend.client.rpc('record_commission', {
          p_referred_user_id: friend.id,
          p_payment_id: 'pi_forged',
          p_source: 'boost',
          p_amount_cents: 100000,
        })
      ).error?.code,
    ).toBe('42501');
    const { data } = await affiliate.client
      .from('affiliates')
      .select('total_commission, referral_count')
      .single();
    expect(data).toEqual({ total_commission: 6, referral_count: 1 });
    expect(
      (await affiliate.client.from('commissions').select('payment_id').order('payment_id')).data,
    ).toEqual([{ payment_id: 'pi_first' }, { payment_id: 'pi_second' }]);
  });

  it('activates a paid boost once per checkout session and extends an active boost', async () => {
    const video = await insertVideo(stack, friend.id);
    const order = async (days: number, cents: number) => {
      const session = `cs_test_${randomUUID().replace(/-/g, '')}`;
      await stack.gateway.db.query(
        `insert into public.boost_orders (video_id, user_id, days, amount_cents, checkout_session_id) values ($1, $2, $3, $4, $5)`,
        [video, friend.id, days, cents, session],
      );
      return session;
    };
    await expect(order(3, 100)).rejects.toThrow(/boost_orders_price_matches_plan/);
    const first = await order(1, 100);
    const service = serviceClient(stack);
    const activated = await service.rpc('activate_boost', { p_checkout_session_id: first });
    expect(activated.data).toMatchObject({ success: true, activated: true, video_id: video });
    const until = Date.parse((activated.data as { boost_until: string }).boost_until);
    expect(Math.abs(until - Date.now() - 86400_000)).toBeLessThan(60_000);
    expect(
      (await service.rpc('activate_boost', { p_checkout_session_id: first })).data,
    ).toMatchObject({ activated: false });
    const extended = await service.rpc('activate_boost', {
      p_checkout_session_id: await order(3, 500),
    });
    expect(
      Date.parse((extended.data as { boost_until: string }).boost_until) - until,
    ).toBeGreaterThan(3 * 86400_000 - 60_000);
    expect(
      (await service.rpc('activate_boost', { p_checkout_session_id: 'cs_missing' })).error?.message,
    ).toBe('Boost order not found');
    expect(
      (await friend.client.rpc('activate_boost', { p_checkout_session_id: first })).error?.code,
    ).toBe('42501');
    expect(
      (await friend.client.from('videos').update({ is_boosted: true }).eq('id', video)).error?.code,
    ).toBe('42501');
    const { data } = await stack.client().rpc('get_public_videos', { page_limit: 1 });
    expect(data).toMatchObject([{ id: video, is_boosted: true }]);
  });

  it('issues random single-use email verification tokens that expire', async () => {
    const service = serviceClient(stack);
    const issue = () =>
      service.rpc('issue_email_verification_token', {
        p_user_id: friend.id,
        p_email: friend.email,
      });
    const token = (await issue()).data as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await countOf(stack, 'select 1 from public.email_verification_tokens where token_hash = $1', [
        token,
      ]),
    ).toBe(0);
    const consume = (value: string, userId = friend.id) =>
      service.rpc('consume_email_verification_token', { p_token: value, p_user_id: userId });
    expect((await consume(token, affiliate.id)).data).toEqual({ valid: false });
    expect((await consume(token)).data).toEqual({ valid: true, email: friend.email });
    expect((await consume(token)).data).toEqual({ valid: false });
    const older = (await issue()).data as string;
    const newer = (await issue()).data as string;
    expect((await consume(older)).data).toEqual({ valid: false });
    await stack.gateway.db.query(
      `update public.email_verification_tokens set expires_at = now() - interval '1 second'`,
    );
    expect((await consume(newer)).data).toEqual({ valid: false });
    expect((await consume(randomBytes(4).toString('hex'))).data).toEqual({ valid: false });
    expect(
      (
        await friend.client.rpc('issue_email_verification_token', {
          p_user_id: friend.id,
          p_email: friend.email,
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await service.rpc('issue_email_verification_token', {
          p_user_id: friend.id,
          p_email: 'other@example.com',
        })
      ).error?.message,
    ).toBe('No account with this id and email.');
  });

  it('takes contact messages and failed sign-in events from anyone, refusing bad input', async () => {
    const anon = stack.client();
    const message = {
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Hi',
      message: 'Love the site',
    };
    expect((await anon.from('contact_messages').insert(message)).error).toBeNull();
    expect(
      (await anon.from('contact_messages').insert({ ...message, email: 'nope' })).error?.code,
    ).toBe('23514');
    expect(
      (await anon.from('contact_messages').insert({ ...message, message: 'm'.repeat(5001) })).error
        ?.code,
    ).toBe('23514');
    expect(
      (await anon.from('contact_messages').insert({ ...message, subject: '<script>x</script>' }))
        .error?.code,
    ).toBe('23514');
    const event = {
      event_type: 'failed_sign_in',
      metadata: { error: 'Invalid login credentials', email: 'a@b.co' },
      ip_address: null,
    };
    expect((await anon.from('security_events').insert(event)).error).toBeNull();
    expect(
      (await anon.from('security_events').insert({ ...event, event_type: 'admin_granted' })).error
        ?.code,
    ).toBe('42501');
    expect(
      (await anon.from('security_events').insert({ ...event, ip_address: '10.0.0.1' })).error?.code,
    ).toBe('42501');
    // A failed sign-in's metadata is its error and email, short (issue 34 §6): the policy refuses
    // anything else, so a script cannot park a blob in the table.
    for (const metadata of [{ blob: 'b'.repeat(3000) }, { error: 'e'.repeat(201) }]) {
      expect((await anon.from('security_events').insert({ ...event, metadata })).error?.code).toBe(
        '42501',
      );
    }
  });
});
