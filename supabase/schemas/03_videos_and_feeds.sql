-- Videos: the table and every rule a row must keep (checks, the triggers that normalise, moderate and
-- seal a row), who reads which videos (RLS, with what the viewer reported or blocked left out), and the
-- public feeds (get_public_videos, get_public_videos_page).
--
-- This file is part of LaughLoop's declarative schema (supabase/schemas/, Supabase's convention): the
-- database as it is now, one file per area, each rule once. Files run in name order on top of what
-- Supabase provides (auth, storage, roles). Migrations (supabase/migrations/) stay the deploy path;
-- tests/integration/db-declared-schema.test.ts proves they build exactly this. A change: edit here,
-- then write the migration (by hand, or `supabase db diff -f <name>`), run that test. supabase/DATABASE.md.

-- Bodies are checked when called, not here: a function may name a table declared further down.
set check_function_bodies = off;

-- ================================================================================================
-- Types
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.public_video
-- The row both feeds return (a named type, because the keyset function takes a parameter called
-- category and an OUT column of the same name would clash).

CREATE TYPE public.public_video AS (
	id text,
	title text,
	video_url text,
	thumbnail_url text,
	upload_time timestamp with time zone,
	created_at timestamp with time zone,
	views bigint,
	likes_count integer,
	challenge_tag text,
	category text,
	creator_hash text,
	is_boosted boolean,
	boost_until timestamp with time zone,
	promoted boolean
);

COMMENT ON TYPE public.public_video IS 'A video as public feeds show it: no user_id, creator_hash instead; promoted marks the first page''s promoted slot.';

-- ================================================================================================
-- Functions
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- private.videos_normalise
-- Normalises what clients send: trimmed title, server clock for created_at, an upload_time that is
-- never in the future. Privileged roles (service_role, migrations, seed) keep their timestamps.

CREATE FUNCTION private.videos_normalise() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.title := btrim(new.title);
  if tg_op = 'INSERT' and current_user in ('anon', 'authenticated') then
    new.created_at := now();
    new.upload_time := least(coalesce(new.upload_time, now()), now());
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.videos_normalise() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.creator_hash
-- No SET clause, so the planner can inline it into the feed queries (a function with SET is called
-- row by row); every name in it is schema-qualified or from pg_catalog, which is always searched first.

CREATE FUNCTION private.creator_hash(owner uuid) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select case when owner is null then null
              else left(encode(extensions.digest(owner::text, 'sha256'), 'hex'), 8) end
$$;

COMMENT ON FUNCTION private.creator_hash(owner uuid) IS 'Anonymised creator: first 8 hex chars of sha256(user id).';

