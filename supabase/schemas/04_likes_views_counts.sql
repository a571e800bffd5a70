-- Likes, views and their counts. THE LIKE'S PATH: set_like (the app and the outbox call it) writes or
-- deletes one video_likes row -> trigger video_likes_count (count_video_like) queues a +1/-1 event in
-- private.video_count_events -> fold_video_counts, every second (pg_cron job at the end of this file;
-- a timer in supabase/local), adds the events into videos.likes_count. Views take the same path from
-- record_view. liked_video_ids answers "which of these did I like".
--
-- This file is part of LaughLoop's declarative schema (supabase/schemas/, Supabase's convention): the
-- database as it is now, one file per area, each rule once. Files run in name order on top of what
-- Supabase provides (auth, storage, roles). Migrations (supabase/migrations/) stay the deploy path;
-- tests/integration/db-declared-schema.test.ts proves they build exactly this. A change: edit here,
-- then write the migration (by hand, or `supabase db diff -f <name>`), run that test. supabase/DATABASE.md.

-- Bodies are checked when called, not here: a function may name a table declared further down.
set check_function_bodies = off;

-- ================================================================================================
-- Functions
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- private.count_video_like
-- Each like row added or removed appends a +1 / -1 event to private.video_count_events; nothing
-- writes or locks the videos row per like. fold_video_counts adds the events into likes_count.

CREATE FUNCTION private.count_video_like() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    insert into private.video_count_events (video_id, user_id, likes) values (new.video_id, new.user_id, 1);
  else
    insert into private.video_count_events (video_id, user_id, likes) values (old.video_id, old.user_id, -1);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.count_video_like() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.video_lock_class, video_lock_key, require_video, delete_video_views_and_likes
-- A view or like names a video that exists, and goes with it, without a foreign key: a key check
-- locks the video row (FOR KEY SHARE), and on a hot video every viewer and liker piled into
-- MultiXacts on that one row. Adding one takes a shared advisory lock on the video's key until
-- commit and checks the video is there; deleting a video takes it exclusively (waiting for views
-- and likes in flight) and deletes its views and likes. Trigger videos_delete_views_and_likes is
-- with the videos table below the line.

-- No SET clause on these two: the planner inlines them (pg_catalog is always searched first).
CREATE FUNCTION private.video_lock_class() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select 38
$$;

COMMENT ON FUNCTION private.video_lock_class() IS 'The first key of every video''s advisory lock (issue 38); the second is private.video_lock_key.';

REVOKE ALL ON FUNCTION private.video_lock_class() FROM PUBLIC;

-- One of 1,024 buckets: a creator's deletion with thousands of videos holds at most 1,024 locks.
CREATE FUNCTION private.video_lock_key(p_video_id text) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select hashtext(p_video_id) & 1023
$$;

COMMENT ON FUNCTION private.video_lock_key(p_video_id text) IS 'A video''s advisory lock bucket (0-1023): shared while a view or like of it is added, exclusive while it is deleted.';

REVOKE ALL ON FUNCTION private.video_lock_key(p_video_id text) FROM PUBLIC;

CREATE FUNCTION private.require_video() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform pg_advisory_xact_lock_shared(private.video_lock_class(), private.video_lock_key(new.video_id));
  -- A new snapshot after the lock: a video deleted meanwhile is seen gone.
  if not exists (select 1 from public.videos v where v.id = new.video_id) then
    raise exception 'Video not found' using errcode = '23503';
  end if;
  return new;
end
$$;

COMMENT ON FUNCTION private.require_video() IS 'Views and likes: the video must exist; a shared advisory lock on it until commit, so its deletion waits (no row lock).';

REVOKE ALL ON FUNCTION private.require_video() FROM PUBLIC;

CREATE FUNCTION private.delete_video_views_and_likes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Waits for views and likes of this video in flight; later ones wait for this transaction.
  perform pg_advisory_xact_lock(private.video_lock_class(), private.video_lock_key(old.id));
  delete from public.video_views where video_id = old.id;
  delete from public.video_likes where video_id = old.id;
  return null;
end
$$;

COMMENT ON FUNCTION private.delete_video_views_and_likes() IS 'A deleted video''s views and likes go with it, those in flight included (the advisory lock waits for them).';

REVOKE ALL ON FUNCTION private.delete_video_views_and_likes() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.liked_video_ids
-- Which of the given videos the caller has liked (for painting like buttons of a page).

CREATE FUNCTION public.liked_video_ids(ids text[]) RETURNS text[]
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (select coalesce(array_agg(l.video_id order by l.video_id), '{}')
      from public.video_likes l
     where l.user_id = (select auth.uid())
       and l.video_id = any (ids[1:200]));
end
$$;

COMMENT ON FUNCTION public.liked_video_ids(ids text[]) IS 'The subset of ids (first 200) the caller has liked.';

