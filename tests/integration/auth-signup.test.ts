import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, latestMail, linkIn, mailsTo, uniqueEmail } from './support/auth.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

describe.each(engines)('auth signup with email confirmation on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    // Auth's own mail, the fallback without a Send Email hook (functions-app-sign-up-mail tests the hook).
    stack = await startStack({ engine, sendEmailHook: false });
  });
  afterAll(() => stack?.stop());

  it('returns the unconfirmed user, mails a link, and signs in only after the link is opened', async () => {
    const email = uniqueEmail('signup');
    const client = stack.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'Passw0rd!x',
      options: { data: { full_name: 'Ada Lovelace' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email.toLowerCase());
    expect(user.aud).toBe('authenticated');
    expect(user.role).toBe('authenticated');
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.confirmation_sent_at).toEqual(expect.any(String));
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.user_metadata).toMatchObject({
      full_name: 'Ada Lovelace',
      email: email.toLowerCase(),
      email_verified: false,
    });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id });

    const early = await client.auth.signInWithPassword({ email, password: 'Passw0rd!x' });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe('Confirm your LaughLoop account');
    // One link and no code: the app has nowhere to type a sign-up code.
    expect(mail.text_body).not.toMatch(/code/i);
    expect(mail.text_body.match(/https?:\/\//g)).toHaveLength(1);
    const link = linkIn(mail, `${stack.url}/auth/v1/verify?`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:4173');

    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = opened.headers.get('location')!;
    expect(location.startsWith('http://127.0.0.1:4173#')).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const linkedUser = await client.auth.getUser(fragment.get('access_token')!);
    expect(linkedUser.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(linkedUser.data.user?.user_metadata.email_verified).toBe(true);

    const again = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location')!).get('error_code')).toBe('otp_expired');

    const signedIn = await client.auth.signInWithPassword({ email, password: 'Passw0rd!x' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.id).toBe(user.id);
  });

  it('answers a repeated signup of a confirmed address with an obfuscated user and sends nothing', async () => {
    const email = uniqueEmail('dup');
    const client = stack.client();
    await client.auth.signUp({ email, password: 'Passw0rd!x' });
    await fetch(linkIn(await latestMail(stack, email), `${stack.url}/auth/v1/verify?`), {
      redirect: 'manual',
    });
    const before = (await mailsTo(stack, email)).length;

    const repeated = await client.auth.signUp({ email, password: 'Another1!' });
    expect(repeated.error).toBeNull();
    expect(repeated.data.session).toBeNull();
    expect(repeated.data.user?.identities).toEqual([]);
    expect(repeated.data.user?.email).toBe(email.toLowerCase());
    expect((await mailsTo(stack, email)).length).toBe(before);
  });

  it('limits confirmation mails for a still unconfirmed address to one a minute', async () => {
    const email = uniqueEmail('resend');
    const client = stack.client();
    await client.auth.signUp({ email, password: 'Passw0rd!x' });
    const second = await client.auth.signUp({ email, password: 'Passw0rd!x' });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(await mailsTo(stack, email)).toHaveLength(1);
  });

  it('resends the confirmation after a minute, replacing the first link', async () => {
    const email = uniqueEmail('resend-ok');
    const client = stack.client();
    await client.auth.signUp({ email, password: 'Passw0rd!x' });
    const firstLink = linkIn(await latestMail(stack, email), `${stack.url}/auth/v1/verify?`);
    await stack.gateway.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = lower($1)`,
      [email],
    );
    expect(await client.auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
    const mails = await mailsTo(stack, email);
    expect(mails).toHaveLength(2);
    const secondLink = linkIn(mails[0]!, `${stack.url}/auth/v1/verify?`);
    expect(secondLink.searchParams.get('token')).not.toBe(firstLink.searchParams.get('token'));
    const stale = await fetch(firstLink, { redirect: 'manual' });
    expect(fragmentOf(stale.headers.get('location')!).get('error_code')).toBe('otp_expired');
    const fresh = await fetch(secondLink, { redirect: 'manual' });
    expect(fragmentOf(fresh.headers.get('location')!).get('type')).toBe('signup');

    const nobody = uniqueEmail('resend-nobody');
    expect(await client.auth.resend({ type: 'signup', email: nobody })).toMatchObject({
      error: null,
    });
    expect(await mailsTo(stack, nobody)).toHaveLength(0);
  });

  it('refuses weak and empty passwords and bad addresses with GoTrue codes', async () => {
    const client = stack.client();
    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    const empty = await client.auth.signUp({ email: uniqueEmail('empty'), password: '' });
    expect(empty.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    const badEmail = await client.auth.signUp({ email: 'not-an-email', password: 'Passw0rd!x' });
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('rejects wrong passwords and unknown emails alike', async () => {
    const email = uniqueEmail('wrong');
    const client = stack.client();
    await client.auth.signUp({ email, password: 'Passw0rd!x' });
    for (const attempt of [
      { email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: 'Passw0rd!x' },
    ]) {
      const { data, error } = await client.auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('answers the legacy error body without the API version header, and the new one with it', async () => {
    const body = JSON.stringify({ email: uniqueEmail('legacy'), password: 'nope-nope' });
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const legacy = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body,
    });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });

    const versioned = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers, 'x-supabase-api-version': '2024-01-01' },
      body,
    });
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('serves /settings and /health, and asks for an apikey elsewhere', async () => {
    const settings = await fetch(`${stack.url}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey },
    });
    expect(await settings.json()).toMatchObject({
      external: { email: true, phone: false, google: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
    expect((await fetch(`${stack.url}/auth/v1/settings`)).status).toBe(401);
  });
});

describe.each(engines)('auth signup with autoconfirm on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine, autoconfirm: true });
  });
  afterAll(() => stack?.stop());

  it('signs the new user in at once and refuses a second signup of the address', async () => {
    const email = uniqueEmail('auto');
    const client = stack.client();
    const { data, error } = await client.auth.signUp({ email, password: 'Passw0rd!x' });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    expect(await mailsTo(stack, email)).toHaveLength(0);

    const settings = await fetch(`${stack.url}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey },
    });
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: true });

    const duplicate = await stack.client().auth.signUp({ email, password: 'Passw0rd!x' });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });
});
