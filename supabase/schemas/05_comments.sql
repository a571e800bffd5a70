-- Comments: post_comment (also replayed from the outbox), the read functions, who may comment and how
-- often.
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
-- private.limit_comment_rate

CREATE FUNCTION private.limit_comment_rate() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Members are limited, in what they write themselves; the service role, seeds and imports are not.
  if (select auth.uid()) is distinct from new.user_id then
    return new;
  end if;
  -- A replay of a stored comment (same id) is not a new comment.
  if exists (select 1 from public.video_comments c where c.id = new.id) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('video_comments:' || new.user_id::text, 0));
  if (select count(*) from public.video_comments c
       where c.user_id = new.user_id and c.created_at > now() - interval '1 minute') >= 5 then
    raise exception 'You are commenting too fast. Please wait a minute and try again.'
      using errcode = 'PT429';
  end if;
  if (select count(*) from public.video_comments c
       where c.user_id = new.user_id and c.created_at > now() - interval '1 day') >= 200 then
    raise exception 'You have reached today''s comment limit. Please try again tomorrow.'
      using errcode = 'PT429';
  end if;
  return new;
end
$$;

COMMENT ON FUNCTION private.limit_comment_rate() IS 'Before insert on video_comments: at most 5 a minute and 200 a day per author (PT429).';

REVOKE ALL ON FUNCTION private.limit_comment_rate() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.post_comment

