/** Data and scenarios for scripts/bench/db.ts: a million videos and the feed pages to time. */
import type { Db } from '../../supabase/local/src/db/types.ts';

export interface Scenario {
  name: string;
  /** SQL round trip: the function called as PostgREST calls it. */
  sql: string;
  params: unknown[];
  /** The same call over /rest/v1 with GET. */
  rpc: string;
  query: string;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const CREATORS = 1000;

/**
 * 1,000 creators and `count` videos 30 s apart (pairs share a timestamp, so the id tie-break is
 * exercised), eight categories in turn, every 50th video pending moderation.
 */
async function insertVideos(db: Db, count: number): Promise<void> {
  await db.query(
    `insert into auth.users (id, email, created_at)
     select gen_random_uuid(), 'bench-' || n || '@example.com', now() from generate_series(1, $1::int) n`,
    [CREATORS],
  );
  await db.query(
    `insert into public.videos (id, title, video_url, thumbnail_url, user_id, category, moderation_status,
                                created_at, upload_time, views)
     select 'bench-' || lpad(n::text, 7, '0'), 'Bench video ' || n,
            'https://cdn.example.com/v/' || n || '.webm', 'https://cdn.example.com/t/' || n || '.png',
            creators.ids[1 + n % $2::int],
            (array['comedy','animals','fails','dance','sports','music','pranks','lifestyle'])[1 + n % 8],
            case when n % 50 = 0 then 'pending' else 'approved' end,
            now() - (n / 2) * interval '30 seconds', now() - (n / 2) * interval '30 seconds', n % 5000
       from generate_series(1, $1::int) n,
            (select array_agg(id) as ids from auth.users where email like 'bench-%') creators`,
    [count, CREATORS],
  );
  // The throwaway server commits asynchronously; VACUUM can mark pages all-visible (which
  // index-only scans need) only once the inserting commit is flushed, so checkpoint first.
  await db.exec('checkpoint');
  await db.exec('vacuum analyze public.videos');
}

/** The (created_at, id) of the last row of page `page - 1`, i.e. the cursor that opens `page`. */
async function cursorBefore(
  db: Db,
  page: number,
  pageSize: number,
  category: string | null,
): Promise<[string, string]> {
  const { rows } = await db.query<{ created_at: string; id: string }>(
    `select created_at::text as created_at, id from public.videos
      where moderation_status = 'approved' and ($1::text is null or category = $1)
      order by created_at desc, id desc offset $2 limit 1`,
    [category, (page - 1) * pageSize - 1],
  );
  const row = rows[0];
  if (!row) throw new Error(`no cursor row for page ${page}`);
  return [row.created_at, row.id];
}

function offsetScenario(page: number, size: number): Scenario {
  const offset = (page - 1) * size;
  return {
    name: `offset get_public_videos page ${page.toLocaleString('en')}`,
    sql: 'select * from public.get_public_videos($1, $2)',
    params: [size, offset],
    rpc: 'get_public_videos',
    query: `page_limit=${size}&page_offset=${offset}`,
  };
}

async function keysetScenario(
  db: Db,
  page: number,
  size: number,
  category: string | null = null,
): Promise<Scenario> {
  const label = `keyset get_public_videos_page page ${page.toLocaleString('en')}${category ? ` (${category})` : ''}`;
  const categoryQuery = category ? `&category=${category}` : '';
  if (page === 1) {
    return {
      name: label,
      sql: 'select * from public.get_public_videos_page($1, null, null, $2)',
      params: [size, category],
      rpc: 'get_public_videos_page',
      query: `page_limit=${size}${categoryQuery}`,
    };
  }
  const [createdAt, id] = await cursorBefore(db, page, size, category);
  return {
    name: label,
    sql: 'select * from public.get_public_videos_page($1, $2, $3, $4)',
    params: [size, createdAt, id, category],
    rpc: 'get_public_videos_page',
    query: `page_limit=${size}&before_created_at=${encodeURIComponent(createdAt)}&before_id=${id}${categoryQuery}`,
  };
}

export async function loadVideos(
  db: Db,
  count: number,
  size: number,
  deepPage: number,
): Promise<{ ms: number; scenarios: Scenario[] }> {
  const started = Date.now();
  await insertVideos(db, count);
  const ms = Date.now() - started;
  // The last pages that surely exist (2% of rows are pending; a category holds an eighth).
  const deepest = Math.floor((count * 0.9) / size);
  const deepInCategory = Math.min(deepPage, Math.floor((count * 0.9) / 8 / size));
  const scenarios = [
    offsetScenario(1, size),
    offsetScenario(deepPage, size),
    offsetScenario(deepPage * 10, size),
    await keysetScenario(db, 1, size),
    await keysetScenario(db, deepPage, size),
    await keysetScenario(db, deepest, size),
    await keysetScenario(db, 1, size, 'dance'),
    await keysetScenario(db, deepInCategory, size, 'dance'),
  ];
  return { ms, scenarios };
}