REVOKE ALL ON FUNCTION private.creator_hash(owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.creator_hash(owner uuid) TO anon;
GRANT ALL ON FUNCTION private.creator_hash(owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.creator_hash(owner uuid) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.get_public_videos

CREATE FUNCTION public.get_public_videos(page_limit integer DEFAULT 12, page_offset integer DEFAULT 0) RETURNS SETOF public.public_video
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
declare
  lim integer := least(greatest(coalesce(page_limit, 12), 1), 100);
  skip integer := greatest(coalesce(page_offset, 0), 0);
  reported text[] := private.my_reported_video_ids();
  blocked uuid[] := private.my_blocked_user_ids();
  promoted_video text := case when lim > 1
    then private.promoted_for_viewer(private.promoted_video_id(), reported, blocked) end;
  organic text[];
begin
  -- An index-only walk of videos_feed_idx for the ids; feed_rows fetches the page's rows.
  select array_agg(page.id order by page.created_at desc, page.id desc) into organic
    from (
      select v.id, v.created_at from public.videos v
       where v.moderation_status = 'approved' and v.id is distinct from promoted_video
         and not (v.id = any (reported))
         and not coalesce(v.user_id = any (blocked), false)
       order by v.created_at desc, v.id desc
       limit lim - case when skip = 0 and promoted_video is not null then 1 else 0 end
      offset case when skip > 0 and promoted_video is not null then skip - 1 else skip end
    ) page;
  return query select * from private.feed_rows(organic, case when skip = 0 then promoted_video end);
end
$$;

COMMENT ON FUNCTION public.get_public_videos(page_limit integer, page_offset integer) IS 'Approved videos, newest first, offset paging; the first page has one promoted active boost at the 3rd place. Leaves out what the caller reported and the videos of members they blocked.';

REVOKE ALL ON FUNCTION public.get_public_videos(page_limit integer, page_offset integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.get_public_videos(page_limit integer, page_offset integer) TO anon;
GRANT ALL ON FUNCTION public.get_public_videos(page_limit integer, page_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.get_public_videos(page_limit integer, page_offset integer) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.get_public_videos_page
-- plpgsql with one static query per shape, so each keeps a plan that uses its index: a single query
-- with "category is null or ..." would plan generically and filter instead of seeking. A missing
-- cursor means the first page.

CREATE FUNCTION public.get_public_videos_page(page_limit integer DEFAULT 12, before_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, before_id text DEFAULT NULL::text, category text DEFAULT NULL::text, promoted_id text DEFAULT NULL::text) RETURNS SETOF public.public_video
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
declare
  lim integer := least(greatest(coalesce(page_limit, 12), 1), 100);
  first_page boolean := before_created_at is null;
  cursor_time timestamptz := coalesce(before_created_at, 'infinity'::timestamptz);
  cursor_id text := case when first_page then '' else coalesce(before_id, '') end;
  wanted_category text := get_public_videos_page.category;
  reported text[] := private.my_reported_video_ids();
  blocked uuid[] := private.my_blocked_user_ids();
  promoted_video text := case when first_page and lim > 1
    then private.promoted_for_viewer(private.promoted_video_id(wanted_category), reported, blocked) end;
  -- Later pages leave out the video the first page promoted (the caller hands its id back).
  excluded text := case when first_page then promoted_video else promoted_id end;
  organic_limit integer := lim - case when promoted_video is null then 0 else 1 end;
  organic text[];
begin
  if wanted_category is null then
    select array_agg(page.id order by page.created_at desc, page.id desc) into organic
      from (
        select v.id, v.created_at from public.videos v
         where v.moderation_status = 'approved'
           and (v.created_at, v.id) < (cursor_time, cursor_id)
           and v.id is distinct from excluded
           and not (v.id = any (reported))
           and not coalesce(v.user_id = any (blocked), false)
         order by v.created_at desc, v.id desc
         limit organic_limit
      ) page;
  else
    select array_agg(page.id order by page.created_at desc, page.id desc) into organic
      from (
        select v.id, v.created_at from public.videos v
         where v.moderation_status = 'approved'
           and v.category = wanted_category
           and (v.created_at, v.id) < (cursor_time, cursor_id)
           and v.id is distinct from excluded
           and not (v.id = any (reported))
           and not coalesce(v.user_id = any (blocked), false)
         order by v.created_at desc, v.id desc
         limit organic_limit
      ) page;
  end if;
  return query select * from private.feed_rows(organic, promoted_video);
end
$$;

COMMENT ON FUNCTION public.get_public_videos_page(page_limit integer, before_created_at timestamp with time zone, before_id text, category text, promoted_id text) IS 'Approved videos older than the (before_created_at, before_id) cursor, newest first; optional category. The first page has one promoted active boost at the 3rd place; later pages leave out promoted_id. The next cursor is the last row that is not promoted. Leaves out what the caller reported and the videos of members they blocked.';

REVOKE ALL ON FUNCTION public.get_public_videos_page(page_limit integer, before_created_at timestamp with time zone, before_id text, category text, promoted_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.get_public_videos_page(page_limit integer, before_created_at timestamp with time zone, before_id text, category text, promoted_id text) TO anon;
GRANT ALL ON FUNCTION public.get_public_videos_page(page_limit integer, before_created_at timestamp with time zone, before_id text, category text, promoted_id text) TO authenticated;
GRANT ALL ON FUNCTION public.get_public_videos_page(page_limit integer, before_created_at timestamp with time zone, before_id text, category text, promoted_id text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.audit_moderation
-- Records moderation decisions. tg_argv[0] names the status column of the table it is attached to
-- (videos.moderation_status, video_reports.status); rows are read as jsonb so one body serves both.
-- A change made by a moderator (or service_role code) names them; one made by a rule (the 3rd report)
-- names nobody and says automatic; a video's row carries its moderation_reason.

CREATE FUNCTION private.audit_moderation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  status_column text := tg_argv[0];
  new_status text := to_jsonb(new) ->> status_column;
  by_moderator boolean := auth.role() = 'service_role' or coalesce(private.is_moderator(), false);
  recorded jsonb;
begin
  if new_status is distinct from to_jsonb(old) ->> status_column then
    recorded := jsonb_build_object(status_column, new_status);
    if to_jsonb(new) ? 'moderation_reason' then
      recorded := recorded || jsonb_build_object('moderation_reason', to_jsonb(new) -> 'moderation_reason');
    end if;
    if not by_moderator then
      recorded := recorded || jsonb_build_object('automatic', true);
    end if;
    insert into public.admin_audit_log (admin_user_id, action, table_name, record_id, new_values)
    values (case when by_moderator then auth.uid() end, 'MODERATE', tg_table_name,
            to_jsonb(new) ->> 'id', recorded);
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.audit_moderation() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.videos_keep_challenge_tags_only
-- Installed apps still running an older build (and outbox items they queued) send the category in
-- challenge_tag; refusing those would lose a creator's submission for a label. Anything that is
-- not a challenge tag is stored as null instead, so the constraint above never has to refuse.

CREATE FUNCTION private.videos_keep_challenge_tags_only() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.challenge_tag is not null
     and new.challenge_tag not in ('Weekly Challenge #1', 'Weekly Challenge #2', 'Weekly Challenge #3') then
    new.challenge_tag := null;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.videos_keep_challenge_tags_only() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.videos_moderate

CREATE FUNCTION private.videos_moderate() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  checked record;
  held_reason text;
  trim_chars constant text := E' \t\r\n\f\v';
begin
  if not private.is_member_request() then
    return new;
  end if;
  new.video_url := btrim(new.video_url, trim_chars);
  new.thumbnail_url := nullif(btrim(new.thumbnail_url, trim_chars), '');

  if tg_op = 'INSERT' or new.title is distinct from old.title then
    select * into checked from private.moderate_title(new.title);
    if checked.verdict = 'refused' then
      raise exception using errcode = '23514', message = checked.reason, detail = 'content_policy';
    end if;
    held_reason := case when checked.verdict = 'pending' then checked.reason end;
  end if;
  if tg_op = 'INSERT' or new.video_url is distinct from old.video_url then
    select * into checked from private.moderate_url(new.video_url, new.user_id, 'video');
    if checked.verdict = 'refused' then
      raise exception using errcode = '23514', message = checked.reason, detail = 'content_policy';
    end if;
    held_reason := coalesce(held_reason, case when checked.verdict = 'pending' then checked.reason end);
  end if;
  if new.thumbnail_url is not null
     and (tg_op = 'INSERT' or new.thumbnail_url is distinct from old.thumbnail_url) then
    select * into checked from private.moderate_url(new.thumbnail_url, new.user_id, 'thumbnail');
    if checked.verdict = 'refused' then
      raise exception using errcode = '23514', message = checked.reason, detail = 'content_policy';
    end if;
    held_reason := coalesce(held_reason, case when checked.verdict = 'pending' then checked.reason end);
  end if;

  if tg_op = 'INSERT' then
    new.moderation_status := case when held_reason is null then 'approved' else 'pending' end;
  elsif old.moderation_status = 'approved' and held_reason is not null then
    new.moderation_status := 'pending';
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.videos_moderate() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.my_reported_video_ids
-- The videos the caller reported: hidden from them for good, whatever the review decides.

CREATE FUNCTION private.my_reported_video_ids() RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select coalesce(array_agg(r.video_id), '{}')
      from public.video_reports r
     where r.reporter_id = (select auth.uid()));
end
$$;

COMMENT ON FUNCTION private.my_reported_video_ids() IS 'Ids of the videos the caller reported (empty when signed out).';

REVOKE ALL ON FUNCTION private.my_reported_video_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.my_reported_video_ids() TO anon;
GRANT ALL ON FUNCTION private.my_reported_video_ids() TO authenticated;
GRANT ALL ON FUNCTION private.my_reported_video_ids() TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.my_blocked_user_ids
-- The members the caller blocked.

CREATE FUNCTION private.my_blocked_user_ids() RETURNS uuid[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select coalesce(array_agg(b.blocked_id), '{}')
      from public.user_blocks b
     where b.blocker_id = (select auth.uid()));
end
$$;

COMMENT ON FUNCTION private.my_blocked_user_ids() IS 'Ids of the members the caller blocked (empty when signed out).';

REVOKE ALL ON FUNCTION private.my_blocked_user_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.my_blocked_user_ids() TO anon;
GRANT ALL ON FUNCTION private.my_blocked_user_ids() TO authenticated;
GRANT ALL ON FUNCTION private.my_blocked_user_ids() TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.refuse_banned_uploads
-- A banned member's new video, by any path (REST insert, RPC, function, service role).

CREATE FUNCTION private.refuse_banned_uploads() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.user_id is not null and private.is_banned(new.user_id) then
    raise exception 'Your account is suspended: you cannot upload videos.' using errcode = '42501';
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.refuse_banned_uploads() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.videos_seal_closed_entries
-- The video of an entry in an ended challenge keeps its file and its challenge tag. Runs after
-- videos_keep_challenge_tags_only and videos_normalise (triggers fire in name order), so it compares
-- what would be stored.

CREATE FUNCTION private.videos_seal_closed_entries() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.video_url is distinct from old.video_url or new.challenge_tag is distinct from old.challenge_tag)
     and exists (select 1
                   from public.challenge_entries e
                   join public.challenges c on c.id = e.challenge_id
                  where e.video_id = old.id and c.end_date < now()) then
    raise exception 'This video is an entry of a challenge that has ended: its video and challenge tag can no longer change.'
      using errcode = '42501';
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.videos_seal_closed_entries() FROM PUBLIC;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.videos

CREATE TABLE public.videos (
    id text NOT NULL,
    title text NOT NULL,
    video_url text NOT NULL,
    thumbnail_url text,
    user_id uuid,
    source text DEFAULT 'upload'::text NOT NULL,
    platform text,
    external_id text,
    upload_time timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    views bigint DEFAULT 0 NOT NULL,
    likes_count integer DEFAULT 0 NOT NULL,
    challenge_tag text,
    category text DEFAULT 'comedy'::text NOT NULL,
    allow_comments boolean DEFAULT true NOT NULL,
    email_notifications boolean DEFAULT true NOT NULL,
    duration_seconds numeric(6,2),
    file_size bigint,
    mime_type text,
    is_boosted boolean DEFAULT false NOT NULL,
    boost_until timestamp with time zone,
    moderation_status text DEFAULT 'approved'::text NOT NULL,
    moderation_reason text,
    CONSTRAINT videos_boost_consistent CHECK (((NOT is_boosted) OR (boost_until IS NOT NULL))),
    CONSTRAINT videos_category_valid CHECK ((category = ANY (ARRAY['comedy'::text, 'animals'::text, 'fails'::text, 'dance'::text, 'sports'::text, 'music'::text, 'pranks'::text, 'lifestyle'::text]))),
    CONSTRAINT videos_challenge_tag_valid CHECK (((challenge_tag IS NULL) OR (challenge_tag = ANY (ARRAY['Weekly Challenge #1'::text, 'Weekly Challenge #2'::text, 'Weekly Challenge #3'::text])))),
    CONSTRAINT videos_duration_valid CHECK (((duration_seconds > (0)::numeric) AND (duration_seconds <= (300)::numeric))),
    CONSTRAINT videos_external_id_valid CHECK ((external_id ~ '^[A-Za-z0-9_-]{1,64}$'::text)),
    CONSTRAINT videos_file_size_valid CHECK (((file_size > 0) AND (file_size <= 104857600))),
    CONSTRAINT videos_id_valid CHECK ((id ~ '^[A-Za-z0-9_-]{6,64}$'::text)),
    CONSTRAINT videos_likes_count_valid CHECK ((likes_count >= 0)),
    CONSTRAINT videos_mime_type_valid CHECK ((mime_type ~ '^video/(mp4|webm|quicktime|x-msvideo|x-matroska)(;[ A-Za-z0-9=.,"_-]{0,80})?$'::text)),
    CONSTRAINT videos_moderation_reason_valid CHECK (((moderation_reason IS NULL) OR private.is_clean_text(moderation_reason, 500))),
    CONSTRAINT videos_moderation_status_valid CHECK ((moderation_status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))),
    CONSTRAINT videos_owner_or_sample CHECK (((user_id IS NOT NULL) OR (video_url ~~ '/samples/%'::text))),
    CONSTRAINT videos_platform_valid CHECK ((platform = ANY (ARRAY['youtube'::text, 'tiktok'::text, 'instagram'::text, 'facebook'::text, 'twitter'::text, 'vimeo'::text]))),
    CONSTRAINT videos_source_valid CHECK ((source = ANY (ARRAY['recording'::text, 'upload'::text, 'url'::text]))),
    CONSTRAINT videos_thumbnail_url_valid CHECK (((thumbnail_url IS NULL) OR private.is_media_url(thumbnail_url, true))),
    CONSTRAINT videos_title_valid CHECK (private.is_clean_text(title, 100)),
    CONSTRAINT videos_video_url_valid CHECK (private.is_media_url(video_url, true)),
    CONSTRAINT videos_views_valid CHECK ((views >= 0)),
    CONSTRAINT videos_pkey PRIMARY KEY (id),
    CONSTRAINT videos_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX videos_active_boost_idx ON public.videos USING btree (boost_until) WHERE (is_boosted AND (moderation_status = 'approved'::text));

CREATE INDEX videos_category_feed_idx ON public.videos USING btree (category, created_at DESC, id DESC) INCLUDE (user_id) WHERE (moderation_status = 'approved'::text);

CREATE INDEX videos_feed_idx ON public.videos USING btree (created_at DESC, id DESC) INCLUDE (user_id) WHERE (moderation_status = 'approved'::text);

CREATE INDEX videos_pending_idx ON public.videos USING btree (created_at) WHERE (moderation_status = 'pending'::text);

CREATE INDEX videos_user_id_idx ON public.videos USING btree (user_id, created_at DESC);

COMMENT ON TABLE public.videos IS 'Community videos; id is client-generated for idempotent retries.';

COMMENT ON COLUMN public.videos.external_id IS 'Platform id parsed from a pasted URL (YouTube, TikTok, Instagram ...).';

COMMENT ON COLUMN public.videos.is_boosted IS 'Boosted only while boost_until > now(); set by public.activate_boost().';

COMMENT ON COLUMN public.videos.moderation_reason IS 'Why a moderator removed the video (shown to its creator with ''Policy Violation''); null otherwise.';

ALTER TABLE public.videos ENABLE ROW LEVEL SECURITY;

CREATE POLICY "videos: owners delete their videos" ON public.videos FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "videos: owners edit their videos" ON public.videos FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "videos: users add their own fresh videos" ON public.videos FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (views = 0) AND (likes_count = 0) AND (NOT is_boosted) AND (boost_until IS NULL) AND (moderation_status = ANY (ARRAY['approved'::text, 'pending'::text]))));

CREATE POLICY "videos: users read approved ones they did not report or block, " ON public.videos FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin) OR ((moderation_status = 'approved'::text) AND (NOT (id = ANY (( SELECT private.my_reported_video_ids() AS my_reported_video_ids)::text[]))) AND (NOT COALESCE((user_id = ANY (( SELECT private.my_blocked_user_ids() AS my_blocked_user_ids)::uuid[])), false)))));

