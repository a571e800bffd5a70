-- Issue 34 §2 and §3, design §3.20: what a signed-in member reported or blocked is left out by the
-- server, in every read of videos and comments, not only by the app.
--   * Feeds (get_public_videos, get_public_videos_page): the caller's reported videos and the
--     videos of members they blocked are left out, the promoted slot included (it stays empty
--     rather than promote a hidden video). The two lists are read once per call into arrays (a few
--     ids; empty for visitors, so the signed-out feed costs what it did).
--   * The feed indexes carry user_id (INCLUDE), so leaving out blocked uploaders keeps the walk an
--     index-only scan.
--   * The videos table (a video's page, a shared link, winners' thumbnails): RLS leaves them out
--     for the member too; their own videos, and everything for admins, as before.
--   * Comments: get_video_comments and get_comment_summary answer nothing for a video hidden from
--     the caller and leave out the comments of members they blocked; the video_comments policy
--     does the same for direct reads (its videos subquery already runs under the videos policy).
-- Definitions start from their latest versions (20261126130100_promoted_placement.sql,
-- 20261126090000_comment_posting.sql, 20261122100600_videos.sql, 20261122100900_video_comments.sql).

drop index if exists public.videos_feed_idx;
create index videos_feed_idx on public.videos (created_at desc, id desc) include (user_id)
  where moderation_status = 'approved';
drop index if exists public.videos_category_feed_idx;
create index videos_category_feed_idx on public.videos (category, created_at desc, id desc) include (user_id)
  where moderation_status = 'approved';

-- The promoted video unless the caller reported it or blocked its uploader (then no promotion).
create or replace function private.promoted_for_viewer(p_video_id text, p_reported text[], p_blocked uuid[])
returns text
language sql
stable
set search_path = ''
as $$
  select p_video_id
   where p_video_id is not null
     and not (p_video_id = any (p_reported))
     and not exists (select 1 from public.videos v where v.id = p_video_id and v.user_id = any (p_blocked))
$$;
revoke execute on function private.promoted_for_viewer(text, text[], uuid[]) from public;

create or replace function public.get_public_videos(page_limit integer default 12, page_offset integer default 0)
returns setof public.public_video
language plpgsql
stable
security definer
set search_path = ''
-- See 20261122100700_video_feed.sql: the planner's row estimates would otherwise trigger JIT.
set jit = off
as $$
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
comment on function public.get_public_videos(integer, integer) is
  'Approved videos, newest first, offset paging; the first page has one promoted active boost at the 3rd place. Leaves out what the caller reported and the videos of members they blocked.';

create or replace function public.get_public_videos_page(
  page_limit integer default 12,
  before_created_at timestamptz default null,
  before_id text default null,
  category text default null,
  promoted_id text default null
)
returns setof public.public_video
language plpgsql
stable
security definer
set search_path = ''
set jit = off
as $$
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
comment on function public.get_public_videos_page(integer, timestamptz, text, text, text) is
  'Approved videos older than the (before_created_at, before_id) cursor, newest first; optional category. The first page has one promoted active boost at the 3rd place; later pages leave out promoted_id. The next cursor is the last row that is not promoted. Leaves out what the caller reported and the videos of members they blocked.';

drop policy "videos: users read approved and their own, admins read all" on public.videos;
create policy "videos: users read approved ones they did not report or block, their own, admins all"
  on public.videos for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_admin())
    or (
      moderation_status = 'approved'
      and not (id = any ((select private.my_reported_video_ids())::text[]))
      and not coalesce(user_id = any ((select private.my_blocked_user_ids())::uuid[]), false)
    )
  );

drop policy "video_comments: everyone reads comments of approved videos" on public.video_comments;
create policy "video_comments: everyone reads comments of visible videos, blocked authors aside"
  on public.video_comments for select to anon, authenticated
  using (
    exists (select 1 from public.videos v where v.id = video_id and v.moderation_status = 'approved')
    and not (user_id = any ((select private.my_blocked_user_ids())::uuid[]))
  );

create or replace function public.get_video_comments(
  p_video_id text,
  p_before timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid,
  video_id text,
  user_id uuid,
  body text,
  created_at timestamptz,
  author_name text
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.video_id, c.user_id, c.body, c.created_at, private.member_display_name(c.user_id)
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
   limit least(greatest(coalesce(p_limit, 20), 1), 50)
$$;
comment on function public.get_video_comments(text, timestamptz, uuid, integer) is
  'A page of a video''s comments, newest first (keyset: before created_at/id), with author names; nothing the caller reported or blocked.';

create or replace function public.get_comment_summary(p_video_id text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with target as (
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
  )
$$;
comment on function public.get_comment_summary(text) is
  'Whether a visible video takes comments and how many it has (less the comments of members the caller blocked): {allowed, count}.';
