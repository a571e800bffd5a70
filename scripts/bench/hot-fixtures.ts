/**
 * Data and pgbench scripts for scripts/bench/hot.ts: creators, 1,000 videos to spread writes over,
 * 100,003 premium members who act in turn, and the app's own SQL calls (as PostgREST makes them:
 * the pre-query's set_config, then the RPC) for a view, a like or unlike, an earning action, a
 * comment and the home feed.
 */
import type { Db } from '../../supabase/local/src/db/types.ts';

/** Members; not a multiple of 1,000, so a member meets a different spread video each round. */
export const MEMBERS = 100_003;
export const SPREAD_VIDEOS = 1000;
const CREATORS = 100;

/**
 * The next actor and target, as one plain prepared query (a PL/pgSQL function here cost the
 * writers ~0.1 ms a call, a third of a view's database time: load the app does not have). Each
 * call takes a number s from a sequence: the member is s mod MEMBERS and views go back
 * (s / MEMBERS) mod 7 days, so every view is a first view of its (member, video, day) and counts,
 * as on a video going viral. Likes work in pairs (s/2): the first likes, the second unlikes the
 * same video as the same member. :hot is 1 for the hot video, 0 to spread.
 */
function nextActor(pairs: boolean, columns: string[]): string {
  const n = pairs ? 'x.s / 2' : 'x.s';
  const expressions: Record<string, string> = {
    video: `CASE WHEN :hot = 1 THEN (SELECT r.hot_video FROM bench.run r) ELSE 'bench-spread-' || lpad((1 + (${n}) % ${SPREAD_VIDEOS})::text, 4, '0') END`,
    sub: 'm.id::text',
    claims: `json_build_object('sub', m.id, 'role', 'authenticated', 'aud', 'authenticated')::text`,
    viewed_at: `(now() - ((x.s / ${MEMBERS}) % 7) * interval '1 day')::text`,
    key: 'gen_random_uuid()::text',
    body: `'Bench comment number ' || x.s || ' is here'`,
    liked: '(x.s % 2 = 0)::text',
  };
  const list = columns.map((name) => `${expressions[name]} AS ${name}`).join(', ');
  return `WITH x AS (SELECT nextval('bench.seq') AS s) SELECT ${list} FROM x JOIN bench.members m ON m.n = (${n}) % ${MEMBERS} \\gset`;
}

/**
 * Likes and views the creators (who never act in a run) gave every spread video weeks ago: a live
 * app's tables are not empty, and on empty tables the planner's statistics send set_like's delete
 * to a sequential scan until autovacuum analyzes (a minute in), which no deployed database does.
 */
async function loadHistory(db: Db): Promise<void> {
  const creators = `(select id from auth.users where email like 'bench-creator-%')`;
  await db.exec(`
    insert into public.video_likes (video_id, user_identifier, user_id, created_at)
    select v.id, c.id::text, c.id, now() - interval '30 days'
      from public.videos v, ${creators} c where v.id like 'bench-spread-%';
    insert into public.video_views (video_id, user_id, viewer_key, view_day, started_at, created_at)
    select v.id, c.id, c.id::text, current_date - 30, now() - interval '30 days', now() - interval '30 days'
      from public.videos v, ${creators} c where v.id like 'bench-spread-%';
    update public.videos set views = views + ${CREATORS} where id like 'bench-spread-%';`);
  // Schemas with the fold (issue 38) queued the likes as events; older ones counted them in place.
  const { rows } = await db.query<{ fold: boolean }>(
    `select to_regprocedure('public.fold_video_counts()') is not null as fold`,
  );
  if (rows[0]?.fold) await db.query('select public.fold_video_counts()');
}

