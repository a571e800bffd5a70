import { beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, mailsTo, uniqueEmail } from './support/auth.ts';
import { FIRST_BOOT_MS, insertVideo, invoke, signedInMember } from './support/app-functions.ts';
import { countOf } from './support/db-actors.ts';
import { simultaneousServiceCalls } from './support/direct-calls.ts';
import { concurrentEngine, parityEngines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// Issue 34 §7: every mail the site sends is capped per recipient address, in the database
// (claim_mail_send), whichever function sends it: per kind an hour, and the kinds anyone can ask
// for (verification, reset, ID reminder, Auth links, free codes, challenge opt-ins) together at
// 10 an hour and 20 a day. Past a cap: 429, nothing written, nothing sent.

const TOO_MANY = 'Too many requests for this address. Please try again later.';

describe.each(parityEngines)('mail caps per recipient on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(engine);
  });

  const call = (name: string, body: unknown) => invoke(stack.client(), name, body);
  const claims = (email: string) =>
    countOf(
      stack,
      `select 1 from private.mail_sends where recipient = encode(extensions.digest(lower($1), 'sha256'), 'hex')`,
      [email],
    );
  const codesFor = (email: string) =>
    countOf(stack, 'select 1 from public.free_premium_codes where email = lower($1)', [email]);

  it(
    'shares one cap across functions: resets and reminders use it up, then a free code is refused and not issued',
    async () => {
      const user = await confirmedUser(stack, 'correct-horse-1', 'cap-shared');
      for (let i = 0; i < 5; i += 1) {
        expect((await call('send-password-reset', { email: user.email })).status).toBe(200);
        expect((await call('send-id-reminder', { email: user.email })).status).toBe(200);
      }
      expect(await mailsTo(stack, user.email)).toHaveLength(10);

      expect(await call('send-free-premium-code', { email: user.email, name: 'Flo' })).toEqual({
        status: 429,
        body: { error: TOO_MANY },
      });
      expect(
        await call('send-challenge-email', { type: 'opt_in_confirmation', email: user.email }),
      ).toEqual({ status: 429, body: { error: TOO_MANY } });
      expect(await call('send-verification-email', { email: user.email })).toEqual({
        status: 429,
        body: { error: TOO_MANY },
      });
      expect(await codesFor(user.email)).toBe(0);
      expect(await mailsTo(stack, user.email)).toHaveLength(10);
      expect(await claims(user.email)).toBe(10);
    },
    FIRST_BOOT_MS,
  );

  it(
    'refuses a sign-up whose address is over its caps: 429, no account, no mail',
    async () => {
      const email = uniqueEmail('cap-signup').toLowerCase();
      for (let i = 0; i < 5; i += 1)
        expect((await call('send-verification-email', { email })).status).toBe(200);
      const { data, error } = await stack
        .client()
        .auth.signUp({ email, password: 'correct-horse-1' });
      expect(error).toMatchObject({ status: 429, message: TOO_MANY });
      expect(data.user).toBeNull();
      expect(await countOf(stack, 'select 1 from auth.users where email = $1', [email])).toBe(0);
      expect(await mailsTo(stack, email)).toEqual([]);
      expect(await claims(email)).toBe(5);
    },
    FIRST_BOOT_MS,
  );

  it(
    'takes a claim back when the work fails: a code the database refuses leaves no count',
    async () => {
      const email = uniqueEmail('cap-release').toLowerCase();
      for (let i = 0; i < 3; i += 1)
        expect((await call('send-free-premium-code', { email })).status).toBe(200);
      expect(await call('send-free-premium-code', { email })).toEqual({
        status: 429,
        body: { error: 'Too many codes requested for this email. Please try again tomorrow.' },
      });
      expect(await claims(email)).toBe(3);
      expect(await mailsTo(stack, email)).toHaveLength(3);
    },
    FIRST_BOOT_MS,
  );

  it(
    'caps mails to a member’s own address too: video confirmations at 10 an hour',
    async () => {
      const member = await signedInMember(stack, 'cap-video');
      const videoId = await insertVideo(stack, member.id, 'Skateboarding dog');
      const confirm = () =>
        invoke(member.client, 'send-video-confirmation', { videoId, userName: 'Vi' });
      for (let i = 0; i < 10; i += 1) expect((await confirm()).status).toBe(200);
      expect(await confirm()).toEqual({ status: 429, body: { error: TOO_MANY } });
      expect(await mailsTo(stack, member.email)).toHaveLength(10);
      // The member's own mails never use up what strangers could ask for on their behalf.
      expect((await call('send-password-reset', { email: member.email })).status).toBe(200);
    },
    FIRST_BOOT_MS,
  );

  it('keeps only a hash of each address, for a day, away from every client', async () => {
    const email = uniqueEmail('cap-ledger').toLowerCase();
    expect((await call('send-id-reminder', { email })).status).toBe(200);
    expect(
      await countOf(stack, 'select 1 from private.mail_sends where recipient like $1', [
        `%${email}%`,
      ]),
    ).toBe(0);
    expect(await claims(email)).toBe(1);
    const anon = stack.client();
    expect(
      (await anon.rpc('claim_mail_send', { p_email: email, p_kind: 'id_reminder' })).error,
    ).not.toBeNull();
    await stack.gateway.db.exec(
      `update private.mail_sends set created_at = now() - interval '25 hours'
        where recipient = encode(extensions.digest('${email}', 'sha256'), 'hex')`,
    );
    expect((await call('send-id-reminder', { email })).status).toBe(200);
    expect(await claims(email)).toBe(1);
  });
});

describe(`mail caps under 30 simultaneous requests on ${concurrentEngine}`, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });

  it('lets exactly 5 of 30 simultaneous reset claims for one address through', async () => {
    const email = uniqueEmail('cap-race').toLowerCase();
    const outcomes = await simultaneousServiceCalls<string>(
      stack.gateway.db.url!,
      Array.from({ length: 30 }, () => ({
        sql: 'select public.claim_mail_send($1, $2) as result',
        params: [email, 'password_reset'],
      })),
    );
    expect(outcomes.filter((outcome) => 'result' in outcome)).toHaveLength(5);
    expect(
      outcomes.filter((outcome) => 'error' in outcome && outcome.error === TOO_MANY),
    ).toHaveLength(25);
  });
});
