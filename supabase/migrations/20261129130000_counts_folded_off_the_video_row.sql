-- Issue 38 (design §3.18): counters that survive a viral video. Until now every counted view ran
-- `update videos set views = views + 1` and every like's trigger updated videos.likes_count, and
-- set_like/toggle_like locked the video row first: all viewers of one video queued on that row's
-- lock (hot views at 0.13-0.36x the spread rate; p99 about 2 s at 32 clients; calls past the
-- statement timeout lost their view or like; the feed slowed on the row's MultiXacts).
--
-- Now:
--   * The facts stay where they were, exact under races: video_views (one row per viewer per video
--     per UTC day, unique key) and video_likes (one row per user per video, unique key).
--   * Each counted view and each like row inserted or deleted also appends one row to
--     private.video_count_events (+1 view, +1 or -1 like). Nothing is ever updated there, so
--     concurrent writers never touch the same row, and nobody writes the videos row.
--   * public.fold_video_counts() adds the pending events into videos.views / videos.likes_count and
--     deletes exactly the events it added, in one transaction: a fold that fails or is killed
--     halfway rolls back both, and the next fold adds them once. Events committed while a fold runs
--     are not in its snapshot and wait for the next one. Folds run one at a time (advisory lock);
--     a video whose row someone else holds locked is skipped this time (its events wait), so a fold
--     never waits on a video and never deadlocks. Events of deleted videos are dropped.
--   * Hosted Supabase runs the fold every second with pg_cron (scheduled below when the extension
--     can be created); supabase/local runs it on a timer (supabase/local/src/db/count-folds.ts).
--   * videos.views and likes_count are therefore the folded counts, seconds behind at most; the
--     feeds, the video page, My Videos and any order by counts read them as before (the app's API
--     is unchanged), so a burst moves an order only once it is folded, like everything else.
--   * set_like and toggle_like no longer lock the videos row. Their answer's likes_count is the
--     folded count with the caller's own not-yet-folded change applied, so a member sees their own
--     like at once; other members' likes show after the next fold. toggle_like serialises only the
--     same member's toggles of the same video (advisory lock), which is all its flip needs.
--   * record_view keeps every rule of its latest definition (20261128140100_signed_device_ids.sql);
--     only its counter update became an event.

create table private.video_count_events (
  video_id text not null,
  -- The liker, for a like event (set_like's answer adds the caller's own pending change).
  user_id uuid,
  views smallint not null default 0 constraint video_count_events_views_valid check (views in (0, 1)),
  likes smallint not null default 0 constraint video_count_events_likes_valid check (likes between -1 and 1),
  created_at timestamptz not null default now(),
  constraint video_count_events_one_change check ((views <> 0) <> (likes <> 0))
)
-- Every row is deleted within about a second of its insert: vacuum by dead rows, not by a share
-- of a table that is nearly empty, so the fold's scans do not wade through a minute of them.
with (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000);
comment on table private.video_count_events is
  'Counted views (+1) and like rows added (+1) or removed (-1), waiting for fold_video_counts(); insert-only.';
-- No foreign key: a key check would lock the video row (FOR KEY SHARE) on every event, and events
-- of a deleted video are simply dropped by the next fold. No primary key either: nothing looks an
-- event up by itself, and one index less keeps the insert cheap.
-- Likes only: a member's own pending like change (set_like's answer). Views need no index.
create index video_count_events_like_idx on private.video_count_events (video_id, user_id)
  where likes <> 0;
revoke all on private.video_count_events from public, anon, authenticated, service_role;

-- Likes: the trigger that updated videos.likes_count now appends an event instead.
create or replace function private.count_video_like()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into private.video_count_events (video_id, user_id, likes) values (new.video_id, new.user_id, 1);
  else
    insert into private.video_count_events (video_id, user_id, likes) values (old.video_id, old.user_id, -1);
  end if;
  return null;
end
$$;
revoke execute on function private.count_video_like() from public;

-- The likes count a member is shown after their own change: the folded count plus their own
-- events not folded yet. One statement, so one snapshot: a fold that commits meanwhile is seen
-- whole (events gone and count raised) or not at all.
create or replace function private.likes_count_for(p_video_id text, p_member uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
           v.likes_count
           + coalesce((select sum(e.likes)::integer from private.video_count_events e
                        where e.video_id = v.id and e.user_id = p_member and e.likes <> 0), 0),
           0)
    from public.videos v
   where v.id = p_video_id
$$;
revoke execute on function private.likes_count_for(text, uuid) from public;

