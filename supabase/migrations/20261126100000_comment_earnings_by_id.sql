-- Issue 14 item 1: a comment earns through the comment the member posted, not a second copy.
--   Comments are posted by post_comment (20261126090000_comment_posting.sql), online or later from
--   the outbox; the earning for one then names it: metadata.commentId is a video_comments row of
--   the caller on metadata.videoId. Its stored text must have at least 4 words (part 2 §9 "comments
--   earn only with 4 or more words"). record_earning no longer writes comments itself, so a comment
--   is never stored twice, and deleting it afterwards does not take back what it earned.
--   Every other rule is unchanged (20261122101100_record_earning.sql).

drop function private.check_earning_action(text, uuid, jsonb);

create function private.check_earning_action(
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

create or replace function public.record_earning(
  p_category text, p_metadata jsonb default '{}'::jsonb, p_idempotency_key uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  meta jsonb := coalesce(p_metadata, '{}'::jsonb);
  rule public.earning_categories;
  earlier public.user_earnings;
  checked record;
  utc_day_start timestamptz := date_trunc('day', now() at time zone 'utc') at time zone 'utc';
begin
  if caller is null then
    return private.earning_result(false, 'Please sign in to earn.');
  end if;
  if p_idempotency_key is null then
    return private.earning_result(false, 'An idempotency key is required.');
  end if;
  -- Serialises this user's earning calls: replay checks, target checks and caps see every
  -- committed earlier call and none can interleave.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:earn:' || caller::text, 0));

  select * into earlier from public.user_earnings where idempotency_key = p_idempotency_key;
  if earlier.id is not null then
    if earlier.user_id <> caller then
      return private.earning_result(false, 'This idempotency key was already used.');
    end if;
    return private.earning_result(true, null, earlier.amount, true);
  end if;

  select * into rule from public.earning_categories where category = p_category;
  if rule.category is null then
    return private.earning_result(false, 'Unknown earning category');
  end if;
  if not rule.is_active then
    return private.earning_result(false, 'This earning category is not active.');
  end if;
  if not public.is_premium(caller) then
    return private.earning_result(false, 'Upgrade to Premium to start earning money for your activities!');
  end if;
  if jsonb_typeof(meta) <> 'object' or octet_length(meta::text) > 4096 then
    return private.earning_result(false, 'Invalid metadata: expected an object of at most 4 KB.');
  end if;

  select * into checked from private.check_earning_action(rule.category, caller, meta);
  if checked.refusal is not null then
    return private.earning_result(false, checked.refusal);
  end if;
  if exists (select 1 from public.user_earnings e
              where e.user_id = caller and e.category = rule.category and e.target = checked.target_video) then
    return private.earning_result(false, 'You have already earned for this action.');
  end if;
  if (select count(*) from public.user_earnings e
       where e.user_id = caller and e.category = rule.category and e.created_at >= utc_day_start)
     >= rule.daily_limit then
    return private.earning_result(false, 'Daily earning limit reached');
  end if;
  if (select count(*) from public.user_earnings e
       where e.user_id = caller and e.category = rule.category and e.created_at > now() - interval '7 days')
     >= rule.weekly_limit then
    return private.earning_result(false, 'Weekly earning limit reached');
  end if;

  insert into public.user_earnings (user_id, category, amount, video_id, target, idempotency_key, metadata)
  values (
    caller, rule.category, rule.rate_per_action, checked.target_video, checked.target_video, p_idempotency_key,
    jsonb_strip_nulls(jsonb_build_object(
      'videoId', checked.target_video,
      'viewId', case when rule.category = 'watch' then meta ->> 'viewId' end,
      'placement', meta ->> 'placement',
      'commentId', case when rule.category = 'comment' then meta ->> 'commentId' end
    ))
  );
  return private.earning_result(true, null, rule.rate_per_action, false);
end
$$;
comment on function public.record_earning(text, jsonb, uuid) is
  'Pays the caller one action at the server''s rate if every earning rule holds: {success, error, amount, replayed}.';

revoke execute on function public.record_earning(text, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.record_earning(text, jsonb, uuid) to authenticated;
