-- record_earning(category, metadata, idempotency key) -> {success, error, amount, replayed}
-- (part 1 §7 record-earning; design §3.4; anchors-product §3.3 and §4). Every rule is checked here,
-- in one transaction, after taking a per-user advisory lock, so concurrent calls cannot overrun a cap
-- or pay one action twice:
--   * signed in, premium (is_premium), category known and active;
--   * every category is a video action: metadata.videoId names an approved video that is not the
--     caller's own; boosted placements (metadata.placement = 'boosted') earn nothing;
--   * watch: metadata.viewId is a video_views row of this user and video that the server saw start
--     at least 30 seconds ago (record_view); like: the caller has liked the video; comment:
--     metadata.comment has at least 4 words and is stored in video_comments; share: no extra proof;
--   * one reward per (user, category, video); caps: 'Daily earning limit reached' counts since UTC
--     midnight (the day the earnings panel shows), 'Weekly earning limit reached' counts the last 7
--     days (part 1 §9 "weekly count window is 7 days");
--   * the amount is the category's rate_per_action; the client's amount is never read;
--   * a replayed idempotency key returns the first result and pays nothing. Only successes are
--     stored, so a key whose first attempt was refused is evaluated afresh (it paid nothing).
-- Refusals are returned as {success: false, error} (nothing written), so the record-earning edge
-- function can hand them to the client unchanged.

create or replace function private.earning_result(
  success boolean, error text, amount numeric default 0, replayed boolean default false
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('success', success, 'error', error, 'amount', amount, 'replayed', replayed)
$$;
revoke execute on function private.earning_result(boolean, text, numeric, boolean) from public;

-- The action-specific rules. Returns the refusal (null when allowed), the target video, and the
-- cleaned comment text for 'comment'. Reads only; record_earning does the writes.
create or replace function private.check_earning_action(
  kind text, caller uuid, meta jsonb,
  out refusal text, out target_video text, out comment_body text
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
  words integer;
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
    if jsonb_typeof(meta -> 'viewId') is distinct from 'string'
       or view_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
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
    if jsonb_typeof(meta -> 'comment') is distinct from 'string'
       or not private.is_clean_text(meta ->> 'comment', 1000) then
      refusal := 'Comment contains invalid characters or is too long.';
      return;
    end if;
    if not comments_on then
      refusal := 'Comments are turned off for this video.';
      return;
    end if;
    comment_body := btrim(meta ->> 'comment');
    select count(*) into words
      from regexp_split_to_table(comment_body, '\s+') as w
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
  comment_id uuid;
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

  if checked.comment_body is not null then
    insert into public.video_comments (video_id, user_id, body)
    values (checked.target_video, caller, checked.comment_body)
    returning id into comment_id;
  end if;
  insert into public.user_earnings (user_id, category, amount, video_id, target, idempotency_key, metadata)
  values (
    caller, rule.category, rule.rate_per_action, checked.target_video, checked.target_video, p_idempotency_key,
    jsonb_strip_nulls(jsonb_build_object(
      'videoId', checked.target_video,
      'viewId', meta ->> 'viewId',
      'placement', meta ->> 'placement',
      'commentId', comment_id
    ))
  );
  return private.earning_result(true, null, rule.rate_per_action, false);
end
$$;
comment on function public.record_earning(text, jsonb, uuid) is
  'Pays the caller one action at the server''s rate if every earning rule holds: {success, error, amount, replayed}.';

revoke execute on function public.record_earning(text, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.record_earning(text, jsonb, uuid) to authenticated;
