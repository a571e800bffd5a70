import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  anonActor,
  countOf,
  insertVideo,
  userActors,
  type SignedInActor,
} from './support/db-actors.ts';
import { parityEngines, startStack, type Stack } from './support/stack.ts';

// Issue 34 §3, called as a script would: a block hides the blocked member's videos and comments
// from the blocker in every read the server answers, stops them commenting on the blocker's videos,
// replays change nothing, and unblocking brings everything back.
// 20261128110000_blocks_and_bans.sql, 20261128110200_viewer_filters.sql, 20261128110300.

interface Row {
  id: string;
}

async function seenVideos(client: SupabaseClient, ids: string[]) {
  const feed = await client.rpc('get_public_videos', { page_limit: 100 });
  const page = await client.rpc('get_public_videos_page', { page_limit: 100, category: 'comedy' });
  const table = await client.from('videos').select('id').in('id', ids);
  for (const answer of [feed, page, table]) expect(answer.error).toBeNull();
  const pick = (rows: unknown) =>
    (rows as Row[])
      .map((row) => row.id)
      .filter((id) => ids.includes(id))
      .sort();
  return { feed: pick(feed.data), page: pick(page.data), table: pick(table.data) };
}

async function seenComments(client: SupabaseClient, videoId: string) {
  const list = await client.rpc('get_video_comments', { p_video_id: videoId });
  const summary = await client.rpc('get_comment_summary', { p_video_id: videoId });
  const table = await client.from('video_comments').select('id').eq('video_id', videoId);
  return {
    list: ((list.data ?? []) as Row[]).map((row) => row.id).sort(),
    count: (summary.data as { count: number }).count,
    table: ((table.data ?? []) as Row[]).map((row) => row.id).sort(),
  };
}

