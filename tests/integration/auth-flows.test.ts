import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { confirmedUser, latestMail, linkIn, uniqueEmail, type OutboxMail } from './support/auth.ts';
import { fetchFrom, freshAddress } from './support/network.ts';
import { concurrentEngine, parityEngines, startStack, type Stack } from './support/stack.ts';

const SITE = 'http://127.0.0.1:4173';

/** The 6-digit code of a mail ("Or enter this code: 123456", or alone on its line). */
function codeIn(mail: OutboxMail): string {
  const code = /(?:^|\s)(\d{6})(?:\s|$)/.exec(mail.text_body)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text_body}`);
  return code;
}

/** Follows a mailed /verify link as a browser would, without following the 303. */
async function follow(link: URL): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** A 6-digit code that is not `code`. */
function wrongCode(code: string, i: number): string {
  const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  return wrong === code ? wrongCode(code, i + 1) : wrong;
}

/** A request to Auth over a connection from a new address: a stranger, as the gateway sees it. */
async function fromStranger(stack: Stack, method: string, path: string, body: unknown, token = '') {
  const response = await fetchFrom(freshAddress())(`${stack.url}/auth/v1/${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function amrOf(accessToken: string): string[] {
  const { amr } = decodeJwt(accessToken) as { amr: { method: string }[] };
  return amr.map((entry) => entry.method);
}

/**
 * Magic link / e-mail OTP, reauthentication, PKCE and invitations (issue 35 §5), through
 * supabase-js as an app calls them, with Auth's own mails read from the local outbox.
 */
describe.each(parityEngines)('auth email flows on %s', (engine) => {
  let stack: Stack;
  /** A supabase-js client in PKCE mode: its code verifiers live in this client's memory. */
  let pkceClient: () => SupabaseClient;

  beforeAll(async () => {
    stack = await startStack({ engine, sendEmailHook: false, securePasswordChange: true });
    pkceClient = () =>
      createClient(stack.url, stack.anonKey, {
        auth: {
          flowType: 'pkce',
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
        },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
  });
  afterAll(() => stack?.stop());

  it('mails a magic link with a code; the code signs in once, as type email', async () => {
    const member = await confirmedUser(stack);
    const sent = await stack.client().auth.signInWithOtp({
      email: member.email,
      options: { emailRedirectTo: `${SITE}/welcome` },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ user: null, session: null });
    const mail = await latestMail(stack, member.email);
    expect(mail.subject).toBe('Your LaughLoop sign-in link');
    const link = linkIn(mail, `${stack.url}/auth/v1/verify?`);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/welcome`);

    const code = codeIn(mail);
    const signedIn = await stack
      .client()
      .auth.verifyOtp({ email: member.email, token: code, type: 'email' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.id).toBe(member.id);
    expect(amrOf(signedIn.data.session!.access_token)).toEqual(['otp']);

    const again = await stack
      .client()
      .auth.verifyOtp({ email: member.email, token: code, type: 'magiclink' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // The link carried the same token: it is spent too.
    const spent = await follow(link);
    expect(new URLSearchParams(spent.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('follows a magic link to the app with the session in the fragment', async () => {
    const member = await confirmedUser(stack);
    await stack.client().auth.signInWithOtp({ email: member.email });
    const link = linkIn(await latestMail(stack, member.email), `${stack.url}/auth/v1/verify?`);
    const landing = await follow(link);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const { data } = await stack.client().auth.getUser(fragment.get('access_token')!);
    expect(data.user?.id).toBe(member.id);
    // A second request within a minute is throttled like recovery (they share the token).
    const repeat = await stack.client().auth.signInWithOtp({ email: member.email });
    expect(repeat.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('signs a new address up through /otp, and refuses it with create_user: false', async () => {
    const refused = uniqueEmail('no-signup');
    const { error } = await stack
      .client()
      .auth.signInWithOtp({ email: refused, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    const { data: none } = await stack.client(stack.serviceRoleKey).auth.admin.listUsers();
    expect(none.users.some((user) => user.email === refused.toLowerCase())).toBe(false);

    const email = uniqueEmail('otp-signup').toLowerCase();
    const sent = await stack
      .client()
      .auth.signInWithOtp({ email, options: { data: { full_name: 'Otp Person' } } });
    expect(sent.error).toBeNull();
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe('Confirm your LaughLoop account');
    const landing = await follow(linkIn(mail, `${stack.url}/auth/v1/verify?`));
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    const { data } = await stack.client().auth.getUser(fragment.get('access_token')!);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata.full_name).toBe('Otp Person');
  });

  it('refuses malformed /otp requests with GoTrue errors', async () => {
    const post = (body: unknown) =>
      fetch(`${stack.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect(await post({})).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed', msg: 'One of email or phone must be set' },
    });
    expect(await post({ email: 'a@example.com', phone: '+15555550100' })).toMatchObject({
      status: 400,
      body: { msg: 'Only an email address or phone number should be provided' },
    });
    expect(await post({ email: 'a@example.com', code_challenge: 'x'.repeat(43) })).toMatchObject({
      status: 400,
      body: { msg: 'PKCE flow requires code_challenge_method and code_challenge' },
    });
    expect(
      await post({
        email: 'a@example.com',
        code_challenge: 'short',
        code_challenge_method: 's256',
      }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'code challenge has to be between 43 and 128 characters' },
    });
  });

  it('PKCE: the magic link answers ?code=, which only the asking client can exchange, once', async () => {
    const member = await confirmedUser(stack);
    const browser = pkceClient();
    await browser.auth.signInWithOtp({
      email: member.email,
      options: { emailRedirectTo: `${SITE}/welcome` },
    });
    const link = linkIn(await latestMail(stack, member.email), `${stack.url}/auth/v1/verify?`);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const landing = await follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/welcome`);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    // Another browser has no verifier: supabase-js says so before asking the server.
    const elsewhere = await pkceClient().auth.exchangeCodeForSession(code);
    expect(elsewhere.error).toMatchObject({ code: 'pkce_code_verifier_not_found' });
    const wrong = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'w'.repeat(43) }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error_code: 'bad_code_verifier',
      msg: 'code challenge does not match previously saved code verifier',
    });

    const exchanged = await browser.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.id).toBe(member.id);
    expect(amrOf(exchanged.data.session!.access_token)).toEqual(['magiclink']);

    const replay = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'w'.repeat(43) }),
    });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({
      error_code: 'flow_state_not_found',
      msg: 'invalid flow state, no valid flow state found',
    });
  });

  it('PKCE: sign-up confirmation and recovery links hand back codes; flow states expire', async () => {
    const email = uniqueEmail('pkce-signup').toLowerCase();
    const browser = pkceClient();
    const signedUp = await browser.auth.signUp({
      email,
      password: 'pkce-pass-1',
      options: { emailRedirectTo: `${SITE}/` },
    });
    expect(signedUp.error).toBeNull();
    const confirmLink = linkIn(await latestMail(stack, email), `${stack.url}/auth/v1/verify?`);
    expect(confirmLink.searchParams.get('token')).toMatch(/^pkce_/);
    const confirmed = await browser.auth.exchangeCodeForSession(
      (await follow(confirmLink)).searchParams.get('code')!,
    );
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    expect(amrOf(confirmed.data.session!.access_token)).toEqual(['email/signup']);

    // Recovery: LaughLoop's template links to /auth/callback; Auth's /verify takes the same token.
    const recovering = pkceClient();
    await recovering.auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/?password_reset=true`,
    });
    const callback = linkIn(await latestMail(stack, email), `${SITE}/auth/callback?`);
    const token = callback.searchParams.get('token')!;
    expect(token).toMatch(/^pkce_/);
    const verifyLink = new URL(`${stack.url}/auth/v1/verify`);
    verifyLink.searchParams.set('token', token);
    verifyLink.searchParams.set('type', 'recovery');
    verifyLink.searchParams.set('redirect_to', callback.searchParams.get('redirect_to')!);
    const landing = await follow(verifyLink);
    expect(landing.searchParams.get('password_reset')).toBe('true');
    const code = landing.searchParams.get('code')!;
    await stack.gateway.db.query(
      `update auth.flow_state set created_at = now() - interval '301 seconds' where auth_code = $1`,
      [code],
    );
    const expired = await recovering.auth.exchangeCodeForSession(code);
    expect(expired.error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('PKCE: the typed recovery code works without the verifier (another device)', async () => {
    const member = await confirmedUser(stack);
    await pkceClient().auth.resetPasswordForEmail(member.email);
    const mail = await latestMail(stack, member.email);
    const verified = await stack
      .client()
      .auth.verifyOtp({ email: member.email, token: codeIn(mail), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(member.id);
  });

  it('reauthenticate: an old session needs the mailed nonce to change the password', async () => {
    const member = await confirmedUser(stack);
    const app = stack.client();
    const { data } = await app.auth.signInWithPassword(member);
    // A session signed in less than 24 h ago needs no nonce (GoTrue's rule).
    expect((await app.auth.updateUser({ password: 'fresh-session-2' })).error).toBeNull();

    await stack.gateway.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where id = $1`,
      [decodeJwt(data.session!.access_token).session_id],
    );
    const needed = await app.auth.updateUser({ password: 'old-session-3' });
    expect(needed.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });

    expect(await app.auth.reauthenticate()).toEqual({
      data: { user: null, session: null },
      error: null,
    });
    const again = await app.auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const mail = await latestMail(stack, member.email);
    expect(mail.subject).toBe('Confirm it is you');
    const nonce = codeIn(mail);
    const wrong = await app.auth.updateUser({
      password: 'old-session-3',
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await app.auth.updateUser({ password: 'old-session-3', nonce })).error).toBeNull();
    const reused = await app.auth.updateUser({ password: 'old-session-4', nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const signIn = await stack
      .client()
      .auth.signInWithPassword({ email: member.email, password: 'old-session-3' });
    expect(signIn.error).toBeNull();

    const anonymous = await fetch(`${stack.url}/auth/v1/reauthenticate`, {
      headers: { apikey: stack.anonKey },
    });
    expect(anonymous.status).toBe(401);
  });

  it('burns a mailed magic-link code (PKCE) by its 5th wrong guess from 5 addresses; its link still lands', async () => {
    const member = await confirmedUser(stack);
    const browser = pkceClient();
    await browser.auth.signInWithOtp({ email: member.email });
    const mail = await latestMail(stack, member.email);
    const code = codeIn(mail);
    const guess = (token: string) =>
      fromStranger(stack, 'POST', 'verify', { email: member.email, token, type: 'magiclink' });
    const invalid = {
      status: 403,
      body: { code: 'otp_expired', message: 'Token has expired or is invalid' },
    };
    for (let i = 0; i < 5; i++) expect(await guess(wrongCode(code, i))).toEqual(invalid);
    // Burnt: typed, even the right code is refused, as GoTrue answers a wrong or expired one.
    expect(await guess(code)).toEqual(invalid);
    // The mailed link is no guess: the owner still lands with a code to exchange.
    const landing = await follow(linkIn(mail, `${stack.url}/auth/v1/verify?`));
    const exchanged = await browser.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.id).toBe(member.id);
  });

  it('burns a reauthentication nonce by its 5th wrong nonce; a new nonce works', async () => {
    const member = await confirmedUser(stack);
    const app = stack.client();
    const { data } = await app.auth.signInWithPassword(member);
    const accessToken = data.session!.access_token;
    await stack.gateway.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where id = $1`,
      [decodeJwt(accessToken).session_id],
    );
    expect((await app.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn(await latestMail(stack, member.email));
    // From several addresses, as a stolen session token could be used from anywhere.
    const update = (guess: string) =>
      fromStranger(stack, 'PUT', 'user', { password: 'nonce-pass-7', nonce: guess }, accessToken);
    const invalid = {
      status: 422,
      body: { code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
    };
    for (let i = 0; i < 5; i++) expect(await update(wrongCode(nonce, i))).toEqual(invalid);
    expect(await update(nonce)).toEqual(invalid);

    // A minute later (GoTrue's max_frequency) the user asks for a new nonce, which works.
    await stack.gateway.db.query(
      `update auth.users set reauthentication_sent_at = now() - interval '61 seconds' where id = $1`,
      [member.id],
    );
    expect((await app.auth.reauthenticate()).error).toBeNull();
    const fresh = codeIn(await latestMail(stack, member.email));
    expect((await update(fresh)).status).toBe(200);
    const signIn = await stack
      .client()
      .auth.signInWithPassword({ email: member.email, password: 'nonce-pass-7' });
    expect(signIn.error).toBeNull();
  });

  it('invites by mail (service role only); the link signs the person in to set a password', async () => {
    const email = uniqueEmail('invitee').toLowerCase();
    const refused = await stack.client().auth.admin.inviteUserByEmail(email);
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });

    const admin = stack.client(stack.serviceRoleKey).auth.admin;
    const invited = await admin.inviteUserByEmail(email, {
      redirectTo: `${SITE}/welcome`,
      data: { full_name: 'Invited Person' },
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email, invited_at: expect.any(String) });
    expect(invited.data.user?.email_confirmed_at).toBeFalsy();
    const mail = await latestMail(stack, email);
    expect(mail.subject).toBe('You have been invited to LaughLoop');
    const link = linkIn(mail, `${stack.url}/auth/v1/verify?`);
    expect(link.searchParams.get('type')).toBe('invite');

    const fragment = new URLSearchParams((await follow(link)).hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const person = stack.client();
    await person.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await person.auth.updateUser({ password: 'invited-pass-5' })).error).toBeNull();
    const signIn = await stack
      .client()
      .auth.signInWithPassword({ email, password: 'invited-pass-5' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata.full_name).toBe('Invited Person');

    const twice = await admin.inviteUserByEmail(email);
    expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe(`auth PKCE code exchange races on ${concurrentEngine}`, () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine: concurrentEngine, sendEmailHook: false });
  });
  afterAll(() => stack?.stop());

  it('answers one session for 30 simultaneous exchanges of one code', async () => {
    const member = await confirmedUser(stack);
    const verifier = 'v'.repeat(43);
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const sent = await fetch(`${stack.url}/auth/v1/otp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: member.email,
        code_challenge: verifier,
        code_challenge_method: 'plain',
      }),
    });
    expect(sent.status).toBe(200);
    const link = linkIn(await latestMail(stack, member.email), `${stack.url}/auth/v1/verify?`);
    const code = (await follow(link)).searchParams.get('code')!;
    // Each from its own address: the race is for the code, not for one address's token bucket.
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        fetchFrom(freshAddress())(`${stack.url}/auth/v1/token?grant_type=pkce`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(29);
    const { rows } = await stack.gateway.db.query<{ n: number }>(
      'select count(*)::int as n from auth.sessions where user_id = $1',
      [member.id],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
