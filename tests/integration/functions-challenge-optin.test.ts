import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth.ts';
import { FIRST_BOOT_MS, invoke, mailsWithSubject, SITE } from './support/app-functions.ts';
import { rowOf } from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 13 §5: send-challenge-email stores the weekly challenge opt-in (one per address,
// case-insensitively) and mails a confirmation whose unsubscribe link works:
// `${SITE_URL}/?unsubscribe=<token>`, which the app hands to the unsubscribe_challenge_emails RPC.

const SUBJECT = "You're in: LaughLoop weekly challenge alerts";

interface OptInRow {
  email: string;
  name: string | null;
  unsubscribe_token: string;
  unsubscribed_at: Date | null;
}

describe.each(engines)('weekly challenge email opt-in on %s', (engine) => {
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
      `select email, name, unsubscribe_token, unsubscribed_at from public.challenge_email_optins
        where lower(email) = lower($1)`,
      [email],
    );

  /** The unsubscribe link of the newest opt-in mail to `email`. */
  async function unsubscribeLink(email: string): Promise<URL> {
    const [mail] = await mailsWithSubject(stack, email, SUBJECT);
    const found = mail?.text_body.match(/https?:\/\/\S*[?&]unsubscribe=[0-9a-f]+/)?.[0];
    if (!found) throw new Error(`no unsubscribe link mailed to ${email}`);
    return new URL(found);
  }

  const unsubscribe = (token: unknown) =>
    stack.client().rpc('unsubscribe_challenge_emails', { p_token: token });

  it(
    'stores the opt-in and mails a working unsubscribe link',
    async () => {
      const email = uniqueEmail('optin').toLowerCase();
      expect(await optIn(email, 'Grace')).toEqual({ status: 200, body: { success: true } });
      const row = await stored(email);
      expect(row).toMatchObject({ email, name: 'Grace', unsubscribed_at: null });
      expect(row!.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);

      const [mail] = await mailsWithSubject(stack, email, SUBJECT);
      expect(mail?.text_body).toContain('Hi Grace,');
      expect(mail?.text_body).toContain(`See this week's challenge: ${SITE}/`);
      const link = await unsubscribeLink(email);
      expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/`);
      expect(link.searchParams.get('unsubscribe')).toBe(row!.unsubscribe_token);

      // The app reads ?unsubscribe= and calls the RPC with the anon key.
      expect(await unsubscribe(link.searchParams.get('unsubscribe'))).toMatchObject({
        error: null,
        data: true,
      });
      const first = (await stored(email))!.unsubscribed_at;
      expect(first).not.toBeNull();
      // Idempotent: a second click answers true and keeps the first time.
      expect((await unsubscribe(link.searchParams.get('unsubscribe'))).data).toBe(true);
      expect(new Date((await stored(email))!.unsubscribed_at!).getTime()).toBe(
        new Date(first!).getTime(),
      );
    },
    FIRST_BOOT_MS,
  );

  it('answers false for unknown or malformed tokens and changes nothing', async () => {
    expect((await unsubscribe('0'.repeat(64))).data).toBe(false);
    expect((await unsubscribe('not-a-token')).data).toBe(false);
    expect((await unsubscribe(null)).data).toBe(false);
  });

  it('keeps one row per address, case-insensitively, and re-subscribes after an unsubscribe', async () => {
    const email = uniqueEmail('again').toLowerCase();
    expect((await optIn(email)).status).toBe(200);
    const before = (await stored(email))!;
    expect(before.name).toBeNull();
    expect((await unsubscribe(before.unsubscribe_token)).data).toBe(true);

    expect((await optIn(email.toUpperCase(), 'Ada')).status).toBe(200);
    const after = (await stored(email))!;
    expect(after).toMatchObject({ email, name: 'Ada', unsubscribed_at: null });
    expect(after.unsubscribe_token).toBe(before.unsubscribe_token);
    const { rows } = await stack.gateway.db.query<{ n: number }>(
      `select count(*)::int as n from public.challenge_email_optins where lower(email) = $1`,
      [email],
    );
    expect(rows[0]!.n).toBe(1);
    // Both mails carry the same, working link.
    expect((await unsubscribeLink(email)).searchParams.get('unsubscribe')).toBe(
      after.unsubscribe_token,
    );
  });

  it('keeps the table and the subscribe RPC away from clients', async () => {
    const anon = stack.client();
    expect((await anon.from('challenge_email_optins').select('email')).error?.code).toBe('42501');
    expect(
      (await anon.from('challenge_email_optins').insert({ email: 'sneaky@example.com' })).error
        ?.code,
    ).toBe('42501');
    expect(
      (
        await anon.rpc('subscribe_challenge_emails', {
          p_email: 'sneaky@example.com',
          p_name: 'Sneaky',
        })
      ).error?.code,
    ).toBe('42501');
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
