import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonActor, countOf, userActor, type SignedInActor } from './support/db-actors.ts';
import { simultaneousCalls } from './support/direct-calls.ts';
import { clientWithToken, mintToken } from './support/storage.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 18: first-run admin setup on a fresh instance, the admins list and revoking, the music
// library's table rules, and the contact inbox's rate limit and replays.

const ADMIN_EXISTS = 'An admin already exists. Ask an existing admin to grant you access.';

describe.each(engines)('admin setup and the contact inbox on %s', (engine) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const admins = () => countOf(stack, `select 1 from public.user_roles where role = 'admin'`);

  it('makes exactly one of 10 simultaneous "Make Me Admin" presses admin on a fresh instance', async () => {
    expect(await admins()).toBe(0);
    const claimants = await Promise.all(
      Array.from({ length: 10 }, (_, i) => userActor(stack, `claimant${i}`)),
    );
    const state = await claimants[0]!.client.rpc('admin_setup_state');
    expect(state.data).toEqual({ has_admin: false, is_admin: false });

    let answers: { ok: boolean; message?: string }[];
    if (engine === 'postgres') {
      // One connection per press, released together: the lock, not luck, decides.
      const outcomes = await simultaneousCalls<{ success: boolean }>(
        stack.gateway.db.url!,
        claimants.map((claimant) => ({
          userId: claimant.id,
          sql: 'select public.claim_first_admin() as result',
          params: [],
        })),
      );
      answers = outcomes.map((outcome) =>
        'error' in outcome ? { ok: false, message: outcome.error } : { ok: true },
      );
    } else {
      const results = await Promise.all(
        claimants.map((claimant) => claimant.client.rpc('claim_first_admin')),
      );
      answers = results.map((result) =>
        result.error ? { ok: false, message: result.error.message } : { ok: true },
      );
    }
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => answer.message?.includes(ADMIN_EXISTS))).toHaveLength(9);
    expect(await admins()).toBe(1);
    const winner = claimants[answers.findIndex((answer) => answer.ok)]!;
    expect((await winner.client.rpc('admin_setup_state')).data).toEqual({
      has_admin: true,
      is_admin: true,
    });
    expect(
      (await claimants.find((c) => c !== winner)!.client.rpc('admin_setup_state')).data,
    ).toEqual({ has_admin: true, is_admin: false });
  });

  it('lists admins for admins only and never removes yourself or the last admin', async () => {
    const admin = await firstAdmin(stack);
    const first = admin.id;
    const member = await userActor(stack, 'member');
    expect((await member.client.rpc('list_admins')).error?.code).toBe('42501');
    expect((await member.client.rpc('revoke_admin', { p_user_id: first })).error?.code).toBe(
      '42501',
    );
    expect(
      (await member.client.rpc('grant_admin_by_email', { p_email: member.email })).error?.code,
    ).toBe('42501');

    // Roles change only through the functions: no direct write can drop the last admin.
    expect((await admin.client.from('user_roles').delete().eq('user_id', first)).error?.code).toBe(
      '42501',
    );
    expect(
      (await admin.client.from('user_roles').insert({ user_id: member.id, role: 'admin' })).error
        ?.code,
    ).toBe('42501');
    const self = await admin.client.rpc('revoke_admin', { p_user_id: first });
    expect(self.error?.message).toBe('You cannot remove your own admin access.');
    expect(
      (await admin.client.rpc('grant_admin_by_email', { p_email: member.email })).error,
    ).toBeNull();
    const listed = (await admin.client.rpc('list_admins')).data as {
      user_id: string;
      email: string;
    }[];
    expect(listed.map((row) => row.user_id).sort()).toEqual([first, member.id].sort());
    expect(listed.find((row) => row.user_id === member.id)?.email).toBe(member.email);

    expect((await admin.client.rpc('revoke_admin', { p_user_id: member.id })).data).toEqual({
      success: true,
    });
    expect((await admin.client.rpc('revoke_admin', { p_user_id: member.id })).error?.message).toBe(
      'The last admin cannot be removed.',
    );
    const audit = await countOf(
      stack,
      `select 1 from public.admin_audit_log where table_name = 'user_roles' and action = 'DELETE'`,
    );
    expect(audit).toBe(1);
  });

  it('keeps music tracks to admins and shows visitors only active ones', async () => {
    const member = await userActor(stack, 'musicfan');
    const track = (slug: string, status = 'active') => ({
      title: 'Raga Dawn',
      artist: 'Asha',
      slug,
      status,
      file_path: `audio/2026/11/${slug}.mp3`,
      file_url: `https://cdn.example.com/music/audio/2026/11/${slug}.mp3`,
    });
    expect(
      (await member.client.from('music_tracks').insert(track('member-track'))).error?.code,
    ).toBe('42501');
    const admin = await firstAdmin(stack);
    expect((await admin.client.from('music_tracks').insert(track('raga-dawn'))).error).toBeNull();
    expect(
      (await admin.client.from('music_tracks').insert(track('raga-dusk', 'inactive'))).error,
    ).toBeNull();
    expect((await admin.client.from('music_tracks').insert(track('raga-dawn'))).error?.code).toBe(
      '23505',
    );
    expect((await admin.client.from('music_tracks').insert(track('Bad Slug'))).error?.code).toBe(
      '23514',
    );
    const seen = await anonActor(stack)
      .client.from('music_tracks')
      .select('slug')
      .like('slug', 'raga-%');
    expect(seen.data).toEqual([{ slug: 'raga-dawn' }]);
    const all = await admin.client
      .from('music_tracks')
      .select('slug')
      .like('slug', 'raga-%')
      .order('slug');
    expect(all.data).toEqual([{ slug: 'raga-dawn' }, { slug: 'raga-dusk' }]);
  });

  it('rate-limits contact messages per address and treats a replayed message as delivered', async () => {
    const anon = anonActor(stack).client;
    const email = `sender-${randomUUID().slice(0, 8)}@example.com`;
    const send = (id = randomUUID(), from = email) =>
      anon.from('contact_messages').insert({
        id,
        name: 'Sam Sender',
        email: from,
        subject: 'Hello there',
        message: 'A question about this week’s challenge.',
      });
    const first = randomUUID();
    expect((await send(first)).error).toBeNull();
    expect((await send(first)).error?.code).toBe('23505');
    expect((await send()).error).toBeNull();
    expect((await send()).error).toBeNull();
    const limited = await send();
    expect(limited.error?.code).toBe('PT429');
    expect(limited.error?.message).toBe('Too many messages. Please try again in an hour.');
    // A replay of a delivered message is still "already there", not "too many".
    expect((await send(first)).error?.code).toBe('23505');
    expect((await send(randomUUID(), `other-${email}`)).error).toBeNull();
    expect(
      await countOf(stack, 'select 1 from public.contact_messages where email = $1', [email]),
    ).toBe(3);
  });
});

/** The admin the claim made (the oldest admin), acting with a token like GoTrue's. */
async function firstAdmin(stack: Stack): Promise<SignedInActor> {
  const { rows } = await stack.gateway.db.query<{ id: string; email: string }>(
    `select r.user_id as id, u.email from public.user_roles r join auth.users u on u.id = r.user_id
      where r.role = 'admin' order by r.created_at limit 1`,
  );
  const { id, email } = rows[0]!;
  const token = await mintToken(stack, {
    sub: id,
    role: 'authenticated',
    aud: 'authenticated',
    email,
  });
  return { name: 'admin', id, email, client: clientWithToken(stack, token) };
}
