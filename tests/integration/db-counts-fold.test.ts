import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonActor,
  countOf,
  foldCounts,
  insertVideo,
  rowOf,
  serviceClient,
  userActor,
  type SignedInActor,
} from './support/db-actors.ts';
import { settlesWithin, simultaneousCalls, type CallOutcome } from './support/direct-calls.ts';
import { deviceFrom } from './support/network.ts';
import { concurrentEngine, parityEngines, startStack, type Stack } from './support/stack.ts';

// Issue 38 (design §3.18), called as the API is called: a counted view and every like row added or
// removed append a count event; fold_video_counts() adds the events into videos.views and
// likes_count and deletes them in one transaction. Counts may lag a fold; they are never lost or
// doubled, and no view or like waits on the video row.

interface Counts {
  views: number;
  likes: number;
}

interface LikeAnswer {
  liked: boolean;
  likes_count: number;
}

async function countsOf(stack: Stack, id: string): Promise<Counts> {
  const row = await rowOf<{ views: string | number; likes_count: number }>(
    stack,
    'select views, likes_count from public.videos where id = $1',
    [id],
  );
  return { views: Number(row?.views), likes: Number(row?.likes_count) };
}

const pendingEvents = (stack: Stack, id: string) =>
  countOf(stack, 'select 1 from private.video_count_events where video_id = $1', [id]);

/** `count` members made in one statement (races need many; the Auth API would take a while). */
async function members(stack: Stack, count: number): Promise<string[]> {
  const { rows } = await stack.gateway.db.query<{ id: string }>(
    `insert into auth.users (id, email, aud, role, created_at, updated_at)
     select gen_random_uuid(), 'fold-' || gen_random_uuid() || '@example.com', 'authenticated',
            'authenticated', now(), now()
       from generate_series(1, $1::int)
     returning id`,
    [count],
  );
  return rows.map((row) => row.id);
}

function results<T>(outcomes: CallOutcome<T>[]): T[] {
  return outcomes.map((outcome) => {
    if ('error' in outcome) throw new Error(outcome.error);
    return outcome.result;
  });
}

const viewCall = (videoId: string) => (userId: string) => ({
  userId,
  sql: 'select public.record_view($1) as result',
  params: [videoId],
});

const likeCall = (videoId: string, liked: boolean) => (userId: string) => ({
  userId,
  sql: 'select public.set_like($1, $2) as result',
  params: [videoId, liked],
});

