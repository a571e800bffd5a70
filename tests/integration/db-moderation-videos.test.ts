import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonActor,
  countOf,
  insertVideo,
  makeAdmin,
  rowOf,
  serviceClient,
  userActors,
  type SignedInActor,
} from './support/db-actors.ts';
import { deviceFrom } from './support/network.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Issue 34 §1: the videos table applies the moderation rules itself (videos_moderate,
// 20261128100100_videos_moderated_by_the_database.sql), so a member's direct REST insert or edit
// gets the rule's words as a 400 and writes nothing, and an uncertain video is stored 'pending'
// and shown nowhere public.

const SCAM = 'Scams and spam are not allowed on LaughLoop.';
const URL_IP = 'Video URLs must use a domain name, not an IP address.';
const TITLE_MARKUP = 'Titles cannot contain scripts, script links or HTML event handlers.';

const LINK = 'https://www.youtube.com/shorts/abcDEF12345';
const UNKNOWN_SITE = 'https://clips.example/u/clip.webm';

const row = (userId: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  title: `Cat meets cucumber ${randomUUID().slice(0, 6)}`,
  video_url: LINK,
  thumbnail_url: 'https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg',
  user_id: userId,
  upload_time: new Date().toISOString(),
  views: 0,
  likes_count: 0,
  challenge_tag: null,
  category: 'pranks',
  ...overrides,
});

