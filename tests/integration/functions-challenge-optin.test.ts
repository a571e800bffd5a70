import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth.ts';
import { FIRST_BOOT_MS, invoke, mailsWithSubject, SITE } from './support/app-functions.ts';
import { countOf, rowOf } from './support/db-actors.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Issue 13 §5 and issue 34 §7: the weekly challenge list is double opt-in. send-challenge-email
// mails a single-use confirmation link, `${SITE_URL}/?confirm_challenge_emails=<token>`, which the
// app hands to the confirm_challenge_emails RPC; only that subscribes the address. The same mail
// carries the unsubscribe link, `${SITE_URL}/?unsubscribe=<token>`. An unsubscribed address is
// subscribed again only by a confirmation requested after the unsubscribe.

const SUBJECT = 'Confirm your LaughLoop weekly challenge alerts';
const TOO_MANY = 'Too many requests for this address. Please try again later.';

interface OptInRow {
  email: string;
  name: string | null;
  unsubscribe_token: string;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

describe.each(parityEngines)('weekly challenge email double opt-in on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const optIn = (email: string, name?: string) =>
    invoke(stack.client(), 'send-challenge-email', {
      type: 'opt_in_confirmation',
      email,
      ...(name === undefined ? {} : { name }),
    });

  const stored = (email: string) =>
    rowOf<OptInRow>(
      stack,
      `select email, name, unsubscribe_token, confirmed_at, unsubscribed_at
         from public.challenge_email_optins where lower(email) = lower($1)`,
      [email],
    );

  const subscribed = async (email: string) => {
    const row = await stored(email);
    return row !== undefined && row.confirmed_at !== null && row.unsubscribed_at === null;
  };

  /** The token of `param` in the newest confirmation mail to `email`. */
  async function mailedToken(email: string, param: 'confirm_challenge_emails' | 'unsubscribe') {
    const [mail] = await mailsWithSubject(stack, email, SUBJECT);
    const found = mail?.text_body.match(new RegExp(`https?://\\S*[?&]${param}=[0-9a-f]{64}`))?.[0];
    if (!found) throw new Error(`no ${param} link mailed to ${email}`);
    const link = new URL(found);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/`);
    return link.searchParams.get(param)!;
  }

  const confirm = async (token: unknown) =>
    (await stack.client().rpc('confirm_challenge_emails', { p_token: token })).data as unknown;
  const unsubscribe = async (token: unknown) =>
    (await stack.client().rpc('unsubscribe_challenge_emails', { p_token: token })).data as unknown;

  it(
    'subscribes nobody until the mailed link is opened, and then only once per link',
    async () => {
      const email = uniqueEmail('optin').toLowerCase();
      expect(await optIn(email, 'Grace')).toEqual({ status: 200, body: { success: true } });
      const pending = await stored(email);
      expect(pending).toMatchObject({
        email,
        name: null,
        confirmed_at: null,
        unsubscribed_at: null,
      });
      expect(await subscribed(email)).toBe(false);

      const [mail] = await mailsWithSubject(stack, email, SUBJECT);
      expect(mail?.text_body).toContain('Hi Grace,');
      const token = await mailedToken(email, 'confirm_challenge_emails');
      expect(await mailedToken(email, 'unsubscribe')).toBe(pending!.unsubscribe_token);
      // Only the hash of the confirmation is stored.
      expect(
        await countOf(
          stack,
          'select 1 from private.challenge_optin_confirmations where token_hash = $1',
          [token],
        ),
      ).toBe(0);

      expect(await confirm(token)).toBe(true);
      expect(await subscribed(email)).toBe(true);
      expect((await stored(email))!.name).toBe('Grace');
      // Single use.
      expect(await confirm(token)).toBe(false);
    },
    FIRST_BOOT_MS,
  );

  it('refuses unknown, malformed and expired links and changes nothing', async () => {
    expect(await confirm('0'.repeat(64))).toBe(false);
    expect(await confirm('not-a-token')).toBe(false);
    expect(await confirm(null)).toBe(false);

    const email = uniqueEmail('expired').toLowerCase();
    expect((await optIn(email)).status).toBe(200);
    const token = await mailedToken(email, 'confirm_challenge_emails');
    await stack.gateway.db.exec(
      `update private.challenge_optin_confirmations set expires_at = now() - interval '1 minute'
        where optin_id = (select id from public.challenge_email_optins where email = '${email}')`,
    );
    expect(await confirm(token)).toBe(false);
    expect(await subscribed(email)).toBe(false);
  });

  it('never re-subscribes an unsubscribed address without a confirmation requested after it', async () => {
    const email = uniqueEmail('again').toLowerCase();
    expect((await optIn(email, 'Ada')).status).toBe(200);
    const first = await mailedToken(email, 'confirm_challenge_emails');
    expect((await optIn(email, 'Ada')).status).toBe(200);
    const earlier = await mailedToken(email, 'confirm_challenge_emails');
    expect(earlier).not.toBe(first);
    expect(await confirm(first)).toBe(true);
    const { unsubscribe_token: unsubscribeToken } = (await stored(email))!;

    expect(await unsubscribe(unsubscribeToken)).toBe(true);
    expect(await subscribed(email)).toBe(false);
    // A link mailed before the unsubscribe no longer works...
    expect(await confirm(earlier)).toBe(false);
    // ...and asking again subscribes nothing by itself, with any name.
    expect((await optIn(email.toUpperCase(), 'Someone Else')).status).toBe(200);
    expect(await subscribed(email)).toBe(false);
    expect((await stored(email))!.name).toBe('Ada');

    expect(await confirm(await mailedToken(email, 'confirm_challenge_emails'))).toBe(true);
    expect(await subscribed(email)).toBe(true);
    const after = (await stored(email))!;
    expect(after).toMatchObject({ email, name: 'Someone Else' });
    expect(after.unsubscribe_token).toBe(unsubscribeToken);
    expect(
      await countOf(stack, 'select 1 from public.challenge_email_optins where lower(email) = $1', [
        email,
      ]),
    ).toBe(1);
    // Unsubscribing stays idempotent and keeps the first time.
    expect(await unsubscribe(unsubscribeToken)).toBe(true);
    const firstTime = (await stored(email))!.unsubscribed_at;
    expect(await unsubscribe(unsubscribeToken)).toBe(true);
    expect((await stored(email))!.unsubscribed_at).toEqual(firstTime);
  });

  it('caps confirmation mails at 3 an hour per address, storing nothing past it', async () => {
    const email = uniqueEmail('optin-flood').toLowerCase();
    for (let i = 0; i < 3; i += 1) expect((await optIn(email)).status).toBe(200);
    expect(await optIn(email)).toEqual({ status: 429, body: { error: TOO_MANY } });
    expect(await mailsWithSubject(stack, email, SUBJECT)).toHaveLength(3);
    expect(
      await countOf(
        stack,
        `select 1 from private.challenge_optin_confirmations c
           join public.challenge_email_optins o on o.id = c.optin_id where o.email = $1`,
        [email],
      ),
    ).toBe(3);
  });

  it('keeps the table and the request RPC away from clients; the one-step subscribe is gone', async () => {
    const anon = stack.client();
    expect((await anon.from('challenge_email_optins').select('email')).error?.code).toBe('42501');
    expect(
      (await anon.from('challenge_email_optins').insert({ email: 'sneaky@example.com' })).error
        ?.code,
    ).toBe('42501');
    expect(
      (await anon.rpc('request_challenge_emails', { p_email: 'sneaky@example.com' })).error?.code,
    ).toBe('42501');
    expect(
      (
        await stack
          .client(stack.serviceRoleKey)
          .rpc('subscribe_challenge_emails', { p_email: 'sneaky@example.com' })
      ).error?.code,
    ).toBe('PGRST202');
    expect(await stored('sneaky@example.com')).toBeUndefined();
  });

  it('stores nothing and sends nothing for a bad request', async () => {
    expect(
      await invoke(stack.client(), 'send-challenge-email', {
        type: 'opt_in_confirmation',
        email: 'x',
      }),
    ).toEqual({ status: 400, body: { error: 'email must be a valid email address' } });
    expect(
      await invoke(stack.client(), 'send-challenge-email', {
        type: 'winner_announcement',
        email: 'valid@example.com',
      }),
    ).toEqual({ status: 400, body: { error: 'type must be one of: opt_in_confirmation' } });
    expect(await stored('valid@example.com')).toBeUndefined();
  });
});
