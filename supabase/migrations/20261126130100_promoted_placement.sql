-- Promoted placement (issue 15 item 4; part 2 §4 Boosted; design §3.5): a boosted video gets a
-- place on the first page of home, Latest and Shorts, decided here so every client shows the same.
--   * One promoted slot per first page, the 3rd row (after two organic rows, so the newest videos
--     still open the list). Its row has promoted = true (a new attribute of public_video; organic rows
--     say false), is labelled like every boosted video, and is left out of the organic rows, so it is
--     shown once.
--   * Which boost: one of the active boosts (is_boosted, boost_until > now(), approved; of the
--     category when the page is filtered), rotating every minute: the active boosts ordered by id,
--     the one at (minutes since the epoch) mod (their count). Every active boost gets an equal share
--     of first pages, everyone sees the same one within a minute (the service worker and early-fetch
--     caches stay coherent), and the home list's 15 s refresh moves to the next one within a minute.
--   * get_public_videos (offset, the spec's call; home 12, shorts 50, latest 20): the page at offset
--     0 has the promoted row plus page_limit - 1 organic rows; a page at offset N > 0 continues the
--     organic order at N - 1 (one place went to the promoted row), without it. Exact while the same
--     boost is promoted; offset paging was never exact across inserts anyway.
--   * get_public_videos_page (keyset): the first page (no cursor) has the promoted row; the cursor of
--     the next page is the last organic row (never the promoted one), and later pages take its id
--     back as promoted_id and leave it out, so paging stays exact (every approved video once, no
--     gaps) even when the rotation moves on between pages.
--   * A one-row page (page_limit 1) is all organic: it has no room beside the promoted row, and a
--     keyset page without an organic row would have no cursor.
-- Views of promoted placements earn nothing (record_earning refuses metadata.placement 'boosted').

alter type public.public_video add attribute promoted boolean;
comment on type public.public_video is
  'A video as public feeds show it: no user_id, creator_hash instead; promoted marks the first page''s promoted slot.';

-- Active boosts are few; the rotation reads them through this index instead of scanning the feed.
create index videos_active_boost_idx on public.videos (boost_until)
  where is_boosted and moderation_status = 'approved';

create or replace function private.promoted_video_id(p_category text default null, p_rotation bigint default null)
returns text
language sql
stable
set search_path = ''
as $$
  select active.id
    from (
      select v.id, row_number() over (order by v.id) - 1 as n, count(*) over () as total
        from public.videos v
       where v.is_boosted and v.boost_until > now() and v.moderation_status = 'approved'
         and (p_category is null or v.category = p_category)
    ) active
   where active.n = mod(mod(coalesce(p_rotation, floor(extract(epoch from now()) / 60)::bigint), active.total)
                        + active.total, active.total)
$$;
comment on function private.promoted_video_id(text, bigint) is
  'The active boost promoted now (rotation = minutes since the epoch unless given), optionally of one category.';
revoke execute on function private.promoted_video_id(text, bigint) from public;

-- The page as feeds return it: the organic ids in order, the promoted one (if any) at the 3rd place
-- (or last, on a shorter page). Full rows are fetched for the page alone, one primary-key lookup
-- each ("offset 0" keeps the lateral lookup a per-row probe). No SET clause, so it can be inlined;
-- every name is schema-qualified or from pg_catalog.
create or replace function private.feed_rows(p_organic text[], p_promoted text)
returns setof public.public_video
language sql
stable
as $$
  select p.id, p.title, p.video_url, p.thumbnail_url, p.upload_time, p.created_at, p.views,
         p.likes_count, p.challenge_tag, p.category, private.creator_hash(p.user_id),
         p.is_boosted and coalesce(p.boost_until > now(), false), p.boost_until, page.promoted
    from (
      select u.id, u.ord * 2 as pos, false as promoted
        from unnest(p_organic) with ordinality as u (id, ord)
      union all
      select p_promoted, least(3, coalesce(cardinality(p_organic), 0) + 1) * 2 - 1, true
       where p_promoted is not null
    ) page
    cross join lateral (select full_row.* from public.videos full_row where full_row.id = page.id offset 0) p
   order by page.pos
$$;
revoke execute on function private.feed_rows(text[], text) from public;

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
  promoted_video text := case when lim > 1 then private.promoted_video_id() end;
  organic text[];
begin
  -- An index-only walk of videos_feed_idx for the ids; feed_rows fetches the page's rows.
  select array_agg(page.id order by page.created_at desc, page.id desc) into organic
    from (
      select v.id, v.created_at from public.videos v
       where v.moderation_status = 'approved' and v.id is distinct from promoted_video
       order by v.created_at desc, v.id desc
       limit lim - case when skip = 0 and promoted_video is not null then 1 else 0 end
      offset case when skip > 0 and promoted_video is not null then skip - 1 else skip end
    ) page;
  return query select * from private.feed_rows(organic, case when skip = 0 then promoted_video end);
end
$$;
comment on function public.get_public_videos(integer, integer) is
  'Approved videos, newest first, offset paging; the first page has one promoted active boost at the 3rd place.';

-- The new promoted_id argument changes the signature: drop the old one rather than leave an
-- overload (PostgREST cannot choose between functions that differ by a defaulted argument).
drop function public.get_public_videos_page(integer, timestamptz, text, text);

-- plpgsql with one static query per shape, so each keeps a plan that uses its index (see the
-- original in 20261122100700_video_feed.sql). A missing cursor means the first page.
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
  promoted_video text := case when first_page and lim > 1 then private.promoted_video_id(wanted_category) end;
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
         order by v.created_at desc, v.id desc
         limit organic_limit
      ) page;
  end if;
  return query select * from private.feed_rows(organic, promoted_video);
end
$$;
comment on function public.get_public_videos_page(integer, timestamptz, text, text, text) is
  'Approved videos older than the (before_created_at, before_id) cursor, newest first; optional category. The first page has one promoted active boost at the 3rd place; later pages leave out promoted_id. The next cursor is the last row that is not promoted.';

revoke execute on function
  public.get_public_videos(integer, integer),
  public.get_public_videos_page(integer, timestamptz, text, text, text)
from public;
grant execute on function
  public.get_public_videos(integer, integer),
  public.get_public_videos_page(integer, timestamptz, text, text, text)
to anon, authenticated, service_role;
