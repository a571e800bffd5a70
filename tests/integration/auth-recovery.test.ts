import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, latestMail, linkIn, mailsTo, uniqueEmail } from './support/auth.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

const SITE = 'http://127.0.0.1:4173';

describe.each(engines)('auth password recovery on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    // Auth's own mail, the fallback without a Send Email hook (functions-app-sign-up-mail tests the hook).
    stack = await startStack({ engine, sendEmailHook: false });
  });
  afterAll(() => stack?.stop());

  it('mails a single-use /auth/callback link that leads to a new password', async () => {
    const member = await confirmedUser(stack);
    const { data, error } = await stack.client().auth.resetPasswordForEmail(member.email, {
      redirectTo: `${SITE}/?password_reset=true`,
    });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = await latestMail(stack, member.email);
    expect(mail.subject).toBe('Reset your LaughLoop password');
    const link = linkIn(mail, `${SITE}/auth/callback?`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/?password_reset=true`);
    const tokenHash = link.searchParams.get('token')!;
    expect(tokenHash).toMatch(/^[0-9a-f]{56}$/);

    const app = stack.client();
    const verified = await app.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(member.id);
    expect(verified.data.user?.recovery_sent_at).toEqual(expect.any(String));

    expect((await app.auth.updateUser({ password: 'recovered-pass-9' })).error).toBeNull();
    const signIn = await stack
      .client()
      .auth.signInWithPassword({ email: member.email, password: 'recovered-pass-9' });
    expect(signIn.error).toBeNull();

    const second = await stack.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(second.data.session).toBeNull();
    expect(second.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('accepts the code from the mail together with the address, once', async () => {
    const member = await confirmedUser(stack);
    await stack.client().auth.resetPasswordForEmail(member.email);
    const code = /enter this code: (\d{6})/.exec(
      (await latestMail(stack, member.email)).text_body,
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await stack.client().auth.verifyOtp({
      email: member.email,
      token: code === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const right = await stack
      .client()
      .auth.verifyOtp({ email: member.email, token: code!, type: 'recovery' });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(member.email);
  });

  it('refuses expired and unknown links, and replaces foreign redirects by the site URL', async () => {
    const member = await confirmedUser(stack);
    await stack
      .client()
      .auth.resetPasswordForEmail(member.email, { redirectTo: 'https://evil.example/steal' });
    const link = linkIn(await latestMail(stack, member.email), `${SITE}/auth/callback?`);
    expect(link.searchParams.get('redirect_to')).toBe(SITE);

    await stack.gateway.db.query(
      `update auth.users set recovery_sent_at = now() - interval '2 hours' where id = $1`,
      [member.id],
    );
    const expired = await stack
      .client()
      .auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'recovery' });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const unknown = await stack
      .client()
      .auth.verifyOtp({ token_hash: 'f'.repeat(56), type: 'recovery' });
    expect(unknown.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it("keeps redirects listed in config.toml's additional_redirect_urls", async () => {
    const member = await confirmedUser(stack);
    await stack
      .client()
      .auth.resetPasswordForEmail(member.email, { redirectTo: 'http://localhost:5173' });
    const link = linkIn(await latestMail(stack, member.email), `${SITE}/auth/callback?`);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173');
  });

  it('answers {} for unknown addresses without sending mail, and throttles repeats', async () => {
    const nobody = uniqueEmail('nobody');
    expect(await stack.client().auth.resetPasswordForEmail(nobody)).toEqual({
      data: {},
      error: null,
    });
    expect(await mailsTo(stack, nobody)).toHaveLength(0);

    const member = await confirmedUser(stack);
    await stack.client().auth.resetPasswordForEmail(member.email);
    const repeat = await stack.client().auth.resetPasswordForEmail(member.email);
    expect(repeat.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await mailsTo(stack, member.email)).toHaveLength(1);
  });

  it('redirects a failed email link back to the app with the error in the fragment', async () => {
    const response = await fetch(
      `${stack.url}/auth/v1/verify?token=${'0'.repeat(56)}&type=signup&redirect_to=${encodeURIComponent(`${SITE}/welcome`)}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/welcome`);
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });
});
