import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonActor,
  countOf,
  insertVideo,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { concurrentEngine, engines, type Stack } from './support/stack.ts';
import { fileStacks } from './support/file-stacks.ts';

/** The parity block's Postgres stack is the race block's too (support/file-stacks.ts). */
const stackOn = fileStacks();

// Issue 14 item 2: post_comment (what the app and its outbox call), get_video_comments (the sheet's
// pages) and the per-author rate limit (20261126090000_comment_posting.sql).

interface Comment {
  id: string;
  body: string;
  author_name: string;
  created_at: string;
}

describe.each(engines)('comments on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;
  let video: string;

  beforeAll(async () => {
    stack = await stackOn(engine);
    [alice, bob] = await Promise.all([userActor(stack, 'alice'), userActor(stack, 'bob')]);
    video = await insertVideo(stack, bob.id);
  });

  const post = (actor: SignedInActor, body: string, id: string = randomUUID(), on = video) =>
    actor.client.rpc('post_comment', { p_id: id, p_video_id: on, p_body: body });
  const page = (on: string, before?: Comment) =>
    anonActor(stack).client.rpc('get_video_comments', {
      p_video_id: on,
      p_limit: 2,
      ...(before ? { p_before: before.created_at, p_before_id: before.id } : {}),
    });

  it('posts once however often the same comment arrives (the outbox replays it by its id)', async () => {
    const id = randomUUID();
    const first = await post(alice, '  What a fantastic little clip  ', id);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ id, body: 'What a fantastic little clip', video_id: video });
    const again = await post(alice, 'What a fantastic little clip', id);
    expect(again.data).toEqual(first.data);
    expect(await countOf(stack, 'select 1 from public.video_comments where id = $1', [id])).toBe(1);
    // Someone else cannot take over that id.
    expect((await post(bob, 'Mine now', id)).error).toMatchObject({ code: '23505' });
  });

  it('pages newest first with author names, for visitors too', async () => {
    const on = await insertVideo(stack, bob.id);
    for (const body of ['one', 'two', 'three'])
      expect((await post(bob, body, randomUUID(), on)).error).toBeNull();
    const first = await page(on);
    expect(first.error).toBeNull();
    expect((first.data as Comment[]).map((comment) => comment.body)).toEqual(['three', 'two']);
    expect((first.data as Comment[])[0]!.author_name).toBe('Test bob');
    const second = await page(on, (first.data as Comment[])[1]);
    expect((second.data as Comment[]).map((comment) => comment.body)).toEqual(['one']);
    // A cursor of the time alone is strict too: the boundary comment is not repeated.
    const byTime = await anonActor(stack).client.rpc('get_video_comments', {
      p_video_id: on,
      p_before: (first.data as Comment[])[1]!.created_at,
    });
    expect((byTime.data as Comment[]).map((comment) => comment.body)).toEqual(['one']);
    expect(
      (await anonActor(stack).client.rpc('get_comment_summary', { p_video_id: on })).data,
    ).toEqual({ allowed: true, count: 3 });
  });

  it('refuses signed-out posts, blank or marked-up text, unknown videos and videos with comments off', async () => {
    const off = await insertVideo(stack, bob.id, { allow_comments: false });
    const anon = await anonActor(stack).client.rpc('post_comment', {
      p_id: randomUUID(),
      p_video_id: video,
      p_body: 'Hello there',
    });
    expect(anon.error).not.toBeNull();
    expect((await post(alice, '   ')).error).toMatchObject({ code: '22023' });
    expect((await post(alice, '<script>alert(1)</script>')).error).toMatchObject({ code: '22023' });
    expect((await post(alice, 'Hello', randomUUID(), 'no-such-video')).error).toMatchObject({
      message: 'Video not found',
    });
    expect((await post(alice, 'Hello', randomUUID(), off)).error).toMatchObject({
      message: 'Comments are turned off for this video.',
    });
    await stack.gateway.db.query(
      `insert into public.video_comments (video_id, user_id, body) values ($1, $2, 'before it was off')`,
      [video, bob.id],
    );
    await stack.gateway.db.query('update public.videos set allow_comments = false where id = $1', [
      video,
    ]);
    try {
      expect((await page(video)).data).toEqual([]);
      expect(
        (await anonActor(stack).client.rpc('get_comment_summary', { p_video_id: video })).data,
      ).toEqual({ allowed: false, count: 0 });
    } finally {
      await stack.gateway.db.query('update public.videos set allow_comments = true where id = $1', [
        video,
      ]);
    }
  });

  it('lets an author delete their own comment and nobody else', async () => {
    const id = randomUUID();
    await post(alice, 'Delete me later', id);
    await bob.client.from('video_comments').delete().eq('id', id);
    expect(await countOf(stack, 'select 1 from public.video_comments where id = $1', [id])).toBe(1);
    await alice.client.from('video_comments').delete().eq('id', id);
    expect(await countOf(stack, 'select 1 from public.video_comments where id = $1', [id])).toBe(0);
  });

  it('allows 5 comments a minute per author (HTTP 429 after), replays excepted', async () => {
    const carol = await userActor(stack, 'carol');
    const ids = Array.from({ length: 6 }, () => randomUUID());
    for (const id of ids.slice(0, 5)) expect((await post(carol, 'Quick one', id)).error).toBeNull();
    const sixth = await post(carol, 'One too many', ids[5]);
    expect(sixth.error).toMatchObject({
      code: 'PT429',
      message: 'You are commenting too fast. Please wait a minute and try again.',
    });
    expect(sixth.status).toBe(429);
    // A replay of a stored comment is not a new one.
    expect((await post(carol, 'Quick one', ids[0])).error).toBeNull();
    // The direct insert the RLS policy allows is limited the same way.
    const direct = await carol.client
      .from('video_comments')
      .insert({ video_id: video, user_id: carol.id, body: 'Sneaking past' });
    expect(direct.status).toBe(429);
  });
});

describe('comment rate limit under concurrency on real Postgres', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await stackOn(concurrentEngine);
  });

  it('accepts exactly 5 of 20 simultaneous comments by one author', async () => {
    const [author, creator] = await Promise.all([
      userActor(stack, 'author'),
      userActor(stack, 'creator'),
    ]);
    const video = await insertVideo(stack, creator.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        author.client.rpc('post_comment', {
          p_id: randomUUID(),
          p_video_id: video,
          p_body: `Comment number ${i}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    expect(
      await countOf(stack, 'select 1 from public.video_comments where user_id = $1', [author.id]),
    ).toBe(5);
  });
});
