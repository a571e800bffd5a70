import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser } from './support/auth.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

describe.each(parityEngines)('auth sessions on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  async function signIn(email: string, password: string) {
    const client = stack.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    return { client, session: data.session };
  }

  async function refresh(refreshToken: string) {
    return stack.client().auth.refreshSession({ refresh_token: refreshToken });
  }

  it('issues GoTrue access tokens that Postgres RLS understands', async () => {
    const member = await confirmedUser(stack);
    const { session } = await signIn(member.email, member.password);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.user.last_sign_in_at).toEqual(expect.any(String));

    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: member.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: member.email,
      phone: '',
      iss: `${stack.url}/auth/v1`,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Test Member' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.exp).toBe(session.expires_at);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const { rows } = await stack.gateway.db.query<{ user_id: string }>(
      'select user_id from auth.sessions where id = $1',
      [claims.session_id],
    );
    expect(rows).toEqual([{ user_id: member.id }]);

    const uid = await stack.gateway.db.transaction(async (tx) => {
      await tx.query('set local role authenticated');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      return (
        await tx.query<{ uid: string; role: string }>(
          'select auth.uid() as uid, auth.role() as role',
        )
      ).rows[0];
    });
    expect(uid).toEqual({ uid: member.id, role: 'authenticated' });
  });

  it('rotates refresh tokens and treats the reuse of an old one as theft', async () => {
    const member = await confirmedUser(stack);
    const { session } = await signIn(member.email, member.password);
    const first = await refresh(session.refresh_token);
    expect(first.error).toBeNull();
    const r1 = first.data.session!.refresh_token;
    expect(r1).not.toBe(session.refresh_token);
    expect(decodeJwt(first.data.session!.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );

    // A client that lost the answer may replay the parent of the active token and gets that token back.
    const replay = await refresh(session.refresh_token);
    expect(replay.data.session?.refresh_token).toBe(r1);

    const second = await refresh(r1);
    const r2 = second.data.session!.refresh_token;
    await stack.gateway.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where user_id = $1`,
      [member.id],
    );
    const reuse = await refresh(session.refresh_token);
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const afterTheft = await refresh(r2);
    expect(afterTheft.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const { rows } = await stack.gateway.db.query<{ revoked: boolean }>(
      'select revoked from auth.refresh_tokens where user_id = $1',
      [member.id],
    );
    expect(rows.length).toBe(3);
    expect(rows.every((row) => row.revoked)).toBe(true);

    const unknown = await refresh('nosuchtoken0');
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('reads and updates the user, refusing an unchanged password', async () => {
    const member = await confirmedUser(stack);
    const { client } = await signIn(member.email, member.password);
    const current = await client.auth.getUser();
    expect(current.data.user).toMatchObject({
      id: member.id,
      email: member.email,
      role: 'authenticated',
    });
    expect(current.data.user?.identities?.[0]?.identity_data).toMatchObject({
      sub: member.id,
      email: member.email,
    });

    const same = await client.auth.updateUser({ password: member.password });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ code: 'weak_password', reasons: ['length'] });

    const data = await client.auth.updateUser({ data: { full_name: 'Renamed', bio: 'hi' } });
    expect(data.data.user?.user_metadata).toMatchObject({ full_name: 'Renamed', bio: 'hi' });
    const removed = await client.auth.updateUser({ data: { bio: null } });
    expect(removed.data.user?.user_metadata).not.toHaveProperty('bio');

    const changed = await client.auth.updateUser({ password: 'brand-new-pass' });
    expect(changed.error).toBeNull();
    const old = await stack
      .client()
      .auth.signInWithPassword({ email: member.email, password: member.password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await stack
      .client()
      .auth.signInWithPassword({ email: member.email, password: 'brand-new-pass' });
    expect(fresh.error).toBeNull();
  });

  it('signs other sessions out when the password changes', async () => {
    const member = await confirmedUser(stack);
    const a = await signIn(member.email, member.password);
    const b = await signIn(member.email, member.password);
    expect((await a.client.auth.updateUser({ password: 'rotated-pass-1' })).error).toBeNull();
    expect((await refresh(b.session.refresh_token)).error?.code).toBe('refresh_token_not_found');
    expect((await refresh(a.session.refresh_token)).error).toBeNull();
  });

  it('ends sessions on signOut by scope, after which refresh and /user fail', async () => {
    const member = await confirmedUser(stack);
    const a = await signIn(member.email, member.password);
    const b = await signIn(member.email, member.password);
    expect((await b.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await refresh(a.session.refresh_token)).error?.code).toBe('refresh_token_not_found');
    expect((await b.client.auth.getUser()).error).toBeNull();

    expect((await b.client.auth.signOut()).error).toBeNull();
    const gone = await refresh(b.session.refresh_token);
    expect(gone.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const stale = await stack.client().auth.getUser(b.session.access_token);
    expect(stale.error?.name).toBe('AuthSessionMissingError');
    const raw = await fetch(`${stack.url}/auth/v1/user`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${b.session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('refuses an unknown grant type as GoTrue does', async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=id_token_magic`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: '{}',
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    });
  });

  it('refuses missing, forged and expired bearer tokens', async () => {
    const member = await confirmedUser(stack);
    const headers = { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' };
    const none = await fetch(`${stack.url}/auth/v1/user`, { headers });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });

    const sign = (secret: string, exp: number) =>
      new SignJWT({ sub: member.id, role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const forged = await stack.client().auth.getUser(await sign('x'.repeat(40), now + 600));
    expect(forged.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const expired = await stack
      .client()
      .auth.getUser(await sign(stack.gateway.keys.jwtSecret, now - 60));
    expect(expired.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(expired.error?.message).toContain('token is expired');
    const valid = await stack
      .client()
      .auth.getUser(await sign(stack.gateway.keys.jwtSecret, now + 600));
    expect(valid.data.user?.id).toBe(member.id);
  });
});
