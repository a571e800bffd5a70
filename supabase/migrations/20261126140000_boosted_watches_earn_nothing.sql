-- Issue 15 (design §3.5 "views of boosted placements earn nothing"): a watch of a video that is
-- boosted now earns nothing, wherever it was watched. A boosted video is a paid promotion in every
-- list and on its own page (it carries the Promoted badge everywhere), and the server cannot trust
-- a client to say where a watch happened: metadata.placement = 'boosted' still refuses too.
-- Likes, comments and shares of a boosted video earn as before. Every other rule is unchanged
-- (20261126100000_comment_earnings_by_id.sql).

create or replace function private.check_earning_action(
  kind text, caller uuid, meta jsonb,
  out refusal text, out target_video text
)
language plpgsql
stable
set search_path = ''
as $$
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
    elsif view_started > now() - interval '30 seconds' then
      refusal := 'Watch at least 30 seconds to earn.';
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
    if words < 4 then
      refusal := 'Comments need at least 4 words to earn.';
    end if;
  end if;
end
$$;
revoke execute on function private.check_earning_action(text, uuid, jsonb) from public;
