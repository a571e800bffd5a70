import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonActor,
  insertVideo,
  makeAdmin,
  makePremium,
  serviceClient,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// Issue 11: what one member can learn about another. Premium members see who posted (a display
// name) but never the poster's email; nobody but admins and service_role learns another user's roles.

const FEED_COLUMNS = 'id, user_id, display_name, video_url, description, platform, created_at';

describe.each(engines)('member privacy on %s', (engine) => {
  let stack: Stack;
  let author: SignedInActor;
  let reader: SignedInActor;
  let nameless: SignedInActor;
  let admin: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [author, reader, nameless, admin] = await Promise.all([
      userActor(stack, 'author', 'Ada Lovelace'),
      userActor(stack, 'reader', 'Grace Hopper'),
      userActor(stack, 'nameless', ''),
      userActor(stack, 'admin', 'Alan Turing'),
    ]);
    await Promise.all([author, reader, nameless].map((who) => makePremium(stack, who.id)));
    await makeAdmin(stack, admin.id);
  });
  afterAll(() => stack?.stop());

  const post = (who: SignedInActor, extra: Record<string, string> = {}) =>
    who.client.from('premium_posts').insert({
      user_id: who.id,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: `from ${who.name}`,
      platform: 'youtube',
      user_email: who.email,
      ...extra,
    });

  it('shows premium members a display name, never another member’s email', async () => {
    expect((await post(author)).error).toBeNull();
    expect((await post(nameless)).error).toBeNull();

    const feed = await reader.client
      .from('premium_posts')
      .select(FEED_COLUMNS)
      .order('created_at', { ascending: true });
    expect(feed.error).toBeNull();
    expect(feed.data?.map((row) => [row.user_id, row.display_name])).toEqual([
      [author.id, 'Ada Lovelace'],
      [nameless.id, 'Member'],
    ]);
    expect(JSON.stringify(feed.data)).not.toContain('@');

    const emails = await reader.client.from('premium_posts').select('user_email');
    expect(emails.error?.code).toBe('42501');
    expect(emails.data).toBeNull();
    const everything = await reader.client.from('premium_posts').select('*');
    expect(everything.data).toBeNull();
    expect(JSON.stringify(everything)).not.toContain(author.email);
  });

  it('keeps the email readable by its owner and by admins only', async () => {
    const own = await author.client.rpc('premium_post_emails');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id: expect.any(String), user_email: author.email }]);
    expect((await reader.client.rpc('premium_post_emails')).data).toEqual([]);
    const all = await admin.client.rpc('premium_post_emails');
    expect((all.data as { user_email: string }[]).map((row) => row.user_email).sort()).toEqual(
      [author.email, nameless.email].sort(),
    );
    expect((await anonActor(stack).client.rpc('premium_post_emails')).error?.code).toBe('42501');
  });

  it('derives the display name server-side: a client cannot set it, nor pass an email off as one', async () => {
    expect((await post(reader, { display_name: 'Ada Lovelace' })).error?.code).toBe('42501');
    const emailNamed = await userActor(stack, 'emailnamed', 'Member');
    await stack.gateway.db.query('update public.profiles set full_name = $2 where id = $1', [
      emailNamed.id,
      'someone.else@example.com',
    ]);
    await makePremium(stack, emailNamed.id);
    expect((await post(emailNamed)).error).toBeNull();
    const { data } = await reader.client
      .from('premium_posts')
      .select('display_name')
      .eq('user_id', emailNamed.id);
    expect(data).toEqual([{ display_name: 'Member' }]);
  });

  it('answers has_role about the caller only, unless the caller is an admin or service_role', async () => {
    const asks = (who: SignedInActor, uid: string, role: string) =>
      who.client.rpc('has_role', { uid, role });
    expect((await asks(reader, admin.id, 'admin')).data).toBe(false);
    expect((await asks(reader, reader.id, 'admin')).data).toBe(false);
    expect((await asks(admin, admin.id, 'admin')).data).toBe(true);

    await stack.gateway.db.query(
      `insert into public.user_roles (user_id, role) values ($1, 'moderator')`,
      [author.id],
    );
    expect((await asks(author, author.id, 'moderator')).data).toBe(true);
    expect((await asks(reader, author.id, 'moderator')).data).toBe(false);
    expect((await asks(admin, author.id, 'moderator')).data).toBe(true);
    const service = await serviceClient(stack).rpc('has_role', { uid: admin.id, role: 'admin' });
    expect(service.data).toBe(true);
    const anon = await anonActor(stack).client.rpc('has_role', { uid: admin.id, role: 'admin' });
    expect(anon.error?.code).toBe('42501');
    // The policies built on it still see the caller's own roles.
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
    expect((await reader.client.rpc('is_admin')).data).toBe(false);
    const video = await insertVideo(stack, admin.id);
    await stack.gateway.db.query(
      `insert into public.video_reports (video_id, reporter_id, reason) values ($1, $2, 'spam')`,
      [video, reader.id],
    );
    const reports = await author.client.from('video_reports').select('reporter_id');
    expect(reports.data).toEqual([{ reporter_id: reader.id }]);
  });
});