/** Loads the bench schema and its data (about 10-20 s); videos older than any hot video. */
export async function loadHotFixtures(db: Db): Promise<void> {
  await db.exec(`
    create schema bench;
    create sequence bench.seq;
    create table bench.run (hot_video text);
    insert into bench.run values (null);
    create table bench.members (n integer primary key, id uuid not null);`);
  await db.query(
    `insert into auth.users (id, email, aud, role, created_at, updated_at)
     select gen_random_uuid(), 'bench-creator-' || n || '@example.com', 'authenticated', 'authenticated', now(), now()
       from generate_series(1, $1::int) n`,
    [CREATORS],
  );
  await db.query(
    `insert into public.videos (id, title, video_url, user_id, category, created_at, upload_time)
     select 'bench-spread-' || lpad(n::text, 4, '0'), 'Spread video ' || n,
            'https://cdn.example.com/v/spread-' || n || '.webm', c.ids[1 + n % $2::int], 'comedy',
            now() - interval '1 day' - n * interval '1 minute', now() - interval '1 day'
       from generate_series(1, $1::int) n,
            (select array_agg(id) as ids from auth.users where email like 'bench-creator-%') c`,
    [SPREAD_VIDEOS, CREATORS],
  );
  await db.query(
    `with made as (
       insert into auth.users (id, email, aud, role, created_at, updated_at)
       select gen_random_uuid(), 'bench-member-' || n || '@example.com', 'authenticated', 'authenticated', now(), now()
         from generate_series(0, $1::int - 1) n
       returning id, email)
     insert into bench.members (n, id)
     select substring(email from 'bench-member-([0-9]+)@')::int, id from made`,
    [MEMBERS],
  );
  await db.exec(`
    insert into public.premium_subscribers (user_id, subscription_status, plan_type, current_period_end)
    select id, 'active', 'monthly', now() + interval '30 days' from bench.members;`);
  await loadHistory(db);
  // VACUUM refuses to run inside the implicit transaction of a multi-statement call.
  await db.exec('checkpoint');
  await db.exec('vacuum analyze');
}

/** A new video at the top of the feed that this run's hot writes all go to. */
export async function newHotVideo(db: Db, label: string): Promise<string> {
  const id = `bench-hot-${label}`;
  await db.query(
    `insert into public.videos (id, title, video_url, user_id, category)
     select $1, 'Hot video ' || $2, 'https://cdn.example.com/v/' || $1 || '.webm',
            (select id from auth.users where email = 'bench-creator-1@example.com'), 'comedy'`,
    [id, label],
  );
  await db.query('update bench.run set hot_video = $1', [id]);
  return id;
}

/** PostgREST's pre-query for a signed-in member (supabase/local's settingsStatement). */
const AS_MEMBER = `SELECT set_config('search_path', '"public", "extensions"', true), set_config('role', 'authenticated', true), set_config('request.jwt.claims', :claims, true), set_config('request.jwt.claim.sub', :sub, true), set_config('request.jwt.claim.role', 'authenticated', true), set_config('request.method', 'POST', true), set_config('request.headers', '{}', true), set_config('statement_timeout', '8s', true);`;

const AS_VISITOR = `SELECT set_config('search_path', '"public", "extensions"', true), set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('request.jwt.claim.role', 'anon', true), set_config('request.method', 'POST', true), set_config('request.headers', '{}', true), set_config('statement_timeout', '3s', true);`;

/** pgbench scripts (-M prepared; -D hot=0|1), one transaction each, as the app's calls run. */
export const SCRIPTS = {
  view: `BEGIN;
${nextActor(false, ['video', 'sub', 'claims', 'viewed_at'])}
${AS_MEMBER}
SELECT public.record_view(:video, NULL, :viewed_at::timestamptz);
COMMIT;
`,
  like: `BEGIN;
${nextActor(true, ['video', 'sub', 'claims', 'liked'])}
${AS_MEMBER}
SELECT public.set_like(:video, :liked::boolean);
COMMIT;
`,
  earn: `BEGIN;
${nextActor(false, ['video', 'sub', 'claims', 'key'])}
${AS_MEMBER}
SELECT public.record_earning('share', jsonb_build_object('videoId', :video::text), :key::uuid);
COMMIT;
`,
  comment: `BEGIN;
${nextActor(false, ['video', 'sub', 'claims', 'key', 'body'])}
${AS_MEMBER}
SELECT public.post_comment(:key::uuid, :video, :body);
COMMIT;
`,
  /** A write's round trips (actor, pre-query, call) with no work: what any write costs at least. */
  empty: `BEGIN;
SELECT 1;
SELECT 1;
SELECT 1;
COMMIT;
`,
  feed: `BEGIN;
${AS_VISITOR}
SELECT * FROM public.get_public_videos(12, 0);
COMMIT;
`,
} as const;

export type Action = Exclude<keyof typeof SCRIPTS, 'feed' | 'empty'>;
