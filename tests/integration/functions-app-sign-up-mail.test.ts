import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHookSecret } from '../../supabase/local/src/auth/hook-settings.ts';
import { signWebhook } from '../../supabase/local/src/auth/send-email-hook.ts';
import { confirmedUser, linkIn, mailsTo, uniqueEmail } from './support/auth.ts';
import { FIRST_BOOT_MS, invoke, SITE } from './support/app-functions.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 20 item 2: one confirmation mail per sign-up. Auth mails through the Send Email hook
// (supabase/functions/send-email-hook, enabled in supabase/config.toml), which sends the app's own
// verification link; the client's send-verification-email call right after adds no second mail.

const PASSWORD = 'correct-horse-1';

/** A hook request signed the way Auth signs it, with `secret` (the instance's by default). */
async function callHook(stack: Stack, payload: unknown, secret?: string): Promise<Response> {
  const body = JSON.stringify(payload);
  const id = randomUUID();
  const timestamp = Math.floor(Date.now() / 1000);
  const key = secret ?? localHookSecret(stack.gateway.keys.jwtSecret);
  return fetch(`${stack.url}/functions/v1/send-email-hook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(key, id, timestamp, body),
    },
    body,
  });
}

function signupPayload(userId: string, email: string) {
  return {
    user: { id: userId, email, aud: 'authenticated', role: 'authenticated' },
    email_data: {
      token: '123456',
      token_hash: 'a'.repeat(56),
      redirect_to: SITE,
      email_action_type: 'signup',
      site_url: 'http://127.0.0.1:54321',
      token_new: '',
      token_hash_new: '',
    },
  };
}

describe.each(engines)('sign-up and recovery mail through the Send Email hook on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  it(
    'one sign-up sends exactly one mail, whose app link confirms the address for sign-in',
    async () => {
      const email = uniqueEmail('one-mail').toLowerCase();
      const signUp = await stack.client().auth.signUp({ email, password: PASSWORD });
      expect(signUp.error).toBeNull();
      const userId = signUp.data.user!.id;
      // What the app does next (part 1 §7): ask for the verification mail.
      expect(
        await invoke(stack.client(), 'send-verification-email', {
          email,
          verificationToken: `${userId}-${Date.now()}`,
          redirectUrl: `${SITE}/?verified=true`,
        }),
      ).toEqual({ status: 200, body: { success: true } });

      const mails = await mailsTo(stack, email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your LaughLoop email']);
      const body = mails[0]!.text_body;
      expect(body).not.toMatch(/code/i);
      expect(body.match(/https?:\/\//g)).toHaveLength(1);
      const link = linkIn(mails[0]!, `${SITE}/?verify_email=true`);
      expect(link.searchParams.get('user_id')).toBe(userId);
      const token = link.searchParams.get('token')!;

      const early = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(early.error?.message).toBe('Email not confirmed');
      expect(await invoke(stack.client(), 'verify-email', { token, userId })).toEqual({
        status: 200,
        body: { success: true },
      });
      const signedIn = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user?.id).toBe(userId);
      expect(signedIn.data.user?.email_confirmed_at).toEqual(expect.any(String));
      expect(await mailsTo(stack, email)).toHaveLength(1);
    },
    FIRST_BOOT_MS,
  );

  it('refuses a hook call that Auth did not sign (401) and mails nothing', async () => {
    const email = uniqueEmail('forged').toLowerCase();
    const payload = signupPayload(randomUUID(), email);
    const forged = await callHook(
      stack,
      payload,
      'v1,whsec_' + Buffer.alloc(32, 7).toString('base64'),
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      error: { http_code: 401, message: 'Invalid webhook signature' },
    });
    const unsigned = await fetch(`${stack.url}/functions/v1/send-email-hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(401);
    await unsigned.body?.cancel();
    expect(await mailsTo(stack, email)).toEqual([]);
  });

  it('mails before Auth has committed the account, as hosted Auth calls it inside the sign-up', async () => {
    const email = uniqueEmail('uncommitted').toLowerCase();
    const userId = randomUUID();
    const answer = await callHook(stack, signupPayload(userId, email));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({});
    const [mail] = await mailsTo(stack, email);
    expect(linkIn(mail!, `${SITE}/?verify_email=true`).searchParams.get('user_id')).toBe(userId);
    // Without an account of that id and address the link confirms nothing.
    const token = linkIn(mail!, `${SITE}/?verify_email=true`).searchParams.get('token')!;
    expect((await invoke(stack.client(), 'verify-email', { token, userId })).status).toBe(400);
  });

  it("sends Auth's password recovery as the app's reset link, which sets a new password", async () => {
    const member = await confirmedUser(stack);
    const reset = await stack.client().auth.resetPasswordForEmail(member.email, {
      redirectTo: `${SITE}/?password_reset=true`,
    });
    expect(reset.error).toBeNull();
    const mails = await mailsTo(stack, member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your LaughLoop password']);
    const link = linkIn(mails[0]!, `${SITE}/auth/callback?`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/?password_reset=true`);

    const app = stack.client();
    const verified = await app.auth.verifyOtp({
      token_hash: link.searchParams.get('token')!,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await app.auth.updateUser({ password: 'recovered-pass-9' })).error).toBeNull();
    const signIn = await stack
      .client()
      .auth.signInWithPassword({ email: member.email, password: 'recovered-pass-9' });
    expect(signIn.error).toBeNull();
  });
});