CREATE FUNCTION public.post_comment(p_id uuid, p_video_id text, p_body text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  stored public.video_comments;
  comments_on boolean;
begin
  if caller is null then
    raise exception 'Please sign in to comment.' using errcode = '42501';
  end if;
  if p_id is null then
    raise exception 'p_id is required.' using errcode = '22023';
  end if;
  select * into stored from public.video_comments c where c.id = p_id;
  if found then
    if stored.user_id <> caller then
      raise exception 'Comment id already used.' using errcode = '23505';
    end if;
  else
    if not coalesce(private.is_clean_text(p_body, 1000), false) then
      raise exception 'Comments must be 1 to 1000 characters, without markup.' using errcode = '22023';
    end if;
    select v.allow_comments into comments_on from public.videos v
     where v.id = p_video_id and (v.moderation_status = 'approved' or v.user_id = caller);
    if comments_on is null then
      raise exception 'Video not found' using errcode = 'P0001';
    end if;
    if not comments_on then
      raise exception 'Comments are turned off for this video.' using errcode = 'P0001';
    end if;
    -- Two sends of the same comment at once (a retry while the first is still in flight): the
    -- second finds the first's row instead of failing.
    insert into public.video_comments (id, video_id, user_id, body)
    values (p_id, p_video_id, caller, btrim(p_body))
    on conflict (id) do nothing
    returning * into stored;
    if not found then
      select * into stored from public.video_comments c where c.id = p_id;
      if stored.user_id is distinct from caller then
        raise exception 'Comment id already used.' using errcode = '23505';
      end if;
    end if;
  end if;
  return jsonb_build_object(
    'id', stored.id,
    'video_id', stored.video_id,
    'user_id', stored.user_id,
    'body', stored.body,
    'created_at', stored.created_at,
    'author_name', private.member_display_name(stored.user_id)
  );
end
$$;

COMMENT ON FUNCTION public.post_comment(p_id uuid, p_video_id text, p_body text) IS 'Posts the caller''s comment with the client''s id (a replay returns the stored one).';

REVOKE ALL ON FUNCTION public.post_comment(p_id uuid, p_video_id text, p_body text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.post_comment(p_id uuid, p_video_id text, p_body text) TO service_role;
GRANT ALL ON FUNCTION public.post_comment(p_id uuid, p_video_id text, p_body text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.get_video_comments

CREATE FUNCTION public.get_video_comments(p_video_id text, p_before timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, video_id text, user_id uuid, body text, created_at timestamp with time zone, author_name text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  return query select c.id, c.video_id, c.user_id, c.body, c.created_at, private.member_display_name(c.user_id)
      from public.video_comments c
      join public.videos v on v.id = c.video_id
     where c.video_id = p_video_id
       and v.allow_comments
       and (v.moderation_status = 'approved' or v.user_id = (select auth.uid()))
       and not exists (select 1 from public.video_reports r
                        where r.reporter_id = (select auth.uid()) and r.video_id = p_video_id)
       and not exists (select 1 from public.user_blocks b
                        where b.blocker_id = (select auth.uid()) and b.blocked_id in (v.user_id, c.user_id))
       and (p_before is null
            or c.created_at < p_before
            or (c.created_at = p_before and p_before_id is not null and c.id < p_before_id))
     order by c.created_at desc, c.id desc
     limit least(greatest(coalesce(p_limit, 20), 1), 50);
end
$$;

COMMENT ON FUNCTION public.get_video_comments(p_video_id text, p_before timestamp with time zone, p_before_id uuid, p_limit integer) IS 'A page of a video''s comments, newest first (keyset: before created_at/id), with author names; nothing the caller reported or blocked.';

REVOKE ALL ON FUNCTION public.get_video_comments(p_video_id text, p_before timestamp with time zone, p_before_id uuid, p_limit integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.get_video_comments(p_video_id text, p_before timestamp with time zone, p_before_id uuid, p_limit integer) TO anon;
GRANT ALL ON FUNCTION public.get_video_comments(p_video_id text, p_before timestamp with time zone, p_before_id uuid, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.get_video_comments(p_video_id text, p_before timestamp with time zone, p_before_id uuid, p_limit integer) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.get_comment_summary
-- What the Comments button needs before the sheet opens: whether the video takes comments (the
-- button is hidden when not) and how many it has. Counted, never stored on the videos row.

CREATE FUNCTION public.get_comment_summary(p_video_id text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (with target as (
      select v.allow_comments as allowed from public.videos v
       where v.id = p_video_id
         and (v.moderation_status = 'approved' or v.user_id = (select auth.uid()))
         and not exists (select 1 from public.video_reports r
                          where r.reporter_id = (select auth.uid()) and r.video_id = p_video_id)
         and not exists (select 1 from public.user_blocks b
                          where b.blocker_id = (select auth.uid()) and b.blocked_id = v.user_id)
    )
    select jsonb_build_object(
      'allowed', coalesce((select allowed from target), false),
      'count', case when coalesce((select allowed from target), false)
                    then (select count(*) from public.video_comments c
                           where c.video_id = p_video_id
                             and not exists (select 1 from public.user_blocks b
                                              where b.blocker_id = (select auth.uid()) and b.blocked_id = c.user_id))
                    else 0 end
    ));
end
$$;

COMMENT ON FUNCTION public.get_comment_summary(p_video_id text) IS 'Whether a visible video takes comments and how many it has (less the comments of members the caller blocked): {allowed, count}.';

REVOKE ALL ON FUNCTION public.get_comment_summary(p_video_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.get_comment_summary(p_video_id text) TO anon;
GRANT ALL ON FUNCTION public.get_comment_summary(p_video_id text) TO authenticated;
GRANT ALL ON FUNCTION public.get_comment_summary(p_video_id text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.check_comment_author
-- Runs before video_comments_limit_rate (triggers fire by name), so a refused comment never
-- counts towards the author's rate.

CREATE FUNCTION private.check_comment_author() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.is_banned(new.user_id) then
    raise exception 'Your account is suspended: you cannot comment.' using errcode = '42501';
  end if;
  if exists (select 1 from public.videos v
               join public.user_blocks b on b.blocker_id = v.user_id
              where v.id = new.video_id and b.blocked_id = new.user_id) then
    raise exception 'You cannot comment on this video.' using errcode = '42501';
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.check_comment_author() FROM PUBLIC;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.video_comments

CREATE TABLE public.video_comments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    video_id text NOT NULL,
    user_id uuid NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT video_comments_body_valid CHECK (private.is_clean_text(body, 1000)),
    CONSTRAINT video_comments_pkey PRIMARY KEY (id),
    CONSTRAINT video_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT video_comments_video_id_fkey FOREIGN KEY (video_id) REFERENCES public.videos(id) ON DELETE CASCADE
);

CREATE INDEX video_comments_user_id_idx ON public.video_comments USING btree (user_id);

CREATE INDEX video_comments_video_id_idx ON public.video_comments USING btree (video_id, created_at DESC);

COMMENT ON TABLE public.video_comments IS 'Comments on videos; readable wherever the video is public.';

ALTER TABLE public.video_comments ENABLE ROW LEVEL SECURITY;

CREATE POLICY "video_comments: authors and admins delete" ON public.video_comments FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "video_comments: authors read their own" ON public.video_comments FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "video_comments: everyone reads comments of visible videos, bloc" ON public.video_comments FOR SELECT TO anon, authenticated USING (((EXISTS ( SELECT 1
   FROM public.videos v
  WHERE ((v.id = video_comments.video_id) AND (v.moderation_status = 'approved'::text)))) AND (NOT (user_id = ANY (( SELECT private.my_blocked_user_ids() AS my_blocked_user_ids)::uuid[])))));

CREATE POLICY "video_comments: users comment as themselves where comments are " ON public.video_comments FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.videos v
  WHERE ((v.id = video_comments.video_id) AND v.allow_comments AND (v.moderation_status = 'approved'::text))))));

CREATE TRIGGER video_comments_audit AFTER DELETE ON public.video_comments FOR EACH ROW EXECUTE FUNCTION private.audit_admin_write();

CREATE TRIGGER video_comments_check_author BEFORE INSERT ON public.video_comments FOR EACH ROW EXECUTE FUNCTION private.check_comment_author();

CREATE TRIGGER video_comments_limit_rate BEFORE INSERT ON public.video_comments FOR EACH ROW EXECUTE FUNCTION private.limit_comment_rate();

CREATE TRIGGER video_comments_set_updated_at BEFORE UPDATE ON public.video_comments FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.video_comments FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.video_comments TO service_role;
GRANT SELECT ON TABLE public.video_comments TO anon;
GRANT SELECT,DELETE ON TABLE public.video_comments TO authenticated;

GRANT INSERT(video_id) ON TABLE public.video_comments TO authenticated;

GRANT INSERT(user_id) ON TABLE public.video_comments TO authenticated;

GRANT INSERT(body) ON TABLE public.video_comments TO authenticated;
