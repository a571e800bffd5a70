import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, uniqueEmail } from './support/auth.ts';
import {
  FIRST_BOOT_MS,
  invoke,
  mailsWithSubject,
  signedInMember,
  SITE,
  type SignedInMember,
} from './support/app-functions.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

const CODE_SUBJECT = 'Your free LaughLoop Premium code';
const CODE = /\b(LL-[A-Z2-9]{4}-[A-Z2-9]{4})\b/;

interface Subscription {
  isSubscribed: boolean;
  status: string;
  planType: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

describe.each(engines)(
  'free premium, premium check and challenge mail functions on %s',
  (engine) => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ engine });
    });
    afterAll(() => stack?.stop());

    const requestCode = (body: Record<string, unknown>) =>
      invoke(stack.client(), 'send-free-premium-code', body);
    const redeem = (member: SignedInMember, promoCode: unknown) =>
      invoke(member.client, 'redeem-free-premium-code', { promoCode });
    const check = (member: SignedInMember) =>
      invoke<Subscription>(member.client, 'secure-premium-management', {
        action: 'check_subscription',
      });

    async function mailedCode(email: string): Promise<string> {
      const [mail] = await mailsWithSubject(stack, email, CODE_SUBJECT);
      const code = mail && CODE.exec(mail.text_body)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    }

    it(
      'mails a code worth 2 months of Premium that its owner redeems exactly once',
      async () => {
        const member = await signedInMember(stack, 'free-code');
        expect(await check(member)).toEqual({
          status: 200,
          body: {
            isSubscribed: false,
            status: 'inactive',
            planType: null,
            currentPeriodEnd: null,
            cancelAtPeriodEnd: false,
          },
        });

        const requested = await requestCode({ email: member.email, name: 'Ada' });
        expect(requested).toEqual({ status: 200, body: { success: true } });
        const [mail] = await mailsWithSubject(stack, member.email, CODE_SUBJECT);
        expect(mail?.text_body).toContain('Hi Ada,');
        expect(mail?.text_body).toContain('2 months of LaughLoop Premium, free (worth $29.98)');
        expect(mail?.text_body).toContain(`open ${SITE}/premium-order, enter the code`);
        const code = await mailedCode(member.email);

        // Typed in lower case: the database upper-cases it, as the code box does.
        expect(await redeem(member, code.toLowerCase())).toMatchObject({
          status: 200,
          body: { success: true, planType: 'free_trial' },
        });
        const premium = await check(member);
        expect(premium.body).toMatchObject({
          isSubscribed: true,
          status: 'active',
          planType: 'free_trial',
        });
        const days = (Date.parse(premium.body.currentPeriodEnd!) - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(58);
        expect(days).toBeLessThan(63);

        const second = await redeem(member, code);
        expect(second.status).toBe(400);
        expect(second.body).toEqual({ error: 'This code has already been used.' });
      },
      FIRST_BOOT_MS,
    );

    it("refuses someone else's code (email), an expired code, unknown codes and callers without a session", async () => {
      const owner = uniqueEmail('code-owner').toLowerCase();
      await requestCode({ email: owner });
      const [mail] = await mailsWithSubject(stack, owner, CODE_SUBJECT);
      expect(mail?.text_body).toContain('Hi User,');
      const code = await mailedCode(owner);

      const other = await signedInMember(stack, 'code-thief');
      const stolen = await redeem(other, code);
      expect(stolen.status).toBe(403);
      expect(stolen.body.error).toContain('email');

      const late = await signedInMember(stack, 'code-late');
      await requestCode({ email: late.email });
      const lateCode = await mailedCode(late.email);
      await stack.gateway.db.query(
        `update public.free_premium_codes set expires_at = now() - interval '1 minute' where code = $1`,
        [lateCode],
      );
      const expired = await redeem(late, lateCode);
      expect(expired.status).toBe(400);
      expect(expired.body.error).toContain('expired');
      expect((await check(late)).body.isSubscribed).toBe(false);

      expect(await redeem(late, 'LL-AAAA-BBBB')).toEqual({
        status: 400,
        body: { error: 'This code is not valid. Check it and try again.' },
      });
      expect(await redeem(late, '')).toEqual({
        status: 400,
        body: { error: 'promoCode is required' },
      });
      expect(await redeem(late, 12345)).toEqual({
        status: 400,
        body: { error: 'promoCode must be a string' },
      });

      expect(await invoke(stack.client(), 'redeem-free-premium-code', { promoCode: code })).toEqual(
        {
          status: 401,
          body: { error: 'Sign in required' },
        },
      );
      const { count } = await stack
        .client(stack.serviceRoleKey)
        .from('free_premium_codes')
        .select('code', { count: 'exact', head: true })
        .eq('code', code)
        .not('redeemed_at', 'is', null);
      expect(count).toBe(0);
    });

    it('caps codes at 3 per address per day and validates the request', async () => {
      const email = uniqueEmail('code-flood').toLowerCase();
      for (let i = 0; i < 3; i += 1)
        expect((await requestCode({ email, name: 'Flo' })).status).toBe(200);
      expect(await requestCode({ email, name: 'Flo' })).toEqual({
        status: 429,
        body: { error: 'Too many codes requested for this email. Please try again tomorrow.' },
      });
      expect(await mailsWithSubject(stack, email, CODE_SUBJECT)).toHaveLength(3);

      expect(await requestCode({ name: 'No Email' })).toEqual({
        status: 400,
        body: { error: 'email is required' },
      });
      expect(await requestCode({ email: 'not an email' })).toEqual({
        status: 400,
        body: { error: 'email must be a valid email address' },
      });
      const scripted = uniqueEmail('code-script').toLowerCase();
      expect(await requestCode({ email: scripted, name: '<script>alert(1)</script>' })).toEqual({
        status: 400,
        body: { error: 'Name contains invalid characters or is too long.' },
      });
      expect(await requestCode({ email: scripted, name: 'x'.repeat(101) })).toEqual({
        status: 400,
        body: { error: 'name must be at most 100 characters' },
      });
      expect(await mailsTo(stack, scripted)).toEqual([]);
    });

    it('secure-premium-management needs a session and a known action', async () => {
      expect(
        await invoke(stack.client(), 'secure-premium-management', { action: 'check_subscription' }),
      ).toEqual({
        status: 401,
        body: { error: 'Sign in required' },
      });
      const member = await signedInMember(stack, 'premium-check');
      expect(
        await invoke(member.client, 'secure-premium-management', { action: 'cancel_everything' }),
      ).toEqual({
        status: 400,
        body: { error: 'action must be one of: check_subscription' },
      });
      expect(await invoke(member.client, 'secure-premium-management', {})).toEqual({
        status: 400,
        body: { error: 'action is required' },
      });
    });

    it('send-challenge-email mails the weekly challenge opt-in’s confirmation and refuses other types', async () => {
      const email = uniqueEmail('challenge').toLowerCase();
      const sent = await invoke(stack.client(), 'send-challenge-email', {
        type: 'opt_in_confirmation',
        email,
        name: 'Grace',
      });
      expect(sent).toEqual({ status: 200, body: { success: true } });
      const [mail] = await mailsWithSubject(
        stack,
        email,
        'Confirm your LaughLoop weekly challenge alerts',
      );
      expect(mail?.text_body).toContain('Hi Grace,');
      expect(mail?.text_body).toMatch(/\?confirm_challenge_emails=[0-9a-f]{64}/);
      expect(mail?.text_body).toContain(`See this week's challenge: ${SITE}/`);

      expect(
        await invoke(stack.client(), 'send-challenge-email', {
          type: 'winner_announcement',
          email,
        }),
      ).toEqual({
        status: 400,
        body: { error: 'type must be one of: opt_in_confirmation' },
      });
      expect(
        await invoke(stack.client(), 'send-challenge-email', {
          type: 'opt_in_confirmation',
          email: 'x',
        }),
      ).toEqual({
        status: 400,
        body: { error: 'email must be a valid email address' },
      });
      expect(await mailsTo(stack, email)).toHaveLength(1);
    });
  },
);
