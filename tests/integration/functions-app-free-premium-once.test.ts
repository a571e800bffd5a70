import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_BOOT_MS,
  invoke,
  mailsWithSubject,
  type SignedInMember,
} from './support/app-functions.ts';
import { simultaneousCalls } from './support/direct-calls.ts';
import { concurrentEngine, parityEngines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// Issue 34 §4 "Free Premium once": the free offer is once per account and once per address, ever,
// whoever calls (the app, a script calling the functions, or the Data API directly) and however
// many calls race. The address is the normalised one (migration 20261128120000): case, "+tags"
// and Gmail's dots do not make a new address.

const CODE_SUBJECT = 'Your free LaughLoop Premium code';
const CODE = /\b(LL-[A-Z2-9]{4}-[A-Z2-9]{4})\b/;
const SEND_REFUSED =
  'This email address has already had its free Premium. The offer of 2 free months is once per account and email address.';
const ACCOUNT_REFUSED =
  'This account has already had its free Premium. The offer of 2 free months is once per account.';
const ADDRESS_REFUSED =
  'Free Premium has already been redeemed at this address. The offer of 2 free months is once per address.';

const tag = () => randomUUID().replace(/-/g, '').slice(0, 10);

/** A confirmed account with exactly this email (Auth admin API); its id. */
async function accountWith(stack: Stack, email: string, password = 'correct-horse-1') {
  const { data, error } = await stack.client(stack.serviceRoleKey).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`createUser ${email} failed: ${error?.message}`);
  return { id: data.user.id, email: email.toLowerCase() };
}

/** accountWith, signed in with its password. */
async function memberWith(stack: Stack, email: string): Promise<SignedInMember> {
  const password = 'correct-horse-1';
  const account = await accountWith(stack, email, password);
  const client = stack.client();
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw new Error(`sign-in of ${email} failed: ${signedIn.error.message}`);
  return { ...account, password, client };
}

/** A code as issue_free_premium_code would store it, written straight to the table (setup). */
async function insertCode(stack: Stack, email: string): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const pick = () =>
    Array.from({ length: 4 }, () => alphabet[Math.floor(Math.random() * 32)]).join('');
  const code = `LL-${pick()}-${pick()}`;
  await stack.gateway.db.query(
    `insert into public.free_premium_codes (code, email, expires_at)
     values ($1, lower($2), now() + interval '7 days')`,
    [code, email],
  );
  return code;
}

