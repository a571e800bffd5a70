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

/** Spread video number `n` (1 to SPREAD_VIDEOS)'s id, as a SQL expression. */
export const spreadVideoId = (n: string) => `('bench-spread-' || lpad((${n})::text, 4, '0'))`;

/** A member's id from their number: computed where it is needed, so no call looks one up. */
const memberId = (n: string) => `('00000000-0000-4000-8000-' || lpad((${n})::text, 12, '0'))`;

/**
 * The next actor and target, computed by pgbench itself (\set: no round trip, no query; an actor
 * query here cost the writers a round trip and a query the app does not make). Each client counts
 * its own transactions in :counter (from -1) and takes the number s = :base + :client_id +
 * :clients × counter, which no other client or run (each run has its own :base) takes: the member
 * is s mod MEMBERS and views go back (s / MEMBERS) mod 7 days, so every view is a first view of
 * its (member, video, day) and counts, as on a video going viral. Likes work in pairs of one
 * client's transactions: the first likes, the second unlikes the same video as the same member.
 * Writes go to :hotvideo, or spread over SPREAD_VIDEOS when it is 'none'.
 */
function nextActor(pairs: boolean, counter: string): string {
  const s = pairs
    ? `:base + :client_id + :clients * (:${counter} / 2)`
    : `:base + :client_id + :clients * :${counter}`;
  return [
    `\\set ${counter} :${counter} + 1`,
    `\\set s ${s}`,
    `\\set member :s % ${MEMBERS}`,
    `\\set spread 1 + :s % ${SPREAD_VIDEOS}`,
    `\\set daysago (:s / ${MEMBERS}) % 7`,
    ...(pairs ? [`\\set liked (:${counter} % 2 = 0)`] : []),
  ].join('\n');
}

const VIDEO = `coalesce(nullif(:hotvideo, 'none'), ${spreadVideoId(':spread')})`;

/**
 * Likes, views, earnings and comments the creators (who never act in a run) gave every spread video
 * weeks ago: a live app's tables are not empty. A session that plans on an empty table keeps
 * sequential scans for as long as it lives (set_like's delete; record_earning's checks, which
 * scanned user_earnings ~19,000 times in the first earn run), until autovacuum analyzes a minute
 * in, which no deployed database does.
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
    insert into public.user_earnings (user_id, category, amount, video_id, target, idempotency_key, occurred_at, created_at)
    select c.id, 'share', 0.01, v.id, v.id, gen_random_uuid(), now() - interval '30 days', now() - interval '30 days'
      from public.videos v, ${creators} c where v.id like 'bench-spread-%';
    insert into public.video_comments (video_id, user_id, body, created_at, updated_at)
    select v.id, c.id, 'An old comment on this clip', now() - interval '30 days', now() - interval '30 days'
      from public.videos v, ${creators} c where v.id like 'bench-spread-%';
    update public.videos set views = views + ${CREATORS} where id like 'bench-spread-%';`);
  // Schemas with the fold (issue 38) queued the likes as events; older ones counted them in place.
  const { rows } = await db.query<{ fold: boolean }>(
    `select to_regprocedure('public.fold_video_counts()') is not null as fold`,
  );
  if (rows[0]?.fold) await db.query('select public.fold_video_counts()');
}

/** Loads the bench data (about 10-20 s); videos older than any hot video. */
export async function loadHotFixtures(db: Db): Promise<void> {
  await db.query(
    `insert into auth.users (id, email, aud, role, created_at, updated_at)
     select gen_random_uuid(), 'bench-creator-' || n || '@example.com', 'authenticated', 'authenticated', now(), now()
       from generate_series(1, $1::int) n`,
    [CREATORS],
  );
  await db.query(
    `insert into public.videos (id, title, video_url, user_id, category, created_at, upload_time)
     select ${spreadVideoId('n')}, 'Spread video ' || n,
            'https://cdn.example.com/v/spread-' || n || '.webm', c.ids[1 + n % $2::int], 'comedy',
            now() - interval '1 day' - n * interval '1 minute', now() - interval '1 day'
       from generate_series(1, $1::int) n,
            (select array_agg(id) as ids from auth.users where email like 'bench-creator-%') c`,
    [SPREAD_VIDEOS, CREATORS],
  );
  await db.query(
    `insert into auth.users (id, email, aud, role, created_at, updated_at)
     select ${memberId('n')}::uuid, 'bench-member-' || n || '@example.com', 'authenticated', 'authenticated', now(), now()
       from generate_series(0, $1::int - 1) n`,
    [MEMBERS],
  );
  await db.exec(`
    insert into public.premium_subscribers (user_id, subscription_status, plan_type, current_period_end)
    select id, 'active', 'monthly', now() + interval '30 days' from auth.users where email like 'bench-member-%';`);
  await loadHistory(db);
  // VACUUM refuses to run inside the implicit transaction of a multi-statement call.
  await db.exec('checkpoint');
  await db.exec('vacuum analyze');
}

