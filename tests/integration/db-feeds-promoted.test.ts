import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideo, userActor } from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

interface FeedRow {
  id: string;
  created_at: string;
  category: string;
  is_boosted: boolean;
  promoted: boolean;
}

type Cursor = { before_created_at?: string; before_id?: string; promoted_id?: string };

/** Active boosts: two dance, one sports. The other boosted rows must never be promoted. */
const ACTIVE = ['promo-a', 'promo-b', 'promo-c'];
const NEVER = ['promo-expired', 'promo-rejected', 'promo-pending', 'promo-switched-off'];

describe.each(engines)('promoted placement on %s', (engine) => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ engine });
    const owner = await userActor(stack, 'promoter');
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString();
    for (let i = 0; i < 40; i += 1) {
      await insertVideo(stack, owner.id, {
        id: `organic-${String(i).padStart(2, '0')}`,
        category: i % 2 === 0 ? 'dance' : 'sports',
        created_at: at(i),
      });
    }
    // Older than most organic rows, so their organic place is on a later page.
    const boosted: [string, string, string, string][] = [
      ['promo-a', 'dance', 'approved', `now() + interval '2 days'`],
      ['promo-b', 'dance', 'approved', `now() + interval '1 hour'`],
      ['promo-c', 'sports', 'approved', `now() + interval '5 days'`],
      ['promo-expired', 'dance', 'approved', `now() - interval '1 minute'`],
      ['promo-rejected', 'dance', 'rejected', `now() + interval '1 day'`],
      ['promo-pending', 'dance', 'pending', `now() + interval '1 day'`],
    ];
    for (const [index, [id, category, moderation, until]] of boosted.entries()) {
      await insertVideo(stack, owner.id, { id, category, created_at: at(index * 3 + 1) });
      await stack.gateway.db.query(
        `update public.videos set is_boosted = true, boost_until = ${until}, moderation_status = $2
          where id = $1`,
        [id, moderation],
      );
    }
    await insertVideo(stack, owner.id, { id: 'promo-switched-off', created_at: at(50) });
    await stack.gateway.db.query(
      `update public.videos set is_boosted = false, boost_until = now() + interval '1 day'
        where id = 'promo-switched-off'`,
    );
  });
  afterAll(() => stack?.stop());

  /** Every approved video (of a category), newest first: what paging must show, once each. */
  const approved = async (category: string | null) =>
    (
      await stack.gateway.db.query<{ id: string }>(
        `select id from public.videos
          where moderation_status = 'approved' and ($1::text is null or category = $1)
          order by created_at desc, id desc`,
        [category],
      )
    ).rows.map((row) => row.id);

  const rotation = async (category: string | null, turn: number) =>
    (
      await stack.gateway.db.query<{ id: string | null }>(
        `select private.promoted_video_id($1, $2) as id`,
        [category, turn],
      )
    ).rows[0]!.id;

  it('rotates the promoted slot among the active, approved boosts only', async () => {
    const turns = await Promise.all([0, 1, 2, 3, 4, 5].map((turn) => rotation(null, turn)));
    expect(new Set(turns.slice(0, 3))).toEqual(new Set(ACTIVE));
    expect(turns.slice(3)).toEqual(turns.slice(0, 3));
    const dance = await Promise.all([0, 1, 2, 3].map((turn) => rotation('dance', turn)));
    expect(new Set(dance)).toEqual(new Set(['promo-a', 'promo-b']));
    expect(await rotation('sports', 7)).toBe('promo-c');
    expect(await rotation('music', 0)).toBeNull();
    expect(await rotation(null, -1)).toBe(turns[2]);
  });

  it('puts one promoted active boost 3rd on the first page of home, Latest and Shorts', async () => {
    const anon = stack.client();
    for (const pageLimit of [12, 20, 50]) {
      const { data, error } = await anon.rpc('get_public_videos', {
        page_limit: pageLimit,
        page_offset: 0,
      });
      expect(error).toBeNull();
      const rows = data as FeedRow[];
      expect(rows).toHaveLength(pageLimit);
      expect(rows.map((row) => row.promoted)).toEqual(rows.map((_, index) => index === 2));
      const promoted = rows[2]!;
      expect(ACTIVE).toContain(promoted.id);
      expect(promoted.is_boosted).toBe(true);
      // The rest is the organic order without it.
      const organic = (await approved(null)).filter((id) => id !== promoted.id);
      expect(rows.filter((row) => !row.promoted).map((row) => row.id)).toEqual(
        organic.slice(0, pageLimit - 1),
      );
      expect(rows.some((row) => NEVER.includes(row.id) && row.promoted)).toBe(false);
    }
    const dance = await anon.rpc('get_public_videos_page', { page_limit: 12, category: 'dance' });
    const danceRows = dance.data as FeedRow[];
    expect(['promo-a', 'promo-b']).toContain(danceRows[2]!.id);
    expect(danceRows.filter((row) => row.promoted)).toHaveLength(1);
    const one = await anon.rpc('get_public_videos_page', { page_limit: 1 });
    expect(one.data).toMatchObject([{ id: (await approved(null))[0], promoted: false }]);
  });

  it('keyset paging shows every approved video exactly once, with and without a category', async () => {
    const anon = stack.client();
    for (const category of [null, 'dance', 'sports'] as const) {
      for (const pageLimit of [5, 12]) {
        const seen: string[] = [];
        let cursor: Cursor = {};
        for (let page = 0; page < 100; page += 1) {
          const { data, error } = await anon.rpc(
            'get_public_videos_page',
            { page_limit: pageLimit, ...(category ? { category } : {}), ...cursor },
            { get: true },
          );
          expect(error).toBeNull();
          const rows = data as FeedRow[];
          expect(rows.filter((row) => row.promoted)).toHaveLength(page === 0 ? 1 : 0);
          expect(rows.length).toBeLessThanOrEqual(pageLimit);
          seen.push(...rows.map((row) => row.id));
          const organic = rows.filter((row) => !row.promoted);
          const last = organic[organic.length - 1];
          if (!last) break;
          cursor = {
            before_created_at: last.created_at,
            before_id: last.id,
            promoted_id: cursor.promoted_id ?? rows.find((row) => row.promoted)!.id,
          };
        }
        const everyone = await approved(category);
        expect(seen).toHaveLength(everyone.length);
        expect([...seen].sort()).toEqual([...everyone].sort());
        // Organic rows keep the newest-first order around the promoted one.
        const promoted = seen[2]!;
        expect(seen.filter((id) => id !== promoted)).toEqual(
          everyone.filter((id) => id !== promoted),
        );
      }
    }
  });

  it('offset pages continue the organic order; expired boosts are not promoted', async () => {
    // One active boost left, so the rotation cannot move between the pages of this walk.
    await stack.gateway.db.query(
      `update public.videos set boost_until = now() - interval '1 second'
        where id in ('promo-a', 'promo-b')`,
    );
    const anon = stack.client();
    const seen: FeedRow[] = [];
    for (let offset = 0; offset < 200; offset += 12) {
      const { data } = await anon.rpc('get_public_videos', { page_limit: 12, page_offset: offset });
      const rows = data as FeedRow[];
      if (rows.length === 0) break;
      seen.push(...rows);
    }
    expect(seen.filter((row) => row.promoted).map((row) => row.id)).toEqual(['promo-c']);
    expect(seen[2]!.id).toBe('promo-c');
    const ids = seen.map((row) => row.id);
    expect([...ids].sort()).toEqual([...(await approved(null))].sort());

    await stack.gateway.db.query(
      `update public.videos set boost_until = now() - interval '1 second' where id = 'promo-c'`,
    );
    const { data } = await anon.rpc('get_public_videos', { page_limit: 12 });
    const rows = data as FeedRow[];
    expect(rows.some((row) => row.promoted)).toBe(false);
    expect(rows.map((row) => row.id)).toEqual((await approved(null)).slice(0, 12));
  });
});
