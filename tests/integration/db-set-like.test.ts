import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonActor,
  countOf,
  foldCounts,
  insertVideo,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// set_like is what the outbox replays (SET_LIKE items), so the same call arriving twice must leave
// the same state and count as arriving once.
describe.each(parityEngines)('set_like on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;

  beforeAll(async () => {
    // Counts fold when a test says so (foldCounts), not on supabase/local's timer.
    stack = await startStack({ engine, countFoldIntervalMs: 0 });
    [alice, bob] = await Promise.all([userActor(stack, 'alice'), userActor(stack, 'bob')]);
  });
  afterAll(() => stack?.stop());

  const likeRows = (videoId: string) =>
    countOf(stack, 'select 1 from public.video_likes where video_id = $1', [videoId]);

  it('likes once however often the same like arrives, and unlikes the same way', async () => {
    const id = await insertVideo(stack, bob.id);
    const like = () => alice.client.rpc('set_like', { p_video_id: id, p_liked: true });
    const unlike = () => alice.client.rpc('set_like', { p_video_id: id, p_liked: false });

    expect(await like()).toMatchObject({ error: null, data: { liked: true, likes_count: 1 } });
    expect(await like()).toMatchObject({ error: null, data: { liked: true, likes_count: 1 } });
    expect(await likeRows(id)).toBe(1);
    expect((await alice.client.rpc('liked_video_ids', { ids: [id] })).data).toEqual([id]);

    expect(await unlike()).toMatchObject({ error: null, data: { liked: false, likes_count: 0 } });
    expect(await unlike()).toMatchObject({ error: null, data: { liked: false, likes_count: 0 } });
    expect(await likeRows(id)).toBe(0);
  });

  it("counts every user once: the answer is the folded total with the caller's own change", async () => {
    const id = await insertVideo(stack, null, { video_url: '/samples/giggle-loop.webm' });
    expect((await alice.client.rpc('set_like', { p_video_id: id, p_liked: true })).data).toEqual({
      liked: true,
      likes_count: 1,
    });
    // Alice's like is not folded yet: Bob sees his own like on top of the folded 0.
    expect((await bob.client.rpc('set_like', { p_video_id: id, p_liked: true })).data).toEqual({
      liked: true,
      likes_count: 1,
    });
    expect(await foldCounts(stack)).toBeGreaterThanOrEqual(2);
    expect((await alice.client.rpc('set_like', { p_video_id: id, p_liked: true })).data).toEqual({
      liked: true,
      likes_count: 2,
    });
    expect((await bob.client.rpc('set_like', { p_video_id: id, p_liked: false })).data).toEqual({
      liked: false,
      likes_count: 1,
    });
    await foldCounts(stack);
    const stored = await stack.gateway.db.query<{ likes_count: number }>(
      'select likes_count from public.videos where id = $1',
      [id],
    );
    expect(stored.rows[0]?.likes_count).toBe(1);
  });

  it('is the one way to like: toggle_like, which flipped whatever the state was, is gone', async () => {
    const id = await insertVideo(stack, bob.id);
    const gone = await alice.client.rpc('toggle_like', { p_video_id: id });
    expect(gone.error).toMatchObject({ code: 'PGRST202' });
    expect(await likeRows(id)).toBe(0);
  });

  it('needs sign-in, a visible video and a real boolean, and writes nothing when refused', async () => {
    const id = await insertVideo(stack, bob.id);
    const anon = await anonActor(stack).client.rpc('set_like', { p_video_id: id, p_liked: true });
    // Visitors cannot even call it (no EXECUTE for anon).
    expect(anon.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function set_like',
    });

    const missing = await alice.client.rpc('set_like', {
      p_video_id: 'no-such-video',
      p_liked: true,
    });
    expect(missing.error).toMatchObject({ code: 'P0001', message: 'Video not found' });

    const hidden = await insertVideo(stack, bob.id, { moderation_status: 'pending' });
    const onHidden = await alice.client.rpc('set_like', { p_video_id: hidden, p_liked: true });
    expect(onHidden.error?.message).toBe('Video not found');
    // The owner still sees (and may like) a video that is waiting for moderation.
    expect((await bob.client.rpc('set_like', { p_video_id: hidden, p_liked: true })).data).toEqual({
      liked: true,
      likes_count: 1,
    });

    const noState = await alice.client.rpc('set_like', { p_video_id: id, p_liked: null });
    expect(noState.error?.code).toBe('22023');
    const notBoolean = await alice.client.rpc('set_like', { p_video_id: id, p_liked: 'maybe' });
    expect(notBoolean.error?.code).toBe('22P02');
    expect(await likeRows(id)).toBe(0);
  });

  it('keeps one like when many copies of the same like race', async () => {
    const id = await insertVideo(stack, bob.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        alice.client.rpc('set_like', { p_video_id: id, p_liked: true }),
      ),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ error: null, data: { liked: true, likes_count: 1 } });
    expect(await likeRows(id)).toBe(1);
  });
});
