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
 * bench.next(hot): the next actor and target. Each call takes a number s from a sequence: the
 * member is s mod MEMBERS and views go back (s / MEMBERS) mod 7 days, so every view is a first
 * view of its (member, video, day) and counts, as on a video going viral. Likes work in pairs
 * (s/2): the first likes, the second unlikes the same video as the same member.
 */
const NEXT_ACTOR = `
create or replace function bench.next(p_hot integer)
returns table (video text, sub text, claims text, viewed_at text, key text, body text)
language plpgsql
as $$
declare
  s bigint := nextval('bench.seq');
  member uuid;
begin
  select m.id into member from bench.members m where m.n = s % ${MEMBERS};
  sub := member::text;
  claims := json_build_object('sub', member, 'role', 'authenticated', 'aud', 'authenticated')::text;
  video := case when p_hot = 1 then (select r.hot_video from bench.run r)
                else 'bench-spread-' || lpad((1 + s % ${SPREAD_VIDEOS})::text, 4, '0') end;
  viewed_at := (now() - ((s / ${MEMBERS}) % 7) * interval '1 day')::text;
  key := gen_random_uuid()::text;
  body := 'Bench comment number ' || s || ' is here';
  return next;
end
$$;
-- A like and its unlike (s and s + 1) share the member and the video.
create or replace function bench.next_like(p_hot integer)
returns table (video text, sub text, claims text, liked text)
language plpgsql
as $$
declare
  s bigint := nextval('bench.seq');
  pair bigint := s / 2;
  member uuid;
begin
  select m.id into member from bench.members m where m.n = pair % ${MEMBERS};
  sub := member::text;
  claims := json_build_object('sub', member, 'role', 'authenticated', 'aud', 'authenticated')::text;
  video := case when p_hot = 1 then (select r.hot_video from bench.run r)
                else 'bench-spread-' || lpad((1 + pair % ${SPREAD_VIDEOS})::text, 4, '0') end;
  liked := (s % 2 = 0)::text;
  return next;
end
$$;`;

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
    select id, 'active', 'monthly', now() + interval '30 days' from bench.members;
    ${NEXT_ACTOR}`);
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
SELECT video, sub, claims, viewed_at FROM bench.next(:hot) \\gset
${AS_MEMBER}
SELECT public.record_view(:video, NULL, :viewed_at::timestamptz);
COMMIT;
`,
  like: `BEGIN;
SELECT video, sub, claims, liked FROM bench.next_like(:hot) \\gset
${AS_MEMBER}
SELECT public.set_like(:video, :liked::boolean);
COMMIT;
`,
  earn: `BEGIN;
SELECT video, sub, claims, key FROM bench.next(:hot) \\gset
${AS_MEMBER}
SELECT public.record_earning('share', jsonb_build_object('videoId', :video::text), :key::uuid);
COMMIT;
`,
  comment: `BEGIN;
SELECT video, sub, claims, key, body FROM bench.next(:hot) \\gset
${AS_MEMBER}
SELECT public.post_comment(:key::uuid, :video, :body);
COMMIT;
`,
  feed: `BEGIN;
${AS_VISITOR}
SELECT * FROM public.get_public_videos(12, 0);
COMMIT;
`,
} as const;

export type Action = Exclude<keyof typeof SCRIPTS, 'feed'>;