describe.each(parityEngines)('folded view and like counts on %s', (engine) => {
  let stack: Stack;
  let creator: SignedInActor;
  let alice: SignedInActor;
  let bob: SignedInActor;

  beforeAll(async () => {
    // supabase/local's fold timer stays on (1 s), as in `npm start`: a fold a test asks for waits
    // for one in progress, so what the test then reads is whole.
    stack = await startStack({ engine });
    [creator, alice, bob] = await Promise.all([
      userActor(stack, 'creator'),
      userActor(stack, 'alice'),
      userActor(stack, 'bob'),
    ]);
  });
  afterAll(() => stack?.stop());

  it('shows views (once per viewer per day) and likes in the video row and the feed once folded', async () => {
    const id = await insertVideo(stack, creator.id);
    const anon = anonActor(stack).client;
    const device = await deviceFrom(anon);
    for (const call of [
      () => alice.client.rpc('record_view', { p_video_id: id }),
      () => alice.client.rpc('record_view', { p_video_id: id }),
      () => bob.client.rpc('record_view', { p_video_id: id }),
      () => anon.rpc('record_view', { p_video_id: id, p_device_id: device }),
      () => anon.rpc('record_view', { p_video_id: id, p_device_id: device }),
    ]) {
      expect((await call()).error).toBeNull();
    }
    // The caller sees their own like in the answer at once, whenever the fold comes.
    expect((await alice.client.rpc('set_like', { p_video_id: id, p_liked: true })).data).toEqual({
      liked: true,
      likes_count: 1,
    });
    expect(
      (await bob.client.rpc('set_like', { p_video_id: id, p_liked: true })).data,
    ).toMatchObject({
      liked: true,
    });
    await foldCounts(stack);
    expect(await countsOf(stack, id)).toEqual({ views: 3, likes: 2 });
    expect(await pendingEvents(stack, id)).toBe(0);

    const feed = await anon.rpc('get_public_videos', { page_limit: 50, page_offset: 0 });
    expect(feed.error).toBeNull();
    expect((feed.data as Array<{ id: string }>).find((row) => row.id === id)).toMatchObject({
      views: 3,
      likes_count: 2,
    });
    const page = await anon.from('videos').select('views,likes_count').eq('id', id).single();
    expect(page.data).toEqual({ views: 3, likes_count: 2 });

    // Folding again adds nothing; an unlike comes off at the next fold.
    await foldCounts(stack);
    expect(await countsOf(stack, id)).toEqual({ views: 3, likes: 2 });
    expect((await bob.client.rpc('set_like', { p_video_id: id, p_liked: false })).data).toEqual({
      liked: false,
      likes_count: 1,
    });
    await foldCounts(stack);
    expect(await countsOf(stack, id)).toEqual({ views: 3, likes: 1 });
  });

  it('folds on its own within seconds (the timer hosted runs with pg_cron)', async () => {
    const id = await insertVideo(stack, creator.id);
    expect((await alice.client.rpc('record_view', { p_video_id: id })).error).toBeNull();
    await alice.client.rpc('set_like', { p_video_id: id, p_liked: true });
    await expect
      .poll(() => countsOf(stack, id), { timeout: 10_000, interval: 200 })
      .toEqual({ views: 1, likes: 1 });
  });

  it('leaves updated_at and the title alone when it folds; an edit still stamps updated_at', async () => {
    const id = await insertVideo(stack, creator.id, { title: 'Folded, not edited' });
    const editedAt = async () =>
      (
        await rowOf<{ at: string }>(
          stack,
          'select updated_at::text as at from public.videos where id = $1',
          [id],
        )
      )?.at;
    const inserted = await editedAt();
    expect((await alice.client.rpc('record_view', { p_video_id: id })).error).toBeNull();
    expect(
      (await alice.client.rpc('set_like', { p_video_id: id, p_liked: true })).error,
    ).toBeNull();
    await foldCounts(stack);
    expect(await countsOf(stack, id)).toEqual({ views: 1, likes: 1 });
    expect(await editedAt()).toBe(inserted);

    // The creator's edit is stamped with the server's clock, whatever updated_at it sends.
    const edit = await creator.client
      .from('videos')
      .update({ title: '  Edited title  ', updated_at: '2001-01-01T00:00:00Z' })
      .eq('id', id)
      .select('title')
      .single();
    expect(edit.error).toBeNull();
    expect(edit.data).toEqual({ title: 'Edited title' });
    expect(Date.parse((await editedAt())!)).toBeGreaterThan(Date.parse(inserted!));
  });

  it('lets only the service role run the fold, and drops the events of a deleted video', async () => {
    const denied = 'permission denied for function fold_video_counts';
    expect((await anonActor(stack).client.rpc('fold_video_counts')).error?.message).toBe(denied);
    expect((await alice.client.rpc('fold_video_counts')).error?.message).toBe(denied);
    const byService = await serviceClient(stack).rpc('fold_video_counts');
    expect(byService.error).toBeNull();
    expect(typeof byService.data).toBe('number');

    const id = await insertVideo(stack, alice.id);
    await bob.client.rpc('set_like', { p_video_id: id, p_liked: true });
    await bob.client.rpc('record_view', { p_video_id: id });
    expect((await alice.client.from('videos').delete().eq('id', id)).error).toBeNull();
    await foldCounts(stack);
    expect(await pendingEvents(stack, id)).toBe(0);
  });
});