/** A new video at the top of the feed that a run's hot writes all go to (its :hotvideo). */
export async function newHotVideo(db: Db, label: string): Promise<string> {
  const id = `bench-hot-${label}`;
  await db.query(
    `insert into public.videos (id, title, video_url, user_id, category)
     select $1, 'Hot video ' || $2, 'https://cdn.example.com/v/' || $1 || '.webm',
            (select id from auth.users where email = 'bench-creator-1@example.com'), 'comedy'`,
    [id, label],
  );
  return id;
}

let runs = 0;

/**
 * The -D variables of one writers' run: its own :base (no two runs share an actor number), the
 * client count, the counters' starts and the hot video (or none, to spread).
 */
export function writerVariables(
  clients: number,
  hotVideo: string | null,
): Record<string, string | number> {
  runs += 1;
  return {
    base: runs * 10_000_000,
    clients,
    views: -1,
    likes: -1,
    hotvideo: hotVideo ?? 'none',
  };
}

/** PostgREST's pre-query for a signed-in member (supabase/local's settingsStatement). */
const AS_MEMBER = `SELECT set_config('search_path', '"public", "extensions"', true), set_config('role', 'authenticated', true), set_config('request.jwt.claims', '{"sub":"' || ${memberId(':member')} || '","role":"authenticated","aud":"authenticated"}', true), set_config('request.jwt.claim.sub', ${memberId(':member')}, true), set_config('request.jwt.claim.role', 'authenticated', true), set_config('request.method', 'POST', true), set_config('request.headers', '{}', true), set_config('statement_timeout', '8s', true);`;

const AS_VISITOR = `SELECT set_config('search_path', '"public", "extensions"', true), set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('request.jwt.claim.role', 'anon', true), set_config('request.method', 'POST', true), set_config('request.headers', '{}', true), set_config('statement_timeout', '3s', true);`;

/** pgbench scripts (-M prepared; -D from writerVariables), one transaction each, as the app's calls run. */
export const SCRIPTS = {
  view: `${nextActor(false, 'views')}
BEGIN;
${AS_MEMBER}
SELECT public.record_view(${VIDEO}, NULL, now() - :daysago * interval '1 day');
COMMIT;
`,
  like: `${nextActor(true, 'likes')}
BEGIN;
${AS_MEMBER}
SELECT public.set_like(${VIDEO}, :liked);
COMMIT;
`,
  earn: `${nextActor(false, 'views')}
BEGIN;
${AS_MEMBER}
SELECT public.record_earning('share', jsonb_build_object('videoId', ${VIDEO}), gen_random_uuid());
COMMIT;
`,
  comment: `${nextActor(false, 'views')}
BEGIN;
${AS_MEMBER}
SELECT public.post_comment(gen_random_uuid(), ${VIDEO}, 'Bench comment number ' || :s || ' is here');
COMMIT;
`,
  /** A write's round trips (pre-query, call) with no work: what any write costs at least. */
  empty: `BEGIN;
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
