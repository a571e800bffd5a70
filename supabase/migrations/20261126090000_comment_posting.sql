-- Issue 14 item 2: comments people can read, post (also from the outbox, offline) and delete.
--   * post_comment(p_id, p_video_id, p_body) is what the app (and its outbox) calls. p_id is the
--     client's UUID for the comment, so a replay after a lost answer returns the first comment and
--     never posts twice. Only on videos the caller can see that allow comments; sign-in required.
--   * A rate limit lives in a trigger, so it holds for every way a member writes a comment (the RLS
--     insert policy, post_comment, record_earning's comment earnings): at most 5 comments a minute
--     and 200 a day per author (rows written for someone else — service role, seeds — are not
--     limited), counted under a per-author advisory lock so concurrent posts cannot
--     slip past it. Over the limit: SQLSTATE PT429 (HTTP 429), which the outbox retries later
--     rather than dropping (a batch written offline drains at the allowed pace).
--   * get_video_comments(p_video_id, p_before, p_before_id, p_limit) pages newest first (keyset on
--     created_at, id) and names authors the way the members' group does (member_display_name: never
--     an email). A video with comments turned off shows none.
--   * Design §3.18: nothing here locks or updates the videos row.

create or replace function private.limit_comment_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function private.limit_comment_rate() is
  'Before insert on video_comments: at most 5 a minute and 200 a day per author (PT429).';

revoke execute on function private.limit_comment_rate() from public;

create trigger video_comments_limit_rate
  before insert on public.video_comments
  for each row execute function private.limit_comment_rate();

create or replace function public.post_comment(p_id uuid, p_video_id text, p_body text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.post_comment(uuid, text, text) is
  'Posts the caller''s comment with the client''s id (a replay returns the stored one).';

revoke execute on function public.post_comment(uuid, text, text) from public, anon, authenticated;
grant execute on function public.post_comment(uuid, text, text) to authenticated;

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
     and (p_before is null
          or c.created_at < p_before
          or (c.created_at = p_before and p_before_id is not null and c.id < p_before_id))
   order by c.created_at desc, c.id desc
   limit least(greatest(coalesce(p_limit, 20), 1), 50)
$$;
comment on function public.get_video_comments(text, timestamptz, uuid, integer) is
  'A page of a video''s comments, newest first (keyset: before created_at/id), with author names.';

revoke execute on function public.get_video_comments(text, timestamptz, uuid, integer) from public;
grant execute on function public.get_video_comments(text, timestamptz, uuid, integer) to anon, authenticated;

-- What the Comments button needs before the sheet opens: whether the video takes comments (the
-- button is hidden when not) and how many it has. Counted, never stored on the videos row.
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
  )
  select jsonb_build_object(
    'allowed', coalesce((select allowed from target), false),
    'count', case when coalesce((select allowed from target), false)
                  then (select count(*) from public.video_comments c where c.video_id = p_video_id)
                  else 0 end
  )
$$;
comment on function public.get_comment_summary(text) is
  'Whether a visible video takes comments and how many it has: {allowed, count}.';

revoke execute on function public.get_comment_summary(text) from public;
grant execute on function public.get_comment_summary(text) to anon, authenticated;