describe('folded counts under races on real Postgres', () => {
  let stack: Stack;
  let creator: SignedInActor;

  beforeAll(async () => {
    // No timer: these tests decide when a fold runs and where it stops.
    stack = await startStack({ engine: concurrentEngine, countFoldIntervalMs: 0 });
    creator = await userActor(stack, 'creator');
  });
  afterAll(() => stack?.stop());

  const url = () => stack.gateway.db.url!;

  /** Folds again and again until `until` settles, so folds overlap the calls under test. */
  async function foldingWhile<T>(until: Promise<T>): Promise<T> {
    let done = false;
    const settled = until.finally(() => {
      done = true;
    });
    const folds = (async () => {
      let runs = 0;
      while (!done || runs === 0) {
        await foldCounts(stack);
        runs += 1;
      }
      return runs;
    })();
    const [value] = await Promise.all([settled, folds]);
    return value;
  }

  it('counts 50 simultaneous views and 50 simultaneous likes of one video exactly, folds running meanwhile', async () => {
    const id = await insertVideo(stack, creator.id);
    const fans = await members(stack, 50);
    const answers = await foldingWhile(
      simultaneousCalls<unknown>(url(), [
        ...fans.map(viewCall(id)),
        ...fans.map(likeCall(id, true)),
      ]),
    );
    const [views, likes] = [results(answers).slice(0, 50), results(answers).slice(50)];
    expect(views.every((view) => (view as { counted: boolean }).counted)).toBe(true);
    for (const like of likes as LikeAnswer[]) {
      expect(like.liked).toBe(true);
      expect(like.likes_count).toBeGreaterThanOrEqual(1);
      expect(like.likes_count).toBeLessThanOrEqual(50);
    }
    // The same 50 again, racing: nothing more counts (once per viewer per day, one like each).
    const again = await simultaneousCalls<unknown>(url(), [
      ...fans.map(viewCall(id)),
      ...fans.map(likeCall(id, true)),
    ]);
    expect(results(again).slice(0, 50)).toEqual(
      Array.from({ length: 50 }, () => expect.objectContaining({ counted: false })),
    );
    await foldCounts(stack);
    expect(await countsOf(stack, id)).toEqual({ views: 50, likes: 50 });
    expect(await countOf(stack, 'select 1 from public.video_views where video_id = $1', [id])).toBe(
      50,
    );
    expect(await pendingEvents(stack, id)).toBe(0);
  });

  it('never makes a like or unlike wait for a fold, and counts unlikes made during one exactly', async () => {
    const id = await insertVideo(stack, creator.id);
    const fans = await members(stack, 60);
    results(await simultaneousCalls(url(), fans.slice(0, 50).map(likeCall(id, true))));
    await foldCounts(stack);
    expect(await countsOf(stack, id)).toEqual({ views: 0, likes: 50 });

    // 10 more likes wait unfolded; a fold then takes them and holds its transaction open.
    results(await simultaneousCalls(url(), fans.slice(50).map(likeCall(id, true))));
    const folding = new pg.Client({ connectionString: url() });
    await folding.connect();
    try {
      await folding.query('begin');
      const taken = await folding.query<{ n: number }>('select public.fold_video_counts() as n');
      expect(taken.rows[0]?.n).toBe(10);
      // Meanwhile 25 fans unlike, 5 like again (no change) and 5 of the new ones unlike too: all
      // answer while the fold still holds the video row and its events.
      const during = results(
        await simultaneousCalls<LikeAnswer>(url(), [
          ...fans.slice(0, 25).map(likeCall(id, false)),
          ...fans.slice(25, 30).map(likeCall(id, true)),
          ...fans.slice(55).map(likeCall(id, false)),
        ]),
      );
      expect(during.map((answer) => answer.liked)).toEqual([
        ...Array.from({ length: 25 }, () => false),
        ...Array.from({ length: 5 }, () => true),
        ...Array.from({ length: 5 }, () => false),
      ]);
      // Before the fold commits, an unliker sees the last folded 50 less their own like.
      expect(during[0]!.likes_count).toBe(49);
      await folding.query('commit');
    } finally {
      await folding.end();
    }
    await foldCounts(stack);
    const rows = await countOf(stack, 'select 1 from public.video_likes where video_id = $1', [id]);
    expect(rows).toBe(30);
    expect(await countsOf(stack, id)).toEqual({ views: 0, likes: 30 });
  });

  it("leaves a held video's events for the next fold, folds the others, and never waits", async () => {
    const [held, free] = [
      await insertVideo(stack, creator.id),
      await insertVideo(stack, creator.id),
    ];
    const fans = await members(stack, 10);
    results(
      await simultaneousCalls(url(), [...fans.map(viewCall(held)), ...fans.map(viewCall(free))]),
    );
    // An edit of the held video is in progress: its row is locked until that transaction ends.
    const editor = new pg.Client({ connectionString: url() });
    await editor.connect();
    try {
      await editor.query('begin');
      await editor.query(`update public.videos set title = 'Edited' where id = $1`, [held]);
      const folding = foldCounts(stack);
      expect(await settlesWithin(folding, 3000)).toBe(true);
      expect(await folding).toBe(10);
      expect(await countsOf(stack, free)).toEqual({ views: 10, likes: 0 });
      expect(await pendingEvents(stack, held)).toBe(10);
      await editor.query('commit');
    } finally {
      await editor.end();
    }
    expect(await foldCounts(stack)).toBe(10);
    expect(await foldCounts(stack)).toBe(0);
    expect(await countsOf(stack, held)).toEqual({ views: 10, likes: 0 });
    expect(await pendingEvents(stack, held)).toBe(0);
  });

  it('retries a fold whose session died before committing without counting anything twice', async () => {
    const id = await insertVideo(stack, creator.id);
    const fans = await members(stack, 30);
    results(
      await simultaneousCalls(url(), [...fans.map(viewCall(id)), ...fans.map(likeCall(id, true))]),
    );
    const doomed = new pg.Client({ connectionString: url() });
    doomed.on('error', () => undefined);
    await doomed.connect();
    const pid = (await doomed.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
      .pid;
    await doomed.query('begin');
    expect(
      (await doomed.query<{ n: number }>('select public.fold_video_counts() as n')).rows[0]?.n,
    ).toBeGreaterThanOrEqual(60);
    // The fold has added and deleted everything, uncommitted; its server process dies now.
    const gone = new Promise((resolve) => doomed.once('end', resolve));
    await stack.gateway.db.query('select pg_terminate_backend($1)', [pid]);
    await gone;

    expect(await countsOf(stack, id)).toEqual({ views: 0, likes: 0 });
    expect(await pendingEvents(stack, id)).toBe(60);
    await foldCounts(stack);
    expect(await countsOf(stack, id)).toEqual({ views: 30, likes: 30 });
    await foldCounts(stack);
    expect(await countsOf(stack, id)).toEqual({ views: 30, likes: 30 });
  });

  it('rolls back a fold that fails halfway through its videos, then folds them once', async () => {
    const [first, second] = [
      await insertVideo(stack, creator.id),
      await insertVideo(stack, creator.id),
    ];
    const fans = await members(stack, 20);
    results(
      await simultaneousCalls(url(), [
        ...fans.map(viewCall(first)),
        ...fans.map(likeCall(second, true)),
      ]),
    );
    // A fault when the fold reaches the second video, after it may have added the first.
    const fault = `fold_fault_${second.replaceAll('-', '_')}`;
    await stack.gateway.db.exec(`
      create function public.${fault}() returns trigger language plpgsql as $$
      begin raise exception 'injected fault'; end $$;
      create trigger ${fault} before update of views on public.videos
        for each row when (new.id = '${second}') execute function public.${fault}();`);
    try {
      await expect(foldCounts(stack)).rejects.toThrow(/injected fault/);
      expect(await countsOf(stack, first)).toEqual({ views: 0, likes: 0 });
      expect(await pendingEvents(stack, first)).toBe(20);
      expect(await pendingEvents(stack, second)).toBe(20);
    } finally {
      await stack.gateway.db.exec(
        `drop trigger ${fault} on public.videos; drop function public.${fault}();`,
      );
    }
    await foldCounts(stack);
    await foldCounts(stack);
    expect(await countsOf(stack, first)).toEqual({ views: 20, likes: 0 });
    expect(await countsOf(stack, second)).toEqual({ views: 0, likes: 20 });
  });
});
