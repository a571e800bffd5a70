import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  makeAdmin,
  makePremium,
  rowOf,
  serviceClient,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

describe.each(engines)('profiles, premium and free codes on %s', (engine) => {
  let stack: Stack;
  let member: SignedInActor;
  let other: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [member, other] = await Promise.all([
      userActor(stack, 'member', 'Ada Lovelace'),
      userActor(stack, 'other'),
    ]);
  });
  afterAll(() => stack?.stop());

  const issue = async (email: string, name?: string) => {
    const { data, error } = await serviceClient(stack).rpc('issue_free_premium_code', {
      p_email: email,
      p_name: name,
    });
    if (error) throw new Error(error.message);
    return data as string;
  };

  it('creates a profile from sign-up metadata; users change only their own name', async () => {
    const { data } = await member.client
      .from('profiles')
      .select('full_name, subscription_status')
      .single();
    expect(data).toEqual({ full_name: 'Ada Lovelace', subscription_status: 'inactive' });
    const scripted = await userActor(stack, 'scripted', '<script>x</script>');
    expect((await scripted.client.from('profiles').select('full_name').single()).data).toEqual({
      full_name: null,
    });
    expect(
      (await member.client.from('profiles').update({ full_name: 'Ada King' }).eq('id', member.id))
        .error,
    ).toBeNull();
    expect(
      (
        await member.client
          .from('profiles')
          .update({ subscription_status: 'active' })
          .eq('id', member.id)
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await member.client
          .from('profiles')
          .update({ full_name: 'x'.repeat(101) })
          .eq('id', member.id)
      ).error?.code,
    ).toBe('23514');
    await other.client.from('profiles').update({ full_name: 'Hijack' }).eq('id', member.id);
    expect(
      await rowOf(stack, 'select full_name from public.profiles where id = $1', [member.id]),
    ).toEqual({ full_name: 'Ada King' });
  });

  it('answers check_subscription from premium_subscribers and mirrors it into profiles', async () => {
    expect((await member.client.rpc('check_subscription')).data).toMatchObject({
      isSubscribed: false,
      subscriptionStatus: 'inactive',
    });
    expect((await stack.client().rpc('check_subscription')).data).toMatchObject({
      isSubscribed: false,
    });
    await makePremium(stack, member.id);
    expect((await member.client.rpc('check_subscription')).data).toMatchObject({
      isSubscribed: true,
      planType: 'monthly',
    });
    expect(
      await rowOf(stack, 'select subscription_status from public.profiles where id = $1', [
        member.id,
      ]),
    ).toEqual({ subscription_status: 'active' });
    expect((await member.client.rpc('is_premium', { uid: member.id })).data).toBe(true);
    expect((await other.client.rpc('is_premium', { uid: member.id })).data).toBe(false);
    await stack.gateway.db.query(
      `update public.premium_subscribers set current_period_end = now() - interval '1 minute' where user_id = $1`,
      [member.id],
    );
    expect((await member.client.rpc('check_subscription')).data).toMatchObject({
      isSubscribed: false,
    });
    expect(
      await rowOf(stack, 'select subscription_status from public.profiles where id = $1', [
        member.id,
      ]),
    ).toEqual({ subscription_status: 'inactive' });
    await stack.gateway.db.query('delete from public.premium_subscribers where user_id = $1', [
      member.id,
    ]);
    const selfGrant = await member.client
      .from('premium_subscribers')
      .insert({ user_id: member.id, subscription_status: 'active' });
    expect(selfGrant.error?.code).toBe('42501');
  });

  it('issues random LL- codes bound to an email, rate-limited, for service_role only', async () => {
    const code = await issue(member.email.toUpperCase(), '');
    expect(code).toMatch(/^LL-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(
      await rowOf(stack, 'select email, name from public.free_premium_codes where code = $1', [
        code,
      ]),
    ).toEqual({ email: member.email, name: 'User' });
    expect(await issue(member.email)).not.toBe(code);
    await issue(member.email);
    await expect(issue(member.email)).rejects.toThrow(
      'Too many codes requested for this email. Please try again tomorrow.',
    );
    await expect(issue('not-an-email')).rejects.toThrow('Please enter a valid email address.');
    await expect(issue('fine@example.com', '<script>')).rejects.toThrow(
      'Name contains invalid characters or is too long.',
    );
    const byUser = await member.client.rpc('issue_free_premium_code', { p_email: member.email });
    expect(byUser.error?.code).toBe('42501');
    const { data } = await member.client.from('free_premium_codes').select('code');
    expect(data).toHaveLength(3);
    expect((await other.client.from('free_premium_codes').select('code')).data).toEqual([]);
  });

  it('redeems a code once, for its own email only, before it expires: 2 months of free_trial', async () => {
    const code = (await rowOf<{ code: string }>(
      stack,
      'select code from public.free_premium_codes where email = $1 limit 1',
      [member.email],
    ))!.code;
    const redeem = (who: SignedInActor, value: string) =>
      who.client.rpc('redeem_free_premium_code', { p_code: value });
    expect((await redeem(other, code)).error?.message).toMatch(/email/);
    expect((await redeem(member, 'LL-ZZZZ-ZZZZ')).error?.message).toBe(
      'This code is not valid. Check it and try again.',
    );
    expect((await redeem(member, '')).error?.message).toBe('Enter your free Premium code');
    const ok = await redeem(member, ` ${code.toLowerCase()} `);
    expect(ok).toMatchObject({ error: null, data: { success: true, planType: 'free_trial' } });
    const end = Date.parse((ok.data as { currentPeriodEnd: string }).currentPeriodEnd);
    expect(end - Date.now()).toBeGreaterThan(58 * 86400_000);
    expect(end - Date.now()).toBeLessThan(63 * 86400_000);
    expect((await member.client.rpc('check_subscription')).data).toMatchObject({
      isSubscribed: true,
      planType: 'free_trial',
    });
    expect((await redeem(member, code)).error?.message).toMatch(/used/);

    const expiring = await issue(other.email);
    await stack.gateway.db.query(
      `update public.free_premium_codes set expires_at = now() - interval '1 second' where code = $1`,
      [expiring],
    );
    expect((await redeem(other, expiring)).error?.message).toMatch(/expired/);
    expect(
      await countOf(stack, 'select 1 from public.premium_subscribers where user_id = $1', [
        other.id,
      ]),
    ).toBe(0);
    expect(
      (await stack.client().rpc('redeem_free_premium_code', { p_code: code })).error?.code,
    ).toBe('42501');
  });

  it('keeps premium posts to premium members posting as themselves', async () => {
    const post = {
      user_id: other.id,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      platform: 'youtube',
      user_email: other.email,
    };
    expect((await other.client.from('premium_posts').insert(post)).error?.code).toBe('42501');
    await makePremium(stack, other.id);
    expect(
      (await other.client.from('premium_posts').insert({ ...post, user_email: member.email })).error
        ?.code,
    ).toBe('42501');
    expect(
      (await other.client.from('premium_posts').insert({ ...post, platform: 'vimeo' })).error?.code,
    ).toBe('23514');
    expect((await other.client.from('premium_posts').insert(post)).error).toBeNull();
    expect((await member.client.from('premium_posts').select('display_name')).data).toEqual([
      { display_name: 'Test other' },
    ]);
    expect((await member.client.from('premium_posts').select('user_email')).error?.code).toBe(
      '42501',
    );
    const admin = await userActor(stack, 'admin');
    await makeAdmin(stack, admin.id);
    expect((await admin.client.from('premium_posts').select('id')).data).toHaveLength(1);
  });
});
