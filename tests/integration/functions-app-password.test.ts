import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, linkIn, mailsTo, uniqueEmail } from './support/auth.ts';
import { FIRST_BOOT_MS, invoke, mailsWithSubject, SITE } from './support/app-functions.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

const RESET_SUBJECT = 'Reset your LaughLoop password';
const ID_SUBJECT = 'Your LaughLoop login ID';

describe.each(engines)('password reset and login ID reminder functions on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const requestReset = (body: Record<string, unknown>) =>
    invoke(stack.client(), 'send-password-reset', body);

  async function resetLink(email: string): Promise<URL> {
    const [mail] = await mailsWithSubject(stack, email, RESET_SUBJECT);
    if (!mail) throw new Error(`no reset mail for ${email}`);
    return linkIn(mail, `${SITE}/auth/callback?`);
  }

  it(
    'mails an /auth/callback link whose token verifyOtp exchanges once for a session to set a new password',
    async () => {
      const user = await confirmedUser(stack, 'old-password-1', 'reset');
      const redirectUrl = `${SITE}/?password_reset=true`;
      expect(await requestReset({ email: user.email, redirectUrl })).toEqual({
        status: 200,
        body: { success: true },
      });
      const link = await resetLink(user.email);
      expect(link.searchParams.get('type')).toBe('recovery');
      expect(link.searchParams.get('redirect_to')).toBe(redirectUrl);
      const token = link.searchParams.get('token')!;
      expect(token).toMatch(/^[0-9a-f]{20,}$/);

      const browser = stack.client();
      const verified = await browser.auth.verifyOtp({ token_hash: token, type: 'recovery' });
      expect(verified.error).toBeNull();
      expect(verified.data.user?.id).toBe(user.id);
      expect((await browser.auth.updateUser({ password: 'new-password-2' })).error).toBeNull();

      const withNew = await stack
        .client()
        .auth.signInWithPassword({ email: user.email, password: 'new-password-2' });
      expect(withNew.error).toBeNull();
      const withOld = await stack
        .client()
        .auth.signInWithPassword({ email: user.email, password: 'old-password-1' });
      expect(withOld.error?.message).toBe('Invalid login credentials');

      const again = await stack.client().auth.verifyOtp({ token_hash: token, type: 'recovery' });
      expect(again.error).not.toBeNull();
    },
    FIRST_BOOT_MS,
  );

  it('defaults the redirect to the site URL with password_reset=true and normalises the address', async () => {
    const user = await confirmedUser(stack, 'correct-horse-1', 'reset-default');
    expect((await requestReset({ email: `  ${user.email.toUpperCase()} ` })).status).toBe(200);
    const link = await resetLink(user.email);
    expect(link.origin + link.pathname).toBe(`${SITE}/auth/callback`);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/?password_reset=true`);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const email = uniqueEmail('no-account').toLowerCase();
    expect(await requestReset({ email })).toEqual({ status: 200, body: { success: true } });
    expect(await mailsTo(stack, email)).toEqual([]);
  });

  it('refuses a bad address and a redirect outside the site URL without mailing', async () => {
    const user = await confirmedUser(stack, 'correct-horse-1', 'reset-bad');
    expect(await requestReset({ email: 'nobody@' })).toEqual({
      status: 400,
      body: { error: 'email must be a valid email address' },
    });
    expect(
      await requestReset({ email: user.email, redirectUrl: 'https://phish.example/reset' }),
    ).toEqual({
      status: 400,
      body: { error: `redirectUrl must be an address under ${SITE}` },
    });
    expect(await requestReset({ email: user.email, redirectUrl: 12 })).toEqual({
      status: 400,
      body: { error: 'redirectUrl must be a URL of at most 2048 characters' },
    });
    expect(await mailsTo(stack, user.email)).toEqual([]);
  });

  it('rate-limits reset mails to 5 an hour per address', async () => {
    const user = await confirmedUser(stack, 'correct-horse-1', 'reset-flood');
    for (let i = 0; i < 5; i += 1)
      expect((await requestReset({ email: user.email })).status).toBe(200);
    expect(await requestReset({ email: user.email })).toEqual({
      status: 429,
      body: { error: 'Too many requests for this address. Please try again later.' },
    });
    expect(await mailsWithSubject(stack, user.email, RESET_SUBJECT)).toHaveLength(5);
  });

  it('send-id-reminder tells an account holder their login ID is their email, and nobody else anything', async () => {
    const user = await confirmedUser(stack, 'correct-horse-1', 'forgot-id');
    expect(await invoke(stack.client(), 'send-id-reminder', { email: user.email })).toEqual({
      status: 200,
      body: { success: true },
    });
    const [mail] = await mailsWithSubject(stack, user.email, ID_SUBJECT);
    expect(mail?.text_body).toContain(`Your login ID is your email address: ${user.email}`);
    expect(mail?.text_body).toContain(`Sign in at ${SITE}/`);
    expect(mail?.text_body).toContain('"Forgot password?"');

    const stranger = uniqueEmail('forgot-id-unknown').toLowerCase();
    expect(await invoke(stack.client(), 'send-id-reminder', { email: stranger })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await mailsTo(stack, stranger)).toEqual([]);

    expect(await invoke(stack.client(), 'send-id-reminder', {})).toEqual({
      status: 400,
      body: { error: 'email is required' },
    });
    expect(await invoke(stack.client(), 'send-id-reminder', { email: ['a@b.co'] })).toEqual({
      status: 400,
      body: { error: 'email must be a string' },
    });
  });

  it('send-id-reminder is limited to 5 an hour per address', async () => {
    const user = await confirmedUser(stack, 'correct-horse-1', 'forgot-id-flood');
    for (let i = 0; i < 5; i += 1) {
      expect((await invoke(stack.client(), 'send-id-reminder', { email: user.email })).status).toBe(
        200,
      );
    }
    expect((await invoke(stack.client(), 'send-id-reminder', { email: user.email })).status).toBe(
      429,
    );
    expect(await mailsWithSubject(stack, user.email, ID_SUBJECT)).toHaveLength(5);
  });
});
