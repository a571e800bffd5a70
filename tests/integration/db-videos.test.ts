import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonActor,
  countOf,
  foldCounts,
  insertVideo,
  rowOf,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

const newId = () => randomUUID();
const goodVideo = (userId: string, overrides: Record<string, unknown> = {}) => ({
  id: newId(),
  title: 'My first clip',
  // A platform link, published at once (links elsewhere wait for review: db-moderation-videos).
  video_url: 'https://www.youtube.com/shorts/abcDEF12345',
  thumbnail_url: 'https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg',
  user_id: userId,
  upload_time: new Date().toISOString(),
  views: 0,
  likes_count: 0,
  challenge_tag: null,
  category: 'pranks',
  ...overrides,
});

describe.each(engines)('video rules on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;

  beforeAll(async () => {
    // Counts fold when the test says so (foldCounts), not on supabase/local's timer.
    stack = await startStack({ engine, countFoldIntervalMs: 0 });
    [alice, bob] = await Promise.all([userActor(stack, 'alice'), userActor(stack, 'bob')]);
  });
  afterAll(() => stack?.stop());

  it('accepts the spec insert, stamps server time, and deduplicates a replay on the client id', async () => {
    const row = goodVideo(alice.id, {
      title: '  Padded title  ',
      upload_time: '2099-01-01T00:00:00Z',
    });
    expect((await alice.client.from('videos').insert(row)).error).toBeNull();
    const stored = await rowOf<{ title: string; upload_time: Date; moderation_status: string }>(
      stack,
      'select title, upload_time, moderation_status from public.videos where id = $1',
      [row.id],
    );
    expect(stored?.title).toBe('Padded title');
    expect(stored!.upload_time.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(stored?.moderation_status).toBe('approved');
    const replay = await alice.client.from('videos').insert(row);
    expect(replay.error?.code).toBe('23505');
    expect(await countOf(stack, 'select 1 from public.videos where id = $1', [row.id])).toBe(1);
  });

  it('records the platform id of a pasted link separately from the client id', async () => {
    const row = goodVideo(alice.id, {
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      source: 'url',
      platform: 'youtube',
      external_id: 'dQw4w9WgXcQ',
    });
    const again = { ...row, id: newId() };
    expect((await alice.client.from('videos').insert(row)).error).toBeNull();
    expect(
      (await bob.client.from('videos').insert({ ...again, user_id: bob.id })).error,
    ).toBeNull();
  });

  it.each([
    ['someone else as owner', (a: string, b: string) => goodVideo(a, { user_id: b }), '42501'],
    ['preset views', (a: string) => goodVideo(a, { views: 500 }), '42501'],
    ['preset likes', (a: string) => goodVideo(a, { likes_count: 9 }), '42501'],
    [
      'a boost',
      (a: string) => ({ ...goodVideo(a), is_boosted: true, boost_until: '2099-01-01T00:00:00Z' }),
      '42501',
    ],
    [
      'a moderation verdict',
      (a: string) => ({ ...goodVideo(a), moderation_status: 'pending' }),
      '42501',
    ],
    ['a malformed id', (a: string) => goodVideo(a, { id: 'bad id!' }), '23514'],
    ['an empty title', (a: string) => goodVideo(a, { title: '   ' }), '23514'],
    ['a 101-character title', (a: string) => goodVideo(a, { title: 'x'.repeat(101) }), '23514'],
    [
      'a script tag in the title',
      (a: string) => goodVideo(a, { title: 'hi <script>alert(1)</script>' }),
      '23514',
    ],
    [
      'an event handler in the title',
      (a: string) => goodVideo(a, { title: 'img onerror=alert(1)' }),
      '23514',
    ],
    [
      'a javascript: url',
      (a: string) => goodVideo(a, { video_url: 'javascript:alert(1)' }),
      '23514',
    ],
    [
      'a relative url outside /samples',
      (a: string) => goodVideo(a, { video_url: '/etc/passwd' }),
      '23514',
    ],
    ['an unknown category', (a: string) => goodVideo(a, { category: 'politics' }), '23514'],
    ['a 301-second duration', (a: string) => goodVideo(a, { duration_seconds: 301 }), '23514'],
    ['a file over 100 MB', (a: string) => goodVideo(a, { file_size: 104857601 }), '23514'],
    ['a non-video mime type', (a: string) => goodVideo(a, { mime_type: 'image/png' }), '23514'],
    ['an unknown platform', (a: string) => goodVideo(a, { platform: 'myspace' }), '23514'],
    ['a wrong type for views', (a: string) => goodVideo(a, { views: 'many' }), '22P02'],
  ])('refuses an insert with %s and writes nothing', async (_label, build, code) => {
    const before = await countOf(stack, 'select 1 from public.videos');
    const { error } = await alice.client.from('videos').insert(build(alice.id, bob.id));
    expect(error?.code).toBe(code);
    expect(await countOf(stack, 'select 1 from public.videos')).toBe(before);
  });

  it('lets owners edit only the spec columns and refuses counters, boost and moderation', async () => {
    const id = await insertVideo(stack, alice.id);
    const edit = await alice.client
      .from('videos')
      .update({
        title: 'New title',
        video_url: 'https://vimeo.com/76979871',
        challenge_tag: 'Weekly Challenge #1',
        updated_at: new Date().toISOString(),
      })
      .eq('id', id)
      .eq('user_id', alice.id)
      .select('title, challenge_tag');
    expect(edit.error).toBeNull();
    expect(edit.data).toEqual([{ title: 'New title', challenge_tag: 'Weekly Challenge #1' }]);
    // challenge_tag keeps challenge tags only (design §3.15): a category sent by an older build is
    // stored as no tag rather than refused, so its submission is not lost.
    const category = await alice.client
      .from('videos')
      .update({ challenge_tag: 'comedy' })
      .eq('id', id)
      .eq('user_id', alice.id)
      .select('challenge_tag');
    expect(category.data).toEqual([{ challenge_tag: null }]);
    for (const patch of [
      { views: 1000 },
      { likes_count: 5 },
      { is_boosted: true },
      { boost_until: '2099-01-01T00:00:00Z' },
      { moderation_status: 'approved' },
      { user_id: bob.id },
      { created_at: '2000-01-01T00:00:00Z' },
    ]) {
      const { error } = await alice.client.from('videos').update(patch).eq('id', id);
      expect(error?.code, JSON.stringify(patch)).toBe('42501');
    }
    const byBob = await bob.client
      .from('videos')
      .update({ title: 'Hijacked' })
      .eq('id', id)
      .select();
    expect(byBob).toMatchObject({ error: null, data: [] });
    const stored = await rowOf<{ title: string; views: string }>(
      stack,
      'select title, views from public.videos where id = $1',
      [id],
    );
    expect(stored).toEqual({ title: 'New title', views: '0' });
  });

  it('deleting a video removes every like on it, even likes the owner could not delete', async () => {
    const id = await insertVideo(stack, alice.id);
    const like = (actor: typeof alice, liked: boolean) =>
      actor.client.rpc('set_like', { p_video_id: id, p_liked: liked });
    expect((await like(bob, true)).data).toEqual({ liked: true, likes_count: 1 });
    // The answer is the folded count plus the caller's own change: bob's like shows once folded.
    expect((await like(alice, true)).data).toEqual({ liked: true, likes_count: 1 });
    await foldCounts(stack);
    expect((await like(alice, false)).data).toEqual({ liked: false, likes_count: 1 });
    expect((await like(alice, true)).data).toEqual({ liked: true, likes_count: 2 });
    await alice.client.from('video_likes').delete().eq('video_id', id);
    expect(await countOf(stack, 'select 1 from public.video_likes where video_id = $1', [id])).toBe(
      1,
    );
    const removed = await alice.client.from('videos').delete().eq('id', id);
    expect(removed.error).toBeNull();
    expect(await countOf(stack, 'select 1 from public.video_likes where video_id = $1', [id])).toBe(
      0,
    );
    expect(await countOf(stack, 'select 1 from public.videos where id = $1', [id])).toBe(0);
  });

  it('likes and unlikes with an exact count, and needs sign-in', async () => {
    const id = await insertVideo(stack, bob.id);
    expect((await alice.client.rpc('set_like', { p_video_id: id, p_liked: true })).data).toEqual({
      liked: true,
      likes_count: 1,
    });
    expect(
      (await alice.client.rpc('liked_video_ids', { ids: [id, 'sample-giggle-loop'] })).data,
    ).toEqual([id]);
    expect((await alice.client.rpc('set_like', { p_video_id: id, p_liked: false })).data).toEqual({
      liked: false,
      likes_count: 0,
    });
    expect((await alice.client.rpc('liked_video_ids', { ids: [id] })).data).toEqual([]);
    const anon = await anonActor(stack).client.rpc('set_like', { p_video_id: id, p_liked: true });
    expect(anon.error?.code).toBe('42501');
    const missing = await alice.client.rpc('set_like', {
      p_video_id: 'no-such-video',
      p_liked: true,
    });
    expect(missing.error?.message).toBe('Video not found');
    // A direct like row (the spec's insert) keeps the counter exact too.
    await bob.client
      .from('video_likes')
      .insert({ video_id: id, user_identifier: bob.id, user_id: bob.id });
    const forged = await alice.client
      .from('video_likes')
      .insert({ video_id: id, user_identifier: bob.id, user_id: alice.id });
    expect(forged.error?.code).toBe('23514');
    await foldCounts(stack);
    expect(await rowOf(stack, 'select likes_count from public.videos where id = $1', [id])).toEqual(
      { likes_count: 1 },
    );
  });

  it('counts one view per viewer per video per UTC day', async () => {
    const id = await insertVideo(stack, bob.id);
    const anon = anonActor(stack).client;
    const device = (await anon.rpc('issue_device_id')).data as string;
    const first = await anon.rpc('record_view', { p_video_id: id, p_device_id: device });
    expect(first.data).toMatchObject({ counted: true, view_id: expect.any(String) });
    const again = await anon.rpc('record_view', { p_video_id: id, p_device_id: device });
    expect(again.data).toEqual({
      counted: false,
      view_id: (first.data as { view_id: string }).view_id,
    });
    expect(
      (await alice.client.rpc('record_view', { p_video_id: id, p_device_id: device })).data,
    ).toMatchObject({ counted: true });
    expect((await alice.client.rpc('record_view', { p_video_id: id })).data).toMatchObject({
      counted: false,
    });
    await foldCounts(stack);
    expect(await rowOf(stack, 'select views from public.videos where id = $1', [id])).toEqual({
      views: '2',
    });
    const madeUp = await anon.rpc('record_view', { p_video_id: id, p_device_id: randomUUID() });
    expect(madeUp.error?.message).toMatch(/device id was not issued/);
    const hidden = await insertVideo(stack, bob.id, { moderation_status: 'rejected' });
    expect((await alice.client.rpc('record_view', { p_video_id: hidden })).error?.message).toBe(
      'Video not found',
    );
    const direct = await alice.client.from('videos').update({ views: 99 }).eq('id', id);
    expect(direct.error?.code).toBe('42501');
  });
});
