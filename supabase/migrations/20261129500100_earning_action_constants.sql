-- Issue 40 §2: the watch and comment earning rules' figures get a function each, so the app's
-- copies can be generated from them (src/lib/server-rules.ts, npm run gen:types) instead of being
-- restated: private.watch_credit_seconds() (30: a watch earns once the server saw it start at least
-- 30 s ago) and private.comment_earning_words() (4). check_earning_action below is its latest
-- definition (20261126140000_boosted_watches_earn_nothing.sql, as in supabase/schemas/06_earnings.sql)
-- with only those two numbers replaced: its answers, words included, are unchanged.

create function private.watch_credit_seconds()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select 30 $$;
revoke execute on function private.watch_credit_seconds() from public;

create function private.comment_earning_words()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select 4 $$;
revoke execute on function private.comment_earning_words() from public;

create or replace function private.check_earning_action(kind text, caller uuid, meta jsonb, out refusal text, out target_video text)
returns record
language plpgsql
stable
set search_path = ''
as $_$
declare
  vid text := meta ->> 'videoId';
  owner uuid;
  comments_on boolean;
  view_text text := meta ->> 'viewId';
  view_started timestamptz;
  comment_text text := meta ->> 'commentId';
  comment_body text;
  words integer;
  uuid_pattern constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
begin
  if jsonb_typeof(meta -> 'videoId') is distinct from 'string' or vid !~ '^[A-Za-z0-9_-]{6,64}$' then
    refusal := 'A valid videoId is required.';
    return;
  end if;
  if meta ? 'placement' and (jsonb_typeof(meta -> 'placement') <> 'string'
                             or meta ->> 'placement' !~ '^[a-z_-]{1,32}$') then
    refusal := 'Invalid placement.';
    return;
  end if;
  if meta ->> 'placement' = 'boosted' then
    refusal := 'Boosted placements do not earn.';
    return;
  end if;
  select v.user_id, v.allow_comments into owner, comments_on
    from public.videos v where v.id = vid and v.moderation_status = 'approved';
  if not found then
    refusal := 'Video not found';
    return;
  end if;
  if owner = caller then
    refusal := 'You cannot earn from your own videos.';
    return;
  end if;
  target_video := vid;

  if kind = 'watch' then
    if exists (select 1 from public.videos v
                where v.id = vid and v.is_boosted and v.boost_until > now()) then
      refusal := 'Boosted placements do not earn.';
      return;
    end if;
    if jsonb_typeof(meta -> 'viewId') is distinct from 'string' or view_text !~* uuid_pattern then
      refusal := 'A valid viewId is required. Start watching the video first.';
      return;
    end if;
    select vv.started_at into view_started from public.video_views vv
     where vv.id = view_text::uuid and vv.user_id = caller and vv.video_id = vid;
    if view_started is null then
      refusal := 'Watch not found. Start watching the video first.';
    elsif view_started > now() - make_interval(secs => private.watch_credit_seconds()) then
      refusal := format('Watch at least %s seconds to earn.', private.watch_credit_seconds());
    end if;
  elsif kind = 'like' then
    if not exists (select 1 from public.video_likes l where l.video_id = vid and l.user_id = caller) then
      refusal := 'Like the video first to earn.';
    end if;
  elsif kind = 'comment' then
    if not comments_on then
      refusal := 'Comments are turned off for this video.';
      return;
    end if;
    if jsonb_typeof(meta -> 'commentId') is distinct from 'string' or comment_text !~* uuid_pattern then
      refusal := 'A valid commentId is required. Post the comment first.';
      return;
    end if;
    select c.body into comment_body from public.video_comments c
     where c.id = comment_text::uuid and c.user_id = caller and c.video_id = vid;
    if comment_body is null then
      refusal := 'Comment not found. Post the comment first.';
      return;
    end if;
    select count(*) into words
      from regexp_split_to_table(btrim(comment_body), '\s+') as w
     where w ~ '[[:alnum:]]';
    if words < private.comment_earning_words() then
      refusal := format('Comments need at least %s words to earn.', private.comment_earning_words());
    end if;
  end if;
end
$_$;