describe.each(parityEngines)('blocking members on %s', (engine) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ engine });
  });
  afterAll(() => stack?.stop());

  const comment = async (
    actor: SignedInActor,
    videoId: string,
    body = 'Nice one, made me laugh',
  ) => {
    const id = randomUUID();
    const answer = await actor.client.rpc('post_comment', {
      p_id: id,
      p_video_id: videoId,
      p_body: body,
    });
    return { id, answer };
  };

  it('hides the blocked member’s videos and comments from the blocker only, until unblocked', async () => {
    const [blocker, pest, other] = await userActors(stack, ['blocker', 'pest', 'other']);
    const pestVideos = [
      await insertVideo(stack, pest.id),
      await insertVideo(stack, pest.id),
    ].sort();
    const otherVideo = await insertVideo(stack, other.id);
    const pestComment = await comment(pest, otherVideo, 'Visit my channel for more');
    const otherComment = await comment(other, otherVideo, 'First, what a clip this is');
    expect(pestComment.answer.error).toBeNull();
    const both = [pestComment.id, otherComment.id].sort();
    const all = [...pestVideos, otherVideo].sort();
    expect(await seenVideos(blocker.client, all)).toEqual({ feed: all, page: all, table: all });

    // From a video's More menu: the video names the uploader.
    const blocked = await blocker.client.rpc('block_user', { p_video_id: pestVideos[0] });
    expect(blocked.error).toBeNull();
    expect(blocked.data).toMatchObject({ blocked_id: pest.id, display_name: 'Test pest' });
    expect((blocked.data as { creator_hash: string }).creator_hash).toMatch(/^[0-9a-f]{8}$/);

    const onlyOther = [otherVideo];
    expect(await seenVideos(blocker.client, all)).toEqual({
      feed: onlyOther,
      page: onlyOther,
      table: onlyOther,
    });
    expect(await seenComments(blocker.client, otherVideo)).toEqual({
      list: [otherComment.id],
      count: 1,
      table: [otherComment.id],
    });
    // Nobody else is affected.
    for (const client of [other.client, anonActor(stack).client]) {
      expect(await seenVideos(client, all)).toEqual({ feed: all, page: all, table: all });
      expect(await seenComments(client, otherVideo)).toEqual({ list: both, count: 2, table: both });
    }
    const list = await blocker.client.rpc('list_blocked_users');
    expect(list.data).toEqual([
      expect.objectContaining({
        user_id: pest.id,
        display_name: 'Test pest',
        creator_hash: (blocked.data as { creator_hash: string }).creator_hash,
      }),
    ]);

    const unblocked = await blocker.client.rpc('unblock_user', { p_user_id: pest.id });
    expect(unblocked.data).toEqual({ unblocked: true, user_id: pest.id });
    expect(await seenVideos(blocker.client, all)).toEqual({ feed: all, page: all, table: all });
    expect(await seenComments(blocker.client, otherVideo)).toEqual({
      list: both,
      count: 2,
      table: both,
    });
    expect((await blocker.client.rpc('list_blocked_users')).data).toEqual([]);
  });

  it('stops the blocked member commenting on the blocker’s videos, by either path, until unblocked', async () => {
    const [blocker, pest, other] = await userActors(stack, ['blocker', 'pest', 'other']);
    const blockerVideo = await insertVideo(stack, blocker.id);
    const otherVideo = await insertVideo(stack, other.id);
    expect((await blocker.client.rpc('block_user', { p_user_id: pest.id })).error).toBeNull();

    const viaRpc = await comment(pest, blockerVideo);
    expect(viaRpc.answer.status).toBe(403);
    expect(viaRpc.answer.error).toMatchObject({
      code: '42501',
      message: 'You cannot comment on this video.',
    });
    const direct = await pest.client
      .from('video_comments')
      .insert({ video_id: blockerVideo, user_id: pest.id, body: 'Sneaking a comment in' });
    expect(direct.error).toMatchObject({
      code: '42501',
      message: 'You cannot comment on this video.',
    });
    expect(
      await countOf(stack, 'select 1 from public.video_comments where user_id = $1', [pest.id]),
    ).toBe(0);
    // Elsewhere they comment as before, and others still comment on the blocker's videos.
    expect((await comment(pest, otherVideo)).answer.error).toBeNull();
    expect((await comment(other, blockerVideo)).answer.error).toBeNull();

    await blocker.client.rpc('unblock_user', { p_user_id: pest.id });
    expect((await comment(pest, blockerVideo)).answer.error).toBeNull();
  });

  it('takes a replayed block once and refuses nonsense, signed-out callers and direct writes', async () => {
    const [blocker, pest] = await userActors(stack, ['blocker', 'pest']);
    const video = await insertVideo(stack, pest.id);
    for (let i = 0; i < 3; i += 1)
      expect((await blocker.client.rpc('block_user', { p_user_id: pest.id })).error).toBeNull();
    expect((await blocker.client.rpc('block_user', { p_video_id: video })).error).toBeNull();
    expect(
      await countOf(stack, 'select 1 from public.user_blocks where blocker_id = $1', [blocker.id]),
    ).toBe(1);

    const self = await blocker.client.rpc('block_user', { p_user_id: blocker.id });
    expect(self.error).toMatchObject({ code: '22023', message: 'You cannot block yourself.' });
    const sample = await blocker.client.rpc('block_user', {
      p_video_id: await insertVideo(stack, null),
    });
    expect(sample.error).toMatchObject({ code: '22023' });
    const nobody = await blocker.client.rpc('block_user', { p_user_id: randomUUID() });
    expect(nobody.error).toMatchObject({ message: 'User not found' });
    const noVideo = await blocker.client.rpc('block_user', { p_video_id: 'no-such-video' });
    expect(noVideo.error).toMatchObject({ message: 'Video not found' });
    const neither = await blocker.client.rpc('block_user', {});
    expect(neither.error).toMatchObject({ code: '22023' });
    const anon = await anonActor(stack).client.rpc('block_user', { p_user_id: pest.id });
    expect(anon.error).not.toBeNull();

    // The table is written only through the functions, and read only by the blocker.
    const direct = await pest.client
      .from('user_blocks')
      .insert({ blocker_id: pest.id, blocked_id: blocker.id });
    expect(direct.error).toMatchObject({ code: '42501' });
    expect((await pest.client.from('user_blocks').select('id')).data).toEqual([]);
    expect((await blocker.client.from('user_blocks').select('blocked_id')).data).toEqual([
      { blocked_id: pest.id },
    ]);
    // Unblocking someone never blocked answers so, and changes nothing.
    expect((await pest.client.rpc('unblock_user', { p_user_id: blocker.id })).data).toEqual({
      unblocked: false,
      user_id: blocker.id,
    });
  });
});