CREATE POLICY "videos: visitors read approved videos" ON public.videos FOR SELECT TO anon USING ((moderation_status = 'approved'::text));

CREATE TRIGGER videos_audit_moderation AFTER UPDATE OF moderation_status ON public.videos FOR EACH ROW EXECUTE FUNCTION private.audit_moderation('moderation_status');

CREATE TRIGGER videos_keep_challenge_tags_only BEFORE INSERT OR UPDATE OF challenge_tag ON public.videos FOR EACH ROW EXECUTE FUNCTION private.videos_keep_challenge_tags_only();

CREATE TRIGGER videos_moderate BEFORE INSERT OR UPDATE OF title, video_url, thumbnail_url ON public.videos FOR EACH ROW EXECUTE FUNCTION private.videos_moderate();

-- The title is the only thing videos_normalise changes on an update: it runs when one is set.
CREATE TRIGGER videos_normalise BEFORE INSERT OR UPDATE OF title ON public.videos FOR EACH ROW EXECUTE FUNCTION private.videos_normalise();

CREATE TRIGGER videos_refuse_banned BEFORE INSERT ON public.videos FOR EACH ROW EXECUTE FUNCTION private.refuse_banned_uploads();

CREATE TRIGGER videos_seal_closed_entries BEFORE UPDATE OF video_url, challenge_tag ON public.videos FOR EACH ROW EXECUTE FUNCTION private.videos_seal_closed_entries();