REVOKE ALL ON FUNCTION public.liked_video_ids(ids text[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.liked_video_ids(ids text[]) TO service_role;
GRANT ALL ON FUNCTION public.liked_video_ids(ids text[]) TO anon;
GRANT ALL ON FUNCTION public.liked_video_ids(ids text[]) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.record_view
-- Counts a view once per viewer (the signed-in account, else a device id the server issued and
-- signed) per video per UTC day, and returns the view row's id, which the client sends back as
-- metadata.viewId when it claims a watch earning. A counted view appends a +1 event; views shows it
-- after the next fold.

CREATE FUNCTION public.record_view(p_video_id text, p_device_id text DEFAULT NULL::text, p_viewed_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.record_view(p_video_id text, p_device_id text, p_viewed_at timestamp with time zone) IS 'Counts one view per viewer (account, else issued device id) per video per UTC day: {view_id, counted}; videos.views shows it after the next fold.';

REVOKE ALL ON FUNCTION public.record_view(p_video_id text, p_device_id text, p_viewed_at timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_view(p_video_id text, p_device_id text, p_viewed_at timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.record_view(p_video_id text, p_device_id text, p_viewed_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.record_view(p_video_id text, p_device_id text, p_viewed_at timestamp with time zone) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.set_like
-- THE LIKE. An idempotent like for the outbox (part 2 §4 Like; design §3.10): set_like(p_video_id,
-- p_liked) states the wanted end state, so the same call replayed after a lost answer changes nothing,
-- and a queued like followed by a queued unlike still ends unliked (the outbox sends them in order).
-- Sign-in required (42501 'Please sign in to like videos.'), only videos the caller can see (approved,
-- or their own), 'Video not found' otherwise. It writes or deletes the like row only: the trigger
-- video_likes_count queues the count event, and the answer's likes_count is the folded count plus the
-- caller's own unfolded change.
-- That count is a statement of this body, not a SQL function: a SECURITY DEFINER SQL function is
-- parsed and planned on every call (~0.4 ms of a like's ~0.9 ms on the bench); PL/pgSQL keeps the
-- statement's plan for the session.
-- enable_seqscan is off here: the fold empties video_count_events every second, so a plan made
-- just after an autovacuum (relpages 0) would seq-scan every dead row the folds left until the next
-- one, on every like of that session. Every statement here has an index.

CREATE FUNCTION public.set_like(p_video_id text, p_liked boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET enable_seqscan TO 'off'
    AS $$
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
  -- The count the caller is shown: the folded count plus their own events not folded yet. One
  -- statement, so one snapshot: a fold that commits meanwhile is seen whole or not at all.
  return jsonb_build_object('liked', p_liked, 'likes_count', (
    select greatest(
             v.likes_count
             + coalesce((select sum(e.likes)::integer from private.video_count_events e
                          where e.video_id = v.id and e.user_id = caller and e.likes <> 0), 0),
             0)
      from public.videos v
     where v.id = target_id));
end
$$;

COMMENT ON FUNCTION public.set_like(p_video_id text, p_liked boolean) IS 'Sets the caller''s like on a video to p_liked (idempotent): {liked, likes_count}; likes_count is the folded count with the caller''s own change.';

REVOKE ALL ON FUNCTION public.set_like(p_video_id text, p_liked boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.set_like(p_video_id text, p_liked boolean) TO service_role;
GRANT ALL ON FUNCTION public.set_like(p_video_id text, p_liked boolean) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.fold_video_counts
-- The fold. Returns how many events it added. No statement joins the events with another set: a
-- session that planned such a join while the table was empty kept a nested loop comparing every
-- event with every video (300 ms for 3,000 events over 1,000 videos; now 33 ms, however planned).

CREATE FUNCTION public.fold_video_counts() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  folded integer;
begin
  -- One fold at a time: a second one (a cron run that overlaps, a test, an operator) waits and then
  -- folds what is left. Writers never take this lock.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:fold_video_counts', 0));
  with pending as (
    select distinct e.video_id from private.video_count_events e
  ), skipped as (
    -- A video whose row another transaction holds (an edit, a boost): its events wait. Every other
    -- pending video's row is locked here.
    select p.video_id from pending p
     where (select v.id from public.videos v where v.id = p.video_id
               for no key update skip locked) is null
       and exists (select 1 from public.videos v where v.id = p.video_id)
  ), taken as (
    delete from private.video_count_events e
     where e.video_id not in (select s.video_id from skipped s)
    returning e.video_id, e.views, e.likes
  ), sums as (
    select t.video_id, sum(t.views)::bigint as views, sum(t.likes)::bigint as likes, count(*)::integer as events
      from taken t
     group by t.video_id
  ), applied as (
    -- Events of a video deleted meanwhile match no row here: nothing to add to.
    update public.videos v
       set views = greatest(v.views + s.views, 0),
           likes_count = greatest(v.likes_count + s.likes, 0)::integer
      from sums s
     where v.id = s.video_id
    returning s.events
  )
  select coalesce(sum(a.events), 0)::integer into folded from applied a;
  return folded;
end
$$;

COMMENT ON FUNCTION public.fold_video_counts() IS 'Adds pending view and like events into videos.views / likes_count and deletes them, atomically; run every second (pg_cron hosted, a timer locally).';

REVOKE ALL ON FUNCTION public.fold_video_counts() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.fold_video_counts() TO service_role;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.video_likes

CREATE TABLE public.video_likes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    video_id text NOT NULL,
    user_identifier text NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT video_likes_identifier_is_user CHECK ((user_identifier = (user_id)::text)),
    CONSTRAINT video_likes_pkey PRIMARY KEY (id),
    CONSTRAINT video_likes_video_user_unique UNIQUE (video_id, user_identifier),
    CONSTRAINT video_likes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX video_likes_user_id_idx ON public.video_likes USING btree (user_id, video_id);

COMMENT ON TABLE public.video_likes IS 'One like per signed-in user per video; append/delete only, so no updated_at.';

ALTER TABLE public.video_likes ENABLE ROW LEVEL SECURITY;

CREATE POLICY "video_likes: users like as themselves" ON public.video_likes FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.videos v
  WHERE ((v.id = video_likes.video_id) AND ((v.moderation_status = 'approved'::text) OR (v.user_id = ( SELECT auth.uid() AS uid))))))));

CREATE POLICY "video_likes: users read their own likes, admins read all" ON public.video_likes FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "video_likes: users remove their own likes" ON public.video_likes FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE TRIGGER video_likes_count AFTER INSERT OR DELETE ON public.video_likes FOR EACH ROW EXECUTE FUNCTION private.count_video_like();

CREATE TRIGGER video_likes_require_video BEFORE INSERT OR UPDATE OF video_id ON public.video_likes FOR EACH ROW EXECUTE FUNCTION private.require_video();

REVOKE ALL ON TABLE public.video_likes FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.video_likes TO service_role;
GRANT SELECT,DELETE ON TABLE public.video_likes TO authenticated;

GRANT INSERT(video_id) ON TABLE public.video_likes TO authenticated;

GRANT INSERT(user_identifier) ON TABLE public.video_likes TO authenticated;

GRANT INSERT(user_id) ON TABLE public.video_likes TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.video_views

CREATE TABLE public.video_views (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    video_id text NOT NULL,
    user_id uuid,
    device_id text,
    viewer_key text NOT NULL,
    view_day date DEFAULT ((now() AT TIME ZONE 'utc'::text))::date NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT video_views_device_id_valid CHECK ((device_id ~ '^[A-Za-z0-9_-]{8,128}$'::text)),
    CONSTRAINT video_views_viewer_present CHECK (((user_id IS NOT NULL) OR (device_id IS NOT NULL))),
    CONSTRAINT video_views_one_per_day UNIQUE (video_id, viewer_key, view_day),
    CONSTRAINT video_views_pkey PRIMARY KEY (id),
    CONSTRAINT video_views_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX video_views_user_id_idx ON public.video_views USING btree (user_id, video_id);

COMMENT ON TABLE public.video_views IS 'First view per viewer per video per UTC day; started_at is the watch token.';

ALTER TABLE public.video_views ENABLE ROW LEVEL SECURITY;

CREATE POLICY "video_views: users read their own views, admins read all" ON public.video_views FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER video_views_require_video BEFORE INSERT OR UPDATE OF video_id ON public.video_views FOR EACH ROW EXECUTE FUNCTION private.require_video();

REVOKE ALL ON TABLE public.video_views FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.video_views TO service_role;
GRANT SELECT ON TABLE public.video_views TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.videos: its views and likes go with it (the functions above; the table is in 03).

CREATE TRIGGER videos_delete_views_and_likes AFTER DELETE ON public.videos FOR EACH ROW EXECUTE FUNCTION private.delete_video_views_and_likes();

-- ------------------------------------------------------------------------------------------------
-- private.video_count_events

CREATE TABLE private.video_count_events (
    video_id text NOT NULL,
    user_id uuid,
    views smallint DEFAULT 0 NOT NULL,
    likes smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT video_count_events_likes_valid CHECK (((likes >= '-1'::integer) AND (likes <= 1))),
    CONSTRAINT video_count_events_one_change CHECK (((views <> 0) <> (likes <> 0))),
    CONSTRAINT video_count_events_views_valid CHECK ((views = ANY (ARRAY[0, 1])))
)
WITH (autovacuum_vacuum_scale_factor='0', autovacuum_vacuum_threshold='10000');

CREATE INDEX video_count_events_like_idx ON private.video_count_events USING btree (video_id, user_id) WHERE (likes <> 0);

COMMENT ON TABLE private.video_count_events IS 'Counted views (+1) and like rows added (+1) or removed (-1), waiting for fold_video_counts(); insert-only.';

-- ================================================================================================
-- Jobs (hosted Supabase: pg_cron; supabase/local folds on its own timer). `supabase db diff`
-- does not see cron jobs: a change here also needs a migration by hand.
-- ================================================================================================

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
