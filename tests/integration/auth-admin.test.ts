import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, mailsTo, uniqueEmail } from './support/auth.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

describe.each(engines)('auth admin API on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const admin = () => stack.client(stack.serviceRoleKey).auth.admin;

  it('creates users with metadata, confirms them later, and lists them', async () => {
    const email = uniqueEmail('admin-made').toLowerCase();
    const created = await admin().createUser({
      email,
      password: 'made-by-admin',
      user_metadata: { full_name: 'Grace Hopper' },
      app_metadata: { plan: 'premium' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({
      email,
      role: 'authenticated',
      user_metadata: { full_name: 'Grace Hopper' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'premium' },
    });
    expect(user.email_confirmed_at).toBeUndefined();
    expect(
      (await stack.client().auth.signInWithPassword({ email, password: 'made-by-admin' })).error
        ?.code,
    ).toBe('email_not_confirmed');

    const confirmed = await admin().updateUserById(user.id, {
      email_confirm: true,
      user_metadata: { city: 'Arlington' },
    });
    expect(confirmed.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(confirmed.data.user?.user_metadata).toMatchObject({
      full_name: 'Grace Hopper',
      city: 'Arlington',
    });
    expect(
      (await stack.client().auth.signInWithPassword({ email, password: 'made-by-admin' })).error,
    ).toBeNull();

    const duplicate = await admin().createUser({ email, password: 'whatever1' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const fetched = await admin().getUserById(user.id);
    expect(fetched.data.user?.id).toBe(user.id);
    const listed = await admin().listUsers({ page: 1, perPage: 50 });
    expect(listed.error).toBeNull();
    const page = listed.data as {
      users: { email?: string }[];
      aud: string;
      total: number;
      lastPage: number;
    };
    expect(page.users.map((u) => u.email)).toContain(email);
    expect(page.aud).toBe('authenticated');
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.lastPage).toBe(1);
  });

  it('pages the user list newest first with the Link and X-Total-Count headers auth-js reads', async () => {
    const emails: string[] = [];
    for (const label of ['page-a', 'page-b']) {
      const email = uniqueEmail(label).toLowerCase();
      await admin().createUser({ email, password: 'paged-user-1' });
      emails.push(email);
    }
    const first = await admin().listUsers({ page: 1, perPage: 1 });
    const page = first.data as {
      users: { email?: string }[];
      total: number;
      nextPage: number | null;
      lastPage: number;
    };
    expect(page.users.map((u) => u.email)).toEqual([emails[1]]);
    expect(page.nextPage).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const second = await admin().listUsers({ page: 2, perPage: 1 });
    expect(second.data.users.map((u) => u.email)).toEqual([emails[0]]);
    const bad = await fetch(`${stack.url}/auth/v1/admin/users?page=x`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
  });

  it('changes passwords, bans and deletes users', async () => {
    const email = uniqueEmail('managed').toLowerCase();
    const { data } = await admin().createUser({
      email,
      password: 'first-pass',
      email_confirm: true,
    });
    const id = data.user!.id;
    expect((await admin().updateUserById(id, { password: 'second-pass' })).error).toBeNull();
    expect(
      (await stack.client().auth.signInWithPassword({ email, password: 'second-pass' })).error,
    ).toBeNull();

    const banned = await admin().updateUserById(id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toEqual(expect.any(String));
    expect(
      (await stack.client().auth.signInWithPassword({ email, password: 'second-pass' })).error,
    ).toMatchObject({
      status: 400,
      code: 'user_banned',
    });
    await admin().updateUserById(id, { ban_duration: 'none' });

    expect((await admin().deleteUser(id)).error).toBeNull();
    expect((await admin().getUserById(id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
  });

  it('generates signup, recovery and magic links that verify like mailed ones, sending nothing', async () => {
    const email = uniqueEmail('linked').toLowerCase();
    const signup = await admin().generateLink({
      type: 'signup',
      email,
      password: 'link-signup-1',
      options: { data: { full_name: 'Linked' }, redirectTo: 'http://127.0.0.1:4173/welcome' },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user?.email).toBe(email);
    const props = signup.data.properties!;
    expect(props.verification_type).toBe('signup');
    expect(props.redirect_to).toBe('http://127.0.0.1:4173/welcome');
    expect(props.email_otp).toMatch(/^\d{6}$/);
    expect(props.action_link).toBe(
      `${stack.url}/auth/v1/verify?token=${props.hashed_token}&type=signup&redirect_to=${encodeURIComponent('http://127.0.0.1:4173/welcome')}`,
    );
    const opened = await fetch(props.action_link, { redirect: 'manual' });
    expect(fragmentOf(opened.headers.get('location')!).get('type')).toBe('signup');

    const recovery = await admin().generateLink({ type: 'recovery', email });
    const otp = await stack
      .client()
      .auth.verifyOtp({ email, token: recovery.data.properties!.email_otp, type: 'recovery' });
    expect(otp.error).toBeNull();
    expect(otp.data.session?.user.email).toBe(email);

    const magic = await admin().generateLink({ type: 'magiclink', email });
    const magicSession = await stack
      .client()
      .auth.verifyOtp({ token_hash: magic.data.properties!.hashed_token, type: 'magiclink' });
    expect(magicSession.error).toBeNull();
    expect(await mailsTo(stack, email)).toHaveLength(0);

    const missing = await admin().generateLink({ type: 'recovery', email: uniqueEmail('missing') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses the anon key and requests without a bearer token', async () => {
    const anon = stack.client().auth.admin;
    expect((await anon.listUsers()).error).toMatchObject({
      status: 403,
      code: 'not_admin',
      message: 'User not allowed',
    });
    expect(
      (await anon.createUser({ email: uniqueEmail('sneaky'), password: 'sneaky-pass' })).error,
    ).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
    expect(
      (await anon.generateLink({ type: 'magiclink', email: uniqueEmail('sneaky') })).error?.code,
    ).toBe('not_admin');
    const bare = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: stack.anonKey },
    });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('x-sb-error-code')).toBe('no_authorization');
  });
});