-- updated_at means edited: folding views and likes into the row (every second for a viral video)
-- is not an edit. Anything else changed, updated_at included, gets the server's clock.
CREATE TRIGGER videos_set_updated_at BEFORE UPDATE ON public.videos FOR EACH ROW WHEN (((to_jsonb(old.*) - '{views,likes_count}'::text[]) IS DISTINCT FROM (to_jsonb(new.*) - '{views,likes_count}'::text[]))) EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.videos FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.videos TO service_role;
GRANT SELECT ON TABLE public.videos TO anon;
GRANT SELECT,DELETE ON TABLE public.videos TO authenticated;

GRANT INSERT(id) ON TABLE public.videos TO authenticated;

GRANT INSERT(title),UPDATE(title) ON TABLE public.videos TO authenticated;

GRANT INSERT(video_url),UPDATE(video_url) ON TABLE public.videos TO authenticated;

GRANT INSERT(thumbnail_url),UPDATE(thumbnail_url) ON TABLE public.videos TO authenticated;

GRANT INSERT(user_id) ON TABLE public.videos TO authenticated;

GRANT INSERT(source) ON TABLE public.videos TO authenticated;

GRANT INSERT(platform) ON TABLE public.videos TO authenticated;

GRANT INSERT(external_id) ON TABLE public.videos TO authenticated;

GRANT INSERT(upload_time) ON TABLE public.videos TO authenticated;

GRANT UPDATE(updated_at) ON TABLE public.videos TO authenticated;

GRANT INSERT(views) ON TABLE public.videos TO authenticated;

GRANT INSERT(likes_count) ON TABLE public.videos TO authenticated;

GRANT INSERT(challenge_tag),UPDATE(challenge_tag) ON TABLE public.videos TO authenticated;

GRANT INSERT(category),UPDATE(category) ON TABLE public.videos TO authenticated;

GRANT INSERT(allow_comments) ON TABLE public.videos TO authenticated;

GRANT INSERT(email_notifications) ON TABLE public.videos TO authenticated;

GRANT INSERT(duration_seconds) ON TABLE public.videos TO authenticated;

GRANT INSERT(file_size) ON TABLE public.videos TO authenticated;

GRANT INSERT(mime_type) ON TABLE public.videos TO authenticated;