describe.each(parityEngines)(
  'the free Premium offer is once per account and address on %s',
  (engine) => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await stackOn(engine);
    });

    const requestCode = (email: string) =>
      invoke<{ success?: boolean; error?: string }>(stack.client(), 'send-free-premium-code', {
        email,
        name: 'Ada',
      });
    const redeem = (member: SignedInMember, promoCode: string) =>
      invoke<{ success?: boolean; error?: string }>(member.client, 'redeem-free-premium-code', {
        promoCode,
      });
    const isSubscribed = async (member: SignedInMember) =>
      (
        await invoke<{ isSubscribed: boolean }>(member.client, 'secure-premium-management', {
          action: 'check_subscription',
        })
      ).body.isSubscribed;
    const codesFor = async (email: string) =>
      (await mailsWithSubject(stack, email, CODE_SUBJECT)).map(
        (mail) => CODE.exec(mail.text_body)![1]!,
      );
    const storedCodes = async (email: string) =>
      (
        await stack.gateway.db.query<{ code: string }>(
          `select code from public.free_premium_codes where email = lower($1)`,
          [email],
        )
      ).rows.length;
    const endFreePeriod = (userId: string) =>
      stack.gateway.db.query(
        `update public.premium_subscribers set current_period_end = now() - interval '1 minute'
        where user_id = $1`,
        [userId],
      );

    it(
      'after the free period ends, a second code is neither minted nor redeemed, however it is asked for',
      async () => {
        const member = await memberWith(stack, `first-${tag()}@example.com`);
        // Two codes asked for before the first redemption: both minted, as the offer is still open.
        expect((await requestCode(member.email)).status).toBe(200);
        expect((await requestCode(member.email)).status).toBe(200);
        const [later, first] = await codesFor(member.email);
        expect((await redeem(member, first!)).status).toBe(200);
        expect(await isSubscribed(member)).toBe(true);

        await endFreePeriod(member.id);
        expect(await isSubscribed(member)).toBe(false);

        // Asking again (anonymously, as the offer modal does): refused, nothing minted, nothing mailed.
        expect(await requestCode(member.email)).toEqual({
          status: 409,
          body: { error: SEND_REFUSED },
        });
        expect(await storedCodes(member.email)).toBe(2);
        expect(await codesFor(member.email)).toHaveLength(2);
        // Nor through the SQL function the send function uses, called with the service key.
        const minted = await stack
          .client(stack.serviceRoleKey)
          .rpc('issue_free_premium_code', { p_email: member.email.toUpperCase() });
        expect(minted.error).toMatchObject({ code: 'PT409', message: SEND_REFUSED });

        // The code minted before the redemption no longer redeems: through the function, or the
        // Data API directly.
        expect(await redeem(member, later!)).toEqual({
          status: 409,
          body: { error: ACCOUNT_REFUSED },
        });
        const direct = await member.client.rpc('redeem_free_premium_code', { p_code: later! });
        expect(direct.error).toMatchObject({ code: 'PT409', message: ACCOUNT_REFUSED });
        expect(await isSubscribed(member)).toBe(false);
        const unredeemed = await stack.gateway.db.query(
          `select 1 from public.free_premium_codes where code = $1 and redeemed_at is null`,
          [later],
        );
        expect(unredeemed.rows).toHaveLength(1);
      },
      FIRST_BOOT_MS,
    );

    it('counts case, +tags and Gmail dots as one address, and other providers’ dots as different', async () => {
      const name = `ada.${tag()}`;
      const gmail = await memberWith(stack, `${name}@gmail.com`);
      // Another account whose address reaches the same inbox asks before the first redeems.
      const alias = await memberWith(stack, `${name.replace('.', '')}+premium@googlemail.com`);
      expect((await requestCode(alias.email)).status).toBe(200);
      expect((await requestCode(gmail.email)).status).toBe(200);
      const [gmailCode] = await codesFor(gmail.email);
      const [aliasCode] = await codesFor(alias.email);
      expect((await redeem(gmail, gmailCode!)).status).toBe(200);

      expect(await redeem(alias, aliasCode!)).toEqual({
        status: 409,
        body: { error: ADDRESS_REFUSED },
      });
      expect(await isSubscribed(alias)).toBe(false);
      for (const variant of [
        `${name.toUpperCase()}@GMAIL.COM`,
        `${name}+again@gmail.com`,
        `${name.replace('.', '').split('').join('.')}@gmail.com`,
        `${name.replace('.', '')}@googlemail.com`,
      ]) {
        expect(await requestCode(variant)).toEqual({ status: 409, body: { error: SEND_REFUSED } });
      }

      // Elsewhere a dot can make a different person: only the +tag is dropped.
      const dotted = await memberWith(stack, `${name}@example.org`);
      const plain = await memberWith(stack, `${name.replace('.', '')}@example.org`);
      for (const member of [dotted, plain]) {
        expect((await requestCode(member.email)).status).toBe(200);
        const [code] = await codesFor(member.email);
        expect((await redeem(member, code!)).status).toBe(200);
      }
      expect(await requestCode(`${name}+x@example.org`)).toEqual({
        status: 409,
        body: { error: SEND_REFUSED },
      });
    });

    it('keeps an account’s offer spent when it changes its email, and an address spent when its account is deleted', async () => {
      const admin = stack.client(stack.serviceRoleKey).auth.admin;
      const mover = await memberWith(stack, `mover-${tag()}@example.com`);
      const newAddress = `moved-${tag()}@example.com`;
      expect((await requestCode(mover.email)).status).toBe(200);
      expect((await requestCode(newAddress)).status).toBe(200);
      const [code] = await codesFor(mover.email);
      const [codeForNew] = await codesFor(newAddress);
      expect((await redeem(mover, code!)).status).toBe(200);
      await endFreePeriod(mover.id);

      expect((await admin.updateUserById(mover.id, { email: newAddress })).error).toBeNull();
      // The account that had the offer now signs in with the new address: no new code for it...
      expect(await requestCode(newAddress)).toEqual({ status: 409, body: { error: SEND_REFUSED } });
      // ...and the one minted before the move is refused by account.
      const moved = { ...mover, email: newAddress, client: stack.client() };
      const { error } = await moved.client.auth.signInWithPassword({
        email: newAddress,
        password: mover.password,
      });
      expect(error).toBeNull();
      expect(await redeem(moved, codeForNew!)).toEqual({
        status: 409,
        body: { error: ACCOUNT_REFUSED },
      });

      const leaver = await memberWith(stack, `leaver-${tag()}@example.com`);
      expect((await requestCode(leaver.email)).status).toBe(200);
      const [leaverCode] = await codesFor(leaver.email);
      expect((await redeem(leaver, leaverCode!)).status).toBe(200);
      expect((await admin.deleteUser(leaver.id)).error).toBeNull();
      expect(await requestCode(leaver.email)).toEqual({
        status: 409,
        body: { error: SEND_REFUSED },
      });
      // Nor is one written past the function, straight into the table.
      const written = await stack.gateway.db
        .query(
          `insert into public.free_premium_codes (code, email, expires_at)
              values ('LL-AAAA-2222', $1, now() + interval '1 day')`,
          [leaver.email],
        )
        .then(
          () => 'inserted',
          (failure: Error) => failure.message,
        );
      expect(written).toBe(SEND_REFUSED);
    });
  },
);