-- Latest: 20261123070000_set_like.sql. Same rules and messages; no lock on the videos row.
create or replace function public.set_like(p_video_id text, p_liked boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  target_id text;
begin
  if caller is null then
    raise exception 'Please sign in to like videos.' using errcode = '42501';
  end if;
  if p_liked is null then
    raise exception 'p_liked must be true or false.' using errcode = '22023';
  end if;
  select v.id into target_id from public.videos v
   where v.id = p_video_id and (v.moderation_status = 'approved' or v.user_id = caller);
  if target_id is null then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  -- The unique (video_id, user_identifier) key keeps one like per member however many copies race.
  if p_liked then
    insert into public.video_likes (video_id, user_identifier, user_id)
    values (target_id, caller::text, caller)
    on conflict (video_id, user_identifier) do nothing;
  else
    delete from public.video_likes where video_id = target_id and user_identifier = caller::text;
  end if;
  return jsonb_build_object('liked', p_liked, 'likes_count', private.likes_count_for(target_id, caller));
end
$$;
comment on function public.set_like(text, boolean) is
  'Sets the caller''s like on a video to p_liked (idempotent): {liked, likes_count}; likes_count is the folded count with the caller''s own change.';

-- Latest: 20261122100800_likes_and_views.sql. Same rules and messages; no lock on the videos row.
create or replace function public.toggle_like(p_video_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  target_id text;
  removed integer;
begin
  if caller is null then
    raise exception 'Please sign in to like videos.' using errcode = '42501';
  end if;
  select v.id into target_id from public.videos v
   where v.id = p_video_id and (v.moderation_status = 'approved' or v.user_id = caller);
  if target_id is null then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  -- A flip reads then writes: two toggles of one member on one video take turns (others do not wait).
  perform pg_advisory_xact_lock(hashtextextended('laughloop:like:' || caller::text || ':' || target_id, 0));
  delete from public.video_likes where video_id = target_id and user_identifier = caller::text;
  get diagnostics removed = row_count;
  if removed = 0 then
    insert into public.video_likes (video_id, user_identifier, user_id)
    values (target_id, caller::text, caller)
    on conflict (video_id, user_identifier) do nothing;
  end if;
  return jsonb_build_object('liked', removed = 0, 'likes_count', private.likes_count_for(target_id, caller));
end
$$;
comment on function public.toggle_like(text) is
  'Likes or unlikes a video for the caller: {liked, likes_count}; likes_count is the folded count with the caller''s own change.';

-- Latest: 20261128140100_signed_device_ids.sql. Only the counter update became an event.
create or replace function public.record_view(
  p_video_id text,
  p_device_id text default null,
  p_viewed_at timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  device text;
  key text;
  counted_on date;
  view_id uuid;
begin
  if caller is null then
    device := private.require_device_id(p_device_id);
  end if;
  if p_viewed_at is null or p_viewed_at > now() then
    counted_on := (now() at time zone 'utc')::date;
  elsif p_viewed_at < now() - interval '7 days' then
    raise exception 'This view is too old to count: a view queued offline counts for 7 days.'
      using errcode = '22008';
  else
    counted_on := (p_viewed_at at time zone 'utc')::date;
  end if;
  if not exists (select 1 from public.videos v
                  where v.id = p_video_id and (v.moderation_status = 'approved' or v.user_id = caller)) then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  key := coalesce(caller::text, 'device:' || device);
  insert into public.video_views (video_id, user_id, device_id, viewer_key, view_day)
  values (p_video_id, caller, device, key, counted_on)
  on conflict (video_id, viewer_key, view_day) do nothing
  returning id into view_id;
  if view_id is not null then
    if caller is null then
      perform private.take_anon_quota('view:' || p_video_id, 20, interval '1 day',
        'Too many views of this video from this network today.');
    end if;
    insert into private.video_count_events (video_id, views) values (p_video_id, 1);
    return jsonb_build_object('view_id', view_id, 'counted', true);
  end if;
  select vv.id into view_id from public.video_views vv
   where vv.video_id = p_video_id and vv.viewer_key = key and vv.view_day = counted_on;
  return jsonb_build_object('view_id', view_id, 'counted', false);
end
$$;
comment on function public.record_view(text, text, timestamptz) is
  'Counts one view per viewer (account, else issued device id) per video per UTC day: {view_id, counted}; videos.views shows it after the next fold.';

-- The fold. Returns how many events it added.
create or replace function public.fold_video_counts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  folded integer;
begin
  -- One fold at a time: a second one (a cron run that overlaps, a test, an operator) waits and then
  -- folds what is left. Writers never take this lock.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:fold_video_counts', 0));
  with pending as (
    select distinct e.video_id from private.video_count_events e
  ), targets as (
    -- Skip a video whose row another transaction holds (an edit, a boost): its events wait.
    select v.id from public.videos v join pending p on p.video_id = v.id
       for no key update of v skip locked
  ), taken as (
    delete from private.video_count_events e
     using targets t
     where e.video_id = t.id
    returning e.video_id, e.views, e.likes
  ), sums as (
    select t.video_id, sum(t.views)::bigint as views, sum(t.likes)::bigint as likes, count(*)::integer as events
      from taken t
     group by t.video_id
  ), applied as (
    update public.videos v
       set views = greatest(v.views + s.views, 0),
           likes_count = greatest(v.likes_count + s.likes, 0)::integer
      from sums s
     where v.id = s.video_id
    returning s.events
  )
  select coalesce(sum(a.events), 0)::integer into folded from applied a;
  -- Events of videos deleted meanwhile (their likes' cascade adds -1 events): nothing to add to.
  delete from private.video_count_events e
   where not exists (select 1 from public.videos v where v.id = e.video_id);
  return folded;
end
$$;
comment on function public.fold_video_counts() is
  'Adds pending view and like events into videos.views / likes_count and deletes them, atomically; run every second (pg_cron hosted, a timer locally).';

revoke execute on function public.fold_video_counts() from public, anon, authenticated;
grant execute on function public.fold_video_counts() to service_role;

-- Hosted Supabase: fold every second with pg_cron (sub-minute schedules need pg_cron 1.5+, which
-- Supabase ships), and keep a day of its run log. Where pg_cron cannot be created (supabase/local
-- on PGlite or a plain Postgres, which fold on their own timer) this does nothing.
do $$
begin
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    raise notice 'pg_cron is not available here (%): fold_video_counts() must be run by the host.', sqlerrm;
    return;
  end;
  perform cron.schedule('laughloop-fold-video-counts', '1 seconds', 'select public.fold_video_counts()');
  perform cron.schedule('laughloop-fold-video-counts-log', '17 3 * * *',
    $job$delete from cron.job_run_details where end_time < now() - interval '1 day'$job$);
end
$$;
