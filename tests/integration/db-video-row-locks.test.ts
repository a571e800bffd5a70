import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOf,
  insertVideo,
  serviceClient,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { beginAs, openAs, settlesWithin, simultaneousCalls } from './support/direct-calls.ts';
import { concurrentEngine, parityEngines, startStack, type Stack } from './support/stack.ts';

// Issue 38 (design §3.18): views and likes name a video that exists and go with it, without a
// foreign key's share lock on the video row (20261130200000_views_and_likes_lock_no_video_row.sql).

const viewsOf = (stack: Stack, id: string) =>
  countOf(stack, 'select 1 from public.video_views where video_id = $1', [id]);
const likesOf = (stack: Stack, id: string) =>
  countOf(stack, 'select 1 from public.video_likes where video_id = $1', [id]);

describe.each(parityEngines)('views and likes of a video that exists, on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [alice, bob] = await Promise.all([userActor(stack, 'alice'), userActor(stack, 'bob')]);
  });
  afterAll(() => stack?.stop());

  it('refuses a like row or a view row for a video that does not exist', async () => {
    const like = await bob.client
      .from('video_likes')
      .insert({ video_id: 'no-such-video', user_identifier: bob.id, user_id: bob.id });
    expect(like.error).toMatchObject({ code: '23503', message: 'Video not found' });
    const view = await serviceClient(stack)
      .from('video_views')
      .insert({ video_id: 'no-such-video', user_id: bob.id, viewer_key: bob.id });
    expect(view.error).toMatchObject({ code: '23503', message: 'Video not found' });
    // Nor can a row be moved onto a missing video.
    const id = await insertVideo(stack, alice.id);
    expect((await bob.client.rpc('set_like', { p_video_id: id, p_liked: true })).error).toBeNull();
    const moved = await serviceClient(stack)
      .from('video_likes')
      .update({ video_id: 'no-such-video' })
      .eq('video_id', id);
    expect(moved.error).toMatchObject({ code: '23503', message: 'Video not found' });
  });

  it("deletes a video's views and likes with it", async () => {
    const id = await insertVideo(stack, alice.id);
    for (const actor of [alice, bob]) {
      expect((await actor.client.rpc('record_view', { p_video_id: id })).error).toBeNull();
      expect(
        (await actor.client.rpc('set_like', { p_video_id: id, p_liked: true })).error,
      ).toBeNull();
    }
    expect([await viewsOf(stack, id), await likesOf(stack, id)]).toEqual([2, 2]);
    expect((await alice.client.from('videos').delete().eq('id', id)).error).toBeNull();
    expect([await viewsOf(stack, id), await likesOf(stack, id)]).toEqual([0, 0]);
  });
});

describe('views and likes lock no video row, on real Postgres', () => {
  let stack: Stack;
  let creator: SignedInActor;
  let fan: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine: concurrentEngine, countFoldIntervalMs: 0 });
    [creator, fan] = await Promise.all([userActor(stack, 'creator'), userActor(stack, 'fan')]);
  });
  afterAll(() => stack?.stop());

  const url = () => stack.gateway.db.url!;

  it('answers views and likes while another transaction holds the video row FOR UPDATE', async () => {
    const id = await insertVideo(stack, creator.id);
    const holder = new pg.Client({ connectionString: url() });
    await holder.connect();
    try {
      // FOR UPDATE conflicts with the FOR KEY SHARE a foreign key's check takes.
      await holder.query('begin');
      await holder.query('select 1 from public.videos where id = $1 for update', [id]);
      const calls = simultaneousCalls<unknown>(url(), [
        { userId: fan.id, sql: 'select public.record_view($1) as result', params: [id] },
        { userId: fan.id, sql: 'select public.set_like($1, true) as result', params: [id] },
      ]);
      expect(await settlesWithin(calls, 3000)).toBe(true);
      expect((await calls).every((outcome) => 'result' in outcome)).toBe(true);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect([await viewsOf(stack, id), await likesOf(stack, id)]).toEqual([1, 1]);
  });

  it("holds at most 1,024 advisory locks while deleting a creator's 2,000 videos in one statement", async () => {
    const owner = await userActor(stack, 'prolific');
    await stack.gateway.db.query(
      `insert into public.videos (id, title, video_url, user_id, category)
       select 'bulk-' || $1::text || '-' || n, 'Bulk video ' || n,
              'https://cdn.example.com/v/bulk-' || n || '.webm', $1::uuid, 'comedy'
         from generate_series(1, 2000) n`,
      [owner.id],
    );
    const deleter = new pg.Client({ connectionString: url() });
    await deleter.connect();
    try {
      await deleter.query('begin');
      const deleted = await deleter.query('delete from public.videos where user_id = $1', [
        owner.id,
      ]);
      expect(deleted.rowCount).toBe(2000);
      // Every video's lock is held to commit: one per video would be 2,000 of the shared table's.
      const { rows } = await deleter.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
          where locktype = 'advisory' and pid = pg_backend_pid() and classid = 38`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(rows[0]!.n).toBeLessThanOrEqual(1024);
      await deleter.query('rollback');
    } finally {
      await deleter.end();
    }
  });

  it('takes views and likes still in flight with a deleted video, and refuses later ones', async () => {
    const id = await insertVideo(stack, creator.id);
    const inFlight = await openAs(url(), fan.id);
    const deleter = new pg.Client({ connectionString: url() });
    await deleter.connect();
    try {
      await inFlight.query('select public.record_view($1)', [id]);
      await inFlight.query('select public.set_like($1, true)', [id]);
      // The deletion waits for the view and like in flight, then takes them with it.
      const deleting = deleter.query('delete from public.videos where id = $1', [id]);
      expect(await settlesWithin(deleting, 500)).toBe(false);
      await inFlight.query('commit');
      expect((await deleting).rowCount).toBe(1);
      expect([await viewsOf(stack, id), await likesOf(stack, id)]).toEqual([0, 0]);

      // One that comes while a deletion is uncommitted waits for it, then finds no video.
      const next = await insertVideo(stack, creator.id);
      await deleter.query('begin');
      await deleter.query('delete from public.videos where id = $1', [next]);
      await beginAs(inFlight, fan.id);
      const late = inFlight.query('select public.set_like($1, true)', [next]).then(
        () => 'liked',
        (error: Error) => error.message,
      );
      expect(await settlesWithin(late, 500)).toBe(false);
      await deleter.query('commit');
      expect(await late).toBe('Video not found');
      await inFlight.query('rollback');
      expect(await likesOf(stack, next)).toBe(0);
    } finally {
      await Promise.all([inFlight.end(), deleter.end()]);
    }
  });
});
