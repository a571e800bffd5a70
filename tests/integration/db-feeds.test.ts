import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideo, userActor, type SignedInActor } from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

interface FeedRow {
  id: string;
  created_at: string;
  category: string;
  creator_hash: string | null;
  is_boosted: boolean;
  boost_until: string | null;
  promoted: boolean;
}

/** feed-00 is the only active boost, so every first page promotes it (20261126130100). */
const PROMOTED = 'feed-00';

/** A first page: the promoted video at the 3rd place, the organic order without it around it. */
const withPromoted = (organic: string[]) => [...organic.slice(0, 2), PROMOTED, ...organic.slice(2)];

describe.each(engines)('video feeds on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  const ids: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ engine });
    alice = await userActor(stack, 'alice');
    // 30 of Alice's videos, one second apart, two sharing a timestamp to exercise the id tie-break.
    for (let i = 0; i < 30; i += 1) {
      const seconds = i === 29 ? 28 : i;
      ids.push(
        await insertVideo(stack, alice.id, {
          id: `feed-${String(i).padStart(2, '0')}`,
          category: i % 2 === 0 ? 'dance' : 'sports',
          created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, seconds)).toISOString(),
        }),
      );
    }
    await insertVideo(stack, alice.id, {
      id: 'feed-hidden',
      moderation_status: 'rejected',
      created_at: '2031-01-01T00:00:00Z',
    });
    await stack.gateway.db.query(
      `update public.videos set is_boosted = true, boost_until = case id when 'feed-00' then now() + interval '1 day' else now() - interval '1 hour' end
        where id in ('feed-00', 'feed-01')`,
    );
  });
  afterAll(() => stack?.stop());

  /** Newest first with the (created_at desc, id desc) order the functions promise. */
  const expectedOrder = () =>
    [...ids].reverse().sort((a, b) => {
      const time = (id: string) => (id === 'feed-29' ? 28 : Number(id.slice(5)));
      return time(b) - time(a) || b.localeCompare(a);
    });

  const organicOrder = () => expectedOrder().filter((id) => id !== PROMOTED);

  it('pages newest approved videos with offsets, hides creators behind an 8-character hash', async () => {
    const anon = stack.client();
    const first = await anon.rpc('get_public_videos', { page_limit: 12, page_offset: 0 });
    expect(first.error).toBeNull();
    const rows = first.data as FeedRow[];
    expect(rows.map((row) => row.id)).toEqual(withPromoted(organicOrder().slice(0, 11)));
    expect(rows.map((row) => row.promoted)).toEqual(rows.map((_, index) => index === 2));
    expect(rows.some((row) => row.id === 'feed-hidden')).toBe(false);
    const hash = createHash('sha256').update(alice.id).digest('hex').slice(0, 8);
    expect(new Set(rows.map((row) => row.creator_hash))).toEqual(new Set([hash]));
    expect(Object.keys(rows[0]!)).not.toContain('user_id');
    const second = await anon.rpc('get_public_videos', { page_limit: 12, page_offset: 12 });
    // The promoted row took one place of page one: the organic order continues at 11.
    expect((second.data as FeedRow[]).map((row) => row.id)).toEqual(organicOrder().slice(11, 23));
  });

  it('reports a boost only while boost_until is in the future', async () => {
    const { data } = await stack.client().rpc('get_public_videos', { page_limit: 100 });
    const byId = new Map((data as FeedRow[]).map((row) => [row.id, row]));
    expect(byId.get('feed-00')!.is_boosted).toBe(true);
    expect(byId.get('feed-01')!.is_boosted).toBe(false);
    expect(byId.get('feed-01')!.boost_until).not.toBeNull();
    expect(byId.get('feed-02')!.is_boosted).toBe(false);
  });

  it('walks the whole feed with the keyset cursor, with and without a category, over GET', async () => {
    const anon = stack.client();
    for (const category of [null, 'dance'] as const) {
      const seen: string[] = [];
      // The next cursor is the last organic row; later pages are told which video page one promoted.
      let cursor: { before_created_at?: string; before_id?: string; promoted_id?: string } = {};
      for (let page = 0; page < 20; page += 1) {
        const { data, error } = await anon.rpc(
          'get_public_videos_page',
          { page_limit: 7, ...(category ? { category } : {}), ...cursor },
          { get: true },
        );
        expect(error).toBeNull();
        const rows = data as FeedRow[];
        if (rows.length === 0) break;
        seen.push(...rows.map((row) => row.id));
        const organic = rows.filter((row) => !row.promoted);
        const last = organic[organic.length - 1]!;
        cursor = { before_created_at: last.created_at, before_id: last.id, promoted_id: PROMOTED };
      }
      const wanted = [
        ...organicOrder().filter((id) => category === null || Number(id.slice(5)) % 2 === 0),
        ...(category === null
          ? [
              'sample-giggle-loop',
              'sample-cat-zoomies',
              'sample-oops-slide',
              'sample-beat-bounce',
              'sample-trick-shot',
              'sample-drum-solo',
              'sample-surprise-box',
              'sample-sunny-morning',
              'sample-beach-goal',
              'sample-puppy-splash',
              'sample-skate-wobble',
              'sample-kazoo-choir',
            ]
          : ['sample-beat-bounce']),
      ];
      expect(seen).toEqual(withPromoted(wanted));
    }
  });

  it('is callable with GET by anon', async () => {
    const response = await fetch(`${stack.url}/rest/v1/rpc/get_public_videos?page_limit=2`, {
      headers: { apikey: stack.anonKey },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as FeedRow[]).map((row) => row.id)).toEqual([
      organicOrder()[0],
      PROMOTED,
    ]);
  });

  it('clamps page_limit to 1..100 and negative offsets to 0', async () => {
    await stack.gateway.db.query(
      `insert into public.videos (id, title, video_url, user_id, created_at)
       select 'bulk-' || n, 'Bulk ' || n, 'https://cdn.example.com/' || n || '.webm', $1, '2000-01-01'::timestamptz + n * interval '1 minute'
         from generate_series(1, 80) as n`,
      [alice.id],
    );
    const anon = stack.client();
    // A one-row page has no room for the promoted row: it is the newest video.
    const one = await anon.rpc('get_public_videos', { page_limit: 0, page_offset: -5 });
    expect((one.data as FeedRow[]).map((row) => row.id)).toEqual(expectedOrder().slice(0, 1));
    const capped = await anon.rpc('get_public_videos', { page_limit: 100000 });
    expect(capped.data as FeedRow[]).toHaveLength(100);
    const keyset = await anon.rpc('get_public_videos_page', { page_limit: -3 });
    expect(keyset.data as FeedRow[]).toHaveLength(1);
    const keysetCapped = await anon.rpc('get_public_videos_page', { page_limit: 5000 });
    expect(keysetCapped.data as FeedRow[]).toHaveLength(100);
  });
});