describe('racing redemptions of the free offer on real Postgres', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });

  type Answer = { success: boolean; currentPeriodEnd: string };
  const redeemAll = (calls: Array<{ userId: string; code: string }>) =>
    simultaneousCalls<Answer>(
      stack.gateway.db.url!,
      calls.map(({ userId, code }) => ({
        userId,
        sql: 'select public.redeem_free_premium_code($1) as result',
        params: [code],
      })),
    );
  const grantsOf = async (sql: string, params: unknown[]) =>
    (await stack.gateway.db.query(sql, params)).rows.length;

  it(
    'gives one account exactly one free period from 30 of its codes redeemed at once',
    async () => {
      const member = await accountWith(stack, `racer-${tag()}@example.com`);
      const codes = await Promise.all(
        Array.from({ length: 30 }, () => insertCode(stack, member.email)),
      );
      const answers = await redeemAll(codes.map((code) => ({ userId: member.id, code })));
      expect(answers.filter((answer) => 'result' in answer)).toHaveLength(1);
      const refusals = answers.flatMap((answer) => ('error' in answer ? [answer.error] : []));
      expect(refusals).toEqual(Array.from({ length: 29 }, () => ACCOUNT_REFUSED));
      expect(
        await grantsOf(`select 1 from private.free_premium_grants where user_id = $1`, [member.id]),
      ).toBe(1);
      expect(
        await grantsOf(
          `select 1 from public.free_premium_codes where email = $1 and redeemed_at is not null`,
          [member.email],
        ),
      ).toBe(1);
      const period = await stack.gateway.db.query<{ days: number }>(
        `select round(extract(epoch from current_period_end - now()) / 86400)::int as days
           from public.premium_subscribers where user_id = $1`,
        [member.id],
      );
      expect(period.rows[0]!.days).toBeGreaterThanOrEqual(58);
      expect(period.rows[0]!.days).toBeLessThanOrEqual(62);
    },
    FIRST_BOOT_MS,
  );

  it('gives 30 accounts sharing one Gmail inbox exactly one free period between them', async () => {
    const name = `ada${tag()}`;
    const variants = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0
        ? `${name.slice(0, 3)}.${name.slice(3)}+${i}@gmail.com`
        : `${name}+${i}@googlemail.com`,
    );
    // Accounts straight into auth.users (setup only: 30 password hashes through Auth take 12 s).
    const { rows: members } = await stack.gateway.db.query<{ id: string; email: string }>(
      `insert into auth.users (id, aud, role, email, email_confirmed_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', email, now()
         from unnest($1::text[]) as email
       returning id, email`,
      [variants],
    );
    const calls = await Promise.all(
      members.map(async (member) => ({
        userId: member.id,
        code: await insertCode(stack, member.email),
      })),
    );
    const answers = await redeemAll(calls);
    expect(answers.filter((answer) => 'result' in answer)).toHaveLength(1);
    const refusals = answers.flatMap((answer) => ('error' in answer ? [answer.error] : []));
    expect(refusals).toEqual(Array.from({ length: 29 }, () => ADDRESS_REFUSED));
    expect(
      await grantsOf(`select 1 from private.free_premium_grants where address = $1`, [
        `${name}@gmail.com`,
      ]),
    ).toBe(1);
    expect(
      await grantsOf(
        `select 1 from public.premium_subscribers where user_id = any($1::uuid[]) and plan_type = 'free_trial'`,
        [members.map((member) => member.id)],
      ),
    ).toBe(1);
  });
});
