-- Public video feeds (part 2 §7 get_public_videos; anchors B5 keyset pagination).
--   * get_public_videos(page_limit, page_offset): the call the spec makes (12 home, 50 shorts, 20
--     latest). Offset paging costs grow with depth; kept for the spec's first pages.
--   * get_public_videos_page(page_limit, before_created_at, before_id, category): keyset paging for
--     infinite feeds; the cursor is the (created_at, id) of the last row shown. Served by
--     videos_feed_idx / videos_category_feed_idx at any depth.
-- Both are STABLE (callable with GET /rest/v1/rpc/...), SECURITY DEFINER so they can read approved
-- rows without exposing user_id: the creator appears only as creator_hash, the first 8 hex
-- characters of sha256(user_id). is_boosted is the effective state: true only while boost_until is
-- in the future. page_limit is clamped to 1..100.

-- No SET clause, so the planner can inline it into the feed queries (a function with SET is called
-- row by row); every name in it is schema-qualified or from pg_catalog, which is always searched first.
create or replace function private.creator_hash(owner uuid)
returns text
language sql
immutable
parallel safe
as $$
  select case when owner is null then null
              else left(encode(extensions.digest(owner::text, 'sha256'), 'hex'), 8) end
$$;
comment on function private.creator_hash(uuid) is 'Anonymised creator: first 8 hex chars of sha256(user id).';
revoke execute on function private.creator_hash(uuid) from public;
grant execute on function private.creator_hash(uuid) to anon, authenticated, service_role;

-- The row both feeds return (a named type, because the keyset function takes a parameter called
-- category and an OUT column of the same name would clash).
create type public.public_video as (
  id text,
  title text,
  video_url text,
  thumbnail_url text,
  upload_time timestamptz,
  created_at timestamptz,
  views bigint,
  likes_count integer,
  challenge_tag text,
  category text,
  creator_hash text,
  is_boosted boolean,
  boost_until timestamptz
);
comment on type public.public_video is 'A video as public feeds show it: no user_id, creator_hash instead.';

create or replace function public.get_public_videos(page_limit integer default 12, page_offset integer default 0)
returns setof public.public_video
language sql
stable
security definer
set search_path = ''
-- The planner cannot see page_limit inside the function and estimates a tenth of the table; on a
-- million rows that estimate crosses jit_above_cost and JIT compilation alone took ~100-400 ms
-- for a 12-row page (scripts/bench/db.ts). Nothing here benefits from JIT.
set jit = off
as $$
  -- Deferred join: the offset walks only the (created_at, id) index (an index-only scan), and the
  -- full rows and creator_hash are fetched for the returned page alone, one primary-key lookup
  -- each (the "offset 0" keeps the lateral lookup a per-row index probe: the planner cannot see
  -- page_limit here and would otherwise hash-join the whole table).
  select p.id, p.title, p.video_url, p.thumbnail_url, p.upload_time, p.created_at, p.views,
         p.likes_count, p.challenge_tag, p.category, private.creator_hash(p.user_id),
         p.is_boosted and coalesce(p.boost_until > now(), false), p.boost_until
    from (
      select v.id from public.videos v
       where v.moderation_status = 'approved'
       order by v.created_at desc, v.id desc
       limit least(greatest(coalesce(page_limit, 12), 1), 100)
      offset greatest(coalesce(page_offset, 0), 0)
    ) page
    cross join lateral (select full_row.* from public.videos full_row where full_row.id = page.id offset 0) p
   order by p.created_at desc, p.id desc
$$;
comment on function public.get_public_videos(integer, integer) is
  'Approved videos, newest first, offset paging; creator_hash instead of user_id.';

-- plpgsql with one static query per shape, so each keeps a plan that uses its index: a single
-- query with "category is null or ..." would plan generically and filter instead of seeking.
-- A missing cursor means "from the top": ('infinity', '') sorts after every real row.
create or replace function public.get_public_videos_page(
  page_limit integer default 12,
  before_created_at timestamptz default null,
  before_id text default null,
  category text default null
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
  cursor_time timestamptz := coalesce(before_created_at, 'infinity'::timestamptz);
  cursor_id text := case when before_created_at is null then '' else coalesce(before_id, '') end;
  wanted_category text := get_public_videos_page.category;
begin
  if wanted_category is null then
    return query
      select v.id, v.title, v.video_url, v.thumbnail_url, v.upload_time, v.created_at, v.views,
             v.likes_count, v.challenge_tag, v.category, private.creator_hash(v.user_id),
             v.is_boosted and coalesce(v.boost_until > now(), false), v.boost_until
        from public.videos v
       where v.moderation_status = 'approved'
         and (v.created_at, v.id) < (cursor_time, cursor_id)
       order by v.created_at desc, v.id desc
       limit lim;
  else
    return query
      select v.id, v.title, v.video_url, v.thumbnail_url, v.upload_time, v.created_at, v.views,
             v.likes_count, v.challenge_tag, v.category, private.creator_hash(v.user_id),
             v.is_boosted and coalesce(v.boost_until > now(), false), v.boost_until
        from public.videos v
       where v.moderation_status = 'approved'
         and v.category = wanted_category
         and (v.created_at, v.id) < (cursor_time, cursor_id)
       order by v.created_at desc, v.id desc
       limit lim;
  end if;
end
$$;
comment on function public.get_public_videos_page(integer, timestamptz, text, text) is
  'Approved videos older than the (before_created_at, before_id) cursor, newest first; optional category.';

revoke execute on function
  public.get_public_videos(integer, integer),
  public.get_public_videos_page(integer, timestamptz, text, text)
from public;
grant execute on function
  public.get_public_videos(integer, integer),
  public.get_public_videos_page(integer, timestamptz, text, text)
to anon, authenticated, service_role;
