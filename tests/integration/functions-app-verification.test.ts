import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, linkIn, uniqueEmail } from './support/auth.ts';
import {
  FIRST_BOOT_MS,
  invoke,
  mailsWithSubject,
  SITE,
  unconfirmedUser,
} from './support/app-functions.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

const SUBJECT = 'Confirm your LaughLoop email';
const INVALID_LINK = 'The verification link is invalid or has expired.';

describe.each(engines)('email verification functions on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const requestMail = (email: string, extra: Record<string, unknown> = {}) =>
    invoke(stack.client(), 'send-verification-email', {
      email,
      verificationToken: `client-made-${Date.now()}`,
      redirectUrl: `${SITE}/?verified=true`,
      ...extra,
    });

  /** The token and user id of the newest verification mail to `email`. */
  async function linkFor(email: string): Promise<{ token: string; userId: string; url: URL }> {
    const [mail] = await mailsWithSubject(stack, email, SUBJECT);
    if (!mail) throw new Error(`no verification mail for ${email}`);
    const url = linkIn(mail, `${SITE}/?verify_email=true`);
    return { token: url.searchParams.get('token')!, userId: url.searchParams.get('user_id')!, url };
  }

  const confirmedAt = async (id: string) => {
    const { data } = await stack.client(stack.serviceRoleKey).auth.admin.getUserById(id);
    return data.user?.email_confirmed_at ?? null;
  };

  it(
    'sign up unconfirmed -> mail with a random single-use token -> verify-email -> sign-in works',
    async () => {
      const email = uniqueEmail('verify').toLowerCase();
      const signUp = await stack.client().auth.signUp({ email, password: 'correct-horse-1' });
      expect(signUp.error).toBeNull();
      const userId = signUp.data.user!.id;
      const before = await stack
        .client()
        .auth.signInWithPassword({ email, password: 'correct-horse-1' });
      expect(before.error?.message).toBe('Email not confirmed');

      const clientToken = `${userId}-${Date.now()}`;
      const sent = await requestMail(email, { verificationToken: clientToken });
      expect(sent).toEqual({ status: 200, body: { success: true } });

      const { token, userId: linkedUser, url } = await linkFor(email);
      expect(url.origin + url.pathname).toBe(`${SITE}/`);
      expect([...url.searchParams.keys()]).toEqual(['verify_email', 'token', 'user_id']);
      expect(linkedUser).toBe(userId);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(token).not.toContain(clientToken);
      // Only the hash is stored, with a 24-hour expiry.
      const { rows } = await stack.gateway.db.query<{ token_hash: string; hours: number }>(
        `select token_hash, extract(epoch from expires_at - created_at) / 3600 as hours
           from public.email_verification_tokens where user_id = $1`,
        [userId],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(Number(rows[0]!.hours)).toBeCloseTo(24, 3);

      expect(await invoke(stack.client(), 'verify-email', { token, userId })).toEqual({
        status: 200,
        body: { success: true },
      });
      expect(await confirmedAt(userId)).not.toBeNull();
      const after = await stack
        .client()
        .auth.signInWithPassword({ email, password: 'correct-horse-1' });
      expect(after.error).toBeNull();
      expect(after.data.user?.id).toBe(userId);

      // Single use: the same link again is refused.
      expect(await invoke(stack.client(), 'verify-email', { token, userId })).toEqual({
        status: 400,
        body: { error: INVALID_LINK },
      });
    },
    FIRST_BOOT_MS,
  );

  it('refuses a token for another user, an expired token and a retired token, confirming nobody', async () => {
    const emailA = uniqueEmail('verify-a').toLowerCase();
    const emailB = uniqueEmail('verify-b').toLowerCase();
    const userA = await unconfirmedUser(stack, emailA);
    const userB = await unconfirmedUser(stack, emailB);
    await requestMail(emailA);
    const first = await linkFor(emailA);

    const wrongUser = await invoke(stack.client(), 'verify-email', {
      token: first.token,
      userId: userB,
    });
    expect(wrongUser).toEqual({ status: 400, body: { error: INVALID_LINK } });
    expect(await confirmedAt(userB)).toBeNull();

    // A newer mail retires the older link.
    await requestMail(emailA);
    const second = await linkFor(emailA);
    expect(second.token).not.toBe(first.token);
    expect(
      (await invoke(stack.client(), 'verify-email', { token: first.token, userId: userA })).status,
    ).toBe(400);

    await stack.gateway.db.query(
      `update public.email_verification_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
      [userA],
    );
    const expired = await invoke(stack.client(), 'verify-email', {
      token: second.token,
      userId: userA,
    });
    expect(expired).toEqual({ status: 400, body: { error: INVALID_LINK } });
    expect(await confirmedAt(userA)).toBeNull();
  });

  it('validates the verify-email body', async () => {
    const anon = stack.client();
    expect(await invoke(anon, 'verify-email', { userId: crypto.randomUUID() })).toEqual({
      status: 400,
      body: { error: 'token is required' },
    });
    expect(await invoke(anon, 'verify-email', { token: 42, userId: crypto.randomUUID() })).toEqual({
      status: 400,
      body: { error: 'token must be a string' },
    });
    expect(await invoke(anon, 'verify-email', { token: 'abc', userId: 'not-a-uuid' })).toEqual({
      status: 400,
      body: { error: INVALID_LINK },
    });
  });

  it('answers {success: true} for unknown and already confirmed addresses without mailing them', async () => {
    const unknown = uniqueEmail('nobody').toLowerCase();
    expect(await requestMail(unknown)).toEqual({ status: 200, body: { success: true } });
    expect(await mailsTo(stack, unknown)).toEqual([]);

    const confirmed = uniqueEmail('done').toLowerCase();
    await stack.client(stack.serviceRoleKey).auth.admin.createUser({
      email: confirmed,
      password: 'correct-horse-1',
      email_confirm: true,
    });
    expect(await requestMail(confirmed)).toEqual({ status: 200, body: { success: true } });
    expect(await mailsTo(stack, confirmed)).toEqual([]);
  });

  it('refuses bad input and redirects outside the site URL with 400', async () => {
    expect(await requestMail('not-an-email')).toEqual({
      status: 400,
      body: { error: 'email must be a valid email address' },
    });
    expect(
      (await invoke(stack.client(), 'send-verification-email', { redirectUrl: SITE })).body,
    ).toEqual({
      error: 'email is required',
    });
    const email = uniqueEmail('redirect').toLowerCase();
    await unconfirmedUser(stack, email);
    for (const redirectUrl of [
      'https://evil.example/?verified=true',
      `${SITE}.evil.example/`,
      'javascript:alert(1)',
    ]) {
      expect(await requestMail(email, { redirectUrl })).toEqual({
        status: 400,
        body: { error: `redirectUrl must be an address under ${SITE}` },
      });
    }
    expect(await mailsTo(stack, email)).toEqual([]);
    expect(await invoke(stack.client(), 'send-verification-email', ['a'])).toEqual({
      status: 400,
      body: { error: 'Request body must be a JSON object' },
    });
  });

  it('rate-limits each address to 5 requests an hour, known or not', async () => {
    const email = uniqueEmail('flood').toLowerCase();
    await unconfirmedUser(stack, email);
    for (let i = 0; i < 5; i += 1) expect((await requestMail(email)).status).toBe(200);
    expect(await requestMail(email)).toEqual({
      status: 429,
      body: { error: 'Too many requests for this address. Please try again later.' },
    });
    expect(await mailsWithSubject(stack, email, SUBJECT)).toHaveLength(5);

    const unknown = uniqueEmail('flood-unknown').toLowerCase();
    for (let i = 0; i < 5; i += 1) expect((await requestMail(unknown)).status).toBe(200);
    expect((await requestMail(unknown)).status).toBe(429);
  });

  it('answers the CORS preflight of every function with the browser headers', async () => {
    for (const name of ['send-verification-email', 'verify-email']) {
      const response = await fetch(`${stack.url}/functions/v1/${name}`, {
        method: 'OPTIONS',
        headers: { origin: SITE, 'access-control-request-method': 'POST' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
      await response.body?.cancel();
    }
  });
});