describe.each(parityEngines)('videos moderated by the database on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;
  let admin: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [alice, bob, admin] = await userActors(stack, ['alice', 'bob', 'admin']);
    await makeAdmin(stack, admin.id);
  });
  afterAll(() => stack?.stop());

  const stored = (id: string) =>
    rowOf<{ title: string; video_url: string; moderation_status: string }>(
      stack,
      'select title, video_url, moderation_status from public.videos where id = $1',
      [id],
    );
  const statusOf = async (id: string) => (await stored(id))?.moderation_status;

  async function insertAs(client: SupabaseClient, values: Record<string, unknown>) {
    return client.from('videos').insert(values).select('id, moderation_status');
  }

  it.each([
    ['a scam title', { title: 'Free money giveaway' }, SCAM],
    ['markup in the title', { title: 'hi <script>alert(1)</script>' }, TITLE_MARKUP],
    ['an IP-address link', { video_url: 'https://203.0.113.7/clip.mp4' }, URL_IP],
    [
      'a link with a password',
      { video_url: 'https://me:pw@vimeo.com/1' },
      'Video URLs cannot contain a user name or password.',
    ],
    [
      'a plain-http link',
      { video_url: 'http://vimeo.com/1' },
      'Video URLs must start with https://.',
    ],
    [
      'a link on another port',
      { video_url: 'https://vimeo.com:8080/1' },
      'Video URLs cannot use a non-standard port.',
    ],
    [
      'a localhost link',
      { video_url: 'https://localhost/clip.mp4' },
      'Video URLs must point to a public website.',
    ],
    [
      'a sample path',
      { video_url: '/samples/giggle-loop.webm' },
      'The video URL is not a valid web address.',
    ],
    [
      'a thumbnail on an IP address',
      { thumbnail_url: 'https://10.0.0.1/t.png' },
      'Thumbnail URLs must use a domain name, not an IP address.',
    ],
  ])(
    'answers a direct POST with %s with 400 and the rule, writing nothing',
    async (_label, overrides, reason) => {
      const before = await countOf(stack, 'select 1 from public.videos');
      const answer = await insertAs(alice.client, row(alice.id, overrides));
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({
        code: '23514',
        message: reason,
        details: 'content_policy',
      });
      expect(await countOf(stack, 'select 1 from public.videos')).toBe(before);
    },
  );

  it('answers a direct PATCH with a refused title or link with 400 and the rule, changing nothing', async () => {
    const { data } = await insertAs(alice.client, row(alice.id));
    const id = data![0]!.id as string;
    const before = await stored(id);
    for (const [patch, reason] of [
      [{ title: 'FREE ROBUX generator' }, SCAM],
      [{ video_url: 'http://2130706433/clip.mp4' }, URL_IP],
      [{ title: 'Fine title', video_url: 'https://[::1]/clip.mp4' }, URL_IP],
    ] as const) {
      const answer = await alice.client.from('videos').update(patch).eq('id', id).select('id');
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.error).toMatchObject({
        code: '23514',
        message: reason,
        details: 'content_policy',
      });
    }
    expect(await stored(id)).toEqual(before);
    expect(before?.moderation_status).toBe('approved');
  });

  it('publishes a clean link at once and an uploaded file of the member’s own', async () => {
    const link = await insertAs(alice.client, row(alice.id));
    expect(link.data).toEqual([{ id: expect.any(String), moderation_status: 'approved' }]);

    const name = `${alice.id}/${Date.now()}.webm`;
    const thumb = `${alice.id}/${randomUUID()}_thumbnail_1.png`;
    await alice.client.storage
      .from('uploads')
      .upload(name, new Blob([new Uint8Array(32)], { type: 'video/webm' }));
    await alice.client.storage
      .from('thumbnails')
      .upload(thumb, new Blob([new Uint8Array(32)], { type: 'image/png' }));
    const file = row(alice.id, {
      video_url: `${stack.url}/storage/v1/object/public/uploads/${name}`,
      thumbnail_url: `${stack.url}/storage/v1/object/public/thumbnails/${thumb}`,
      source: 'upload',
    });
    expect((await insertAs(alice.client, file)).data).toEqual([
      { id: file.id, moderation_status: 'approved' },
    ]);
    // Bob cannot publish Alice's file as his.
    const stolen = await insertAs(bob.client, { ...row(bob.id), video_url: file.video_url });
    expect(stolen.error).toMatchObject({
      code: '23514',
      message: "This link to LaughLoop's storage does not name a video you uploaded.",
    });
  });

  it('stores an uncertain video as pending: its owner and admins see it, no public list does', async () => {
    const disguised = await insertAs(alice.client, row(alice.id, { title: 'Best p0rn fails' }));
    const elsewhere = await insertAs(alice.client, row(alice.id, { video_url: UNKNOWN_SITE }));
    const oddThumb = await insertAs(
      alice.client,
      row(alice.id, { thumbnail_url: 'https://img.example/t.png' }),
    );
    const ids = [disguised, elsewhere, oddThumb].map((answer) => {
      expect(answer.data).toEqual([{ id: expect.any(String), moderation_status: 'pending' }]);
      return answer.data![0]!.id as string;
    });
    const [id] = ids;
    // Even a boosted pending video gets no promoted slot.
    await stack.gateway.db.query(
      `update public.videos set is_boosted = true, boost_until = now() + interval '1 day' where id = $1`,
      [id],
    );

    const anon = anonActor(stack).client;
    for (const client of [anon, bob.client, alice.client]) {
      const feed = await client.rpc('get_public_videos', { page_limit: 100 });
      const page = await client.rpc('get_public_videos_page', { page_limit: 100 });
      const pranks = await client.rpc('get_public_videos_page', {
        page_limit: 100,
        category: 'pranks',
      });
      for (const list of [feed, page, pranks]) {
        const shown = (list.data as Array<{ id: string }>).map((video) => video.id);
        for (const hidden of ids) expect(shown).not.toContain(hidden);
      }
    }
    for (const client of [anon, bob.client]) {
      expect((await client.from('videos').select('id').in('id', ids)).data).toEqual([]);
      expect((await client.rpc('get_comment_summary', { p_video_id: id })).data).toEqual({
        allowed: false,
        count: 0,
      });
    }
    expect(
      (await bob.client.rpc('set_like', { p_video_id: id, p_liked: true })).error?.message,
    ).toBe('Video not found');
    expect(
      (await anon.rpc('record_view', { p_video_id: id, p_device_id: await deviceFrom(anon) })).error
        ?.message,
    ).toBe('Video not found');
    const mine = await alice.client.from('videos').select('id, moderation_status').in('id', ids);
    expect(mine.data).toHaveLength(3);
    const queue = await admin.client
      .from('videos')
      .select('id')
      .eq('moderation_status', 'pending')
      .in('id', ids);
    expect(queue.data).toHaveLength(3);
  });

  it('never lets an edit raise the status: approved can fall to pending, pending and rejected stay', async () => {
    const { data } = await insertAs(alice.client, row(alice.id));
    const id = data![0]!.id as string;
    const edit = (patch: Record<string, unknown>) =>
      alice.client.from('videos').update(patch).eq('id', id).select('moderation_status');

    expect((await edit({ title: 'Renamed, still fine' })).data).toEqual([
      { moderation_status: 'approved' },
    ]);
    expect((await edit({ video_url: UNKNOWN_SITE })).data).toEqual([
      { moderation_status: 'pending' },
    ]);
    // Back to a platform link: still pending until a moderator approves it.
    expect((await edit({ video_url: LINK, title: 'All clean now' })).data).toEqual([
      { moderation_status: 'pending' },
    ]);
    await stack.gateway.db.query(
      `update public.videos set moderation_status = 'rejected' where id = $1`,
      [id],
    );
    expect((await edit({ title: 'Please restore me' })).data).toEqual([
      { moderation_status: 'rejected' },
    ]);
    expect(await statusOf(id)).toBe('rejected');
  });

  it('re-checks only what an edit changes', async () => {
    // Seeded by the platform with its own sample file (the e2e seeds do this): the owner can still
    // rename it, and its link is not judged again until it changes.
    const id = await insertVideo(stack, alice.id, {
      video_url: 'http://127.0.0.1:4173/samples/giggle-loop.webm',
    });
    const renamed = await alice.client
      .from('videos')
      .update({
        title: 'Renamed sample',
        video_url: 'http://127.0.0.1:4173/samples/giggle-loop.webm',
      })
      .eq('id', id)
      .select('title, moderation_status');
    expect(renamed.data).toEqual([{ title: 'Renamed sample', moderation_status: 'approved' }]);
  });

  it('lets no client write moderation_status, on insert or update', async () => {
    const forged = await alice.client
      .from('videos')
      .insert({ ...row(alice.id), moderation_status: 'approved' });
    expect(forged.error?.code).toBe('42501');
    const { data } = await insertAs(alice.client, row(alice.id, { video_url: UNKNOWN_SITE }));
    const id = data![0]!.id as string;
    const approve = await alice.client
      .from('videos')
      .update({ moderation_status: 'approved' })
      .eq('id', id);
    expect(approve.error?.code).toBe('42501');
    expect(await statusOf(id)).toBe('pending');
  });

  it('applies the rules to an RPC that writes for a member, even one running as its owner', async () => {
    // A SECURITY DEFINER function runs as the database owner; the member's token still marks the
    // write as theirs. (No app RPC writes titles today; this one stands for any that will.)
    await stack.gateway.db.exec(`
      create function public.moderation_test_rename(p_id text, p_title text) returns void
      language sql security definer set search_path = '' as
      $$ update public.videos set title = p_title where id = p_id $$;
      grant execute on function public.moderation_test_rename(text, text) to authenticated;`);
    const { data } = await insertAs(alice.client, row(alice.id));
    const id = data![0]!.id as string;
    const answer = await alice.client.rpc('moderation_test_rename', {
      p_id: id,
      p_title: 'Free money inside',
    });
    expect(answer.error).toMatchObject({ code: '23514', message: SCAM });
    expect(answer.status).toBe(400);
    expect((await stored(id))?.title).not.toBe('Free money inside');
  });

  it('leaves the platform’s own writes (service role, database owner) as written', async () => {
    const imported = row(alice.id, { video_url: 'http://127.0.0.1:4173/samples/cat-zoomies.webm' });
    const answer = await serviceClient(stack)
      .from('videos')
      .insert(imported)
      .select('moderation_status');
    expect(answer.data).toEqual([{ moderation_status: 'approved' }]);
  });
});
