-- Issue 36 item 3 (design §3.21 "actions count when they happened"): an earning action queued
-- offline carries the time the member did it, metadata.occurredAt (ISO 8601 with a zone, from the
-- outbox item's queuedAt), and counts on that UTC day, not on the day it reaches the server.
--   * The stamp is accepted within a bounded window, judged by database time (design §3.13):
--       - at most 72 hours old ('This action is more than 72 hours old and can no longer earn.');
--       - not in the future, with 5 minutes allowed for a phone clock that runs fast
--         ('This action is dated in the future. Check your device clock.');
--       - not before the member's current Premium began (premium_subscribers.premium_since, below),
--         with the same 5 minutes for a clock that runs slow
--         ('This action happened before your Premium membership started.');
--       - a stamp that is not an ISO 8601 time with a zone is refused
--         ('Invalid occurredAt: expected an ISO 8601 date and time.').
--     A missing stamp means now (clients from before this change). The stored time is the stamp
--     clamped into [premium_since, now()], so the skew allowances never move an action into a day
--     that has not begun or into a time before Premium.
--   * Refusals are {success: false, error} as every other earning rule (nothing is written), so the
--     record-earning function hands them over unchanged and the app shows 'Failed to record earning'
--     with the reason (src/features/earnings/model/earning-answer.ts: 'refused').
--   * user_earnings.occurred_at holds that time. The daily cap counts the earnings that occurred on
--     the action's UTC day; the weekly cap holds for every 7-day span that contains the action (a
--     backdated action must not overfill a week that later actions already count in). With no
--     stamp both are exactly the old rules (today; the last 7 days). get_earning_summary counts
--     the panel's "today" and "last 7 days" by occurred_at as well, so the panel and the caps agree.
--   * Idempotent per action: the replay check still comes first, so a replayed key returns the
--     first answer whatever stamp it carries, and pays nothing.
--   * Locking is unchanged: the per-member advisory lock serialises every earning of a member, so
--     caps on a backdated day hold under races as today's do; no videos row is locked (design §3.18).
--   * premium_subscribers.premium_since: when the member's current, unbroken Premium began. Nothing
--     recorded it before (only the current status, created_at and updated_at), so a trigger keeps it
--     from now on: set when a row starts granting Premium (insert, or an update after it did not
--     grant), kept while it grants and after it stops (only a granting row's value is read). A
--     renewal whose event arrives within a day of the old period's end continues the same Premium
--     (Stripe sends the new period at the moment the old one ends and its delivery may lag), so
--     actions of the last days still count. service_role may also set it on purpose (a correction).
--     Rows that grant Premium today are backfilled with created_at, the earliest evidence there is
--     (the row is first written when Premium is first granted); a member who lapsed and came back
--     within the last 72 hours before this migration may thus backdate into the gap once.
-- Every other rule of record_earning is unchanged (latest: 20261126100000_comment_earnings_by_id.sql,
-- with check_earning_action from 20261126140000_boosted_watches_earn_nothing.sql).

-- When Premium began -------------------------------------------------------------------------------

alter table public.premium_subscribers add column premium_since timestamptz;
comment on column public.premium_subscribers.premium_since is
  'When the member''s current (or last) unbroken Premium began; earnings cannot be dated before it.';

-- Whether a row's state grants Premium at a given time: is_premium's rule (latest:
-- 20261128120100_premium_refunds.sql) applied to one row.
create or replace function private.row_grants_premium(
  status text, plan text, period_end timestamptz, refunded_through timestamptz, at_time timestamptz
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    status = 'active'
    and (period_end is null or period_end > at_time)
    and (refunded_through is null or period_end > refunded_through or plan = 'free_trial'),
    false)
$$;
revoke execute on function private.row_grants_premium(text, text, timestamptz, timestamptz, timestamptz) from public;

-- Security definer: the writers (service_role code, the webhook) have no rights in private.
create or replace function private.track_premium_since()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.row_grants_premium(new.subscription_status, new.plan_type, new.current_period_end,
                                     new.refunded_through, now()) then
    -- No Premium now: the start of the last one stays (only a granting row's value is ever read).
    if tg_op = 'UPDATE' then
      new.premium_since := coalesce(new.premium_since, old.premium_since);
    end if;
  elsif tg_op = 'INSERT' then
    new.premium_since := coalesce(new.premium_since, now());
  elsif new.premium_since is distinct from old.premium_since and new.premium_since is not null then
    -- Set on purpose by service_role code (a correction): kept as written.
    null;
  elsif old.premium_since is not null
        and private.row_grants_premium(old.subscription_status, old.plan_type, old.current_period_end,
                                       old.refunded_through, now() - interval '1 day') then
    -- Premium until now, or until less than a day ago (a renewal arriving late): the same Premium.
    new.premium_since := old.premium_since;
  else
    new.premium_since := now();
  end if;
  return new;
end
$$;
revoke execute on function private.track_premium_since() from public;

create trigger premium_subscribers_track_premium_since
  before insert or update on public.premium_subscribers
  for each row execute function private.track_premium_since();

update public.premium_subscribers
   set premium_since = created_at
 where private.row_grants_premium(subscription_status, plan_type, current_period_end, refunded_through, now());

-- When the action happened -------------------------------------------------------------------------

alter table public.user_earnings add column occurred_at timestamptz not null default now();
comment on column public.user_earnings.occurred_at is
  'When the member did the action (the client''s stamp, accepted within 72 hours); caps count by it.';
update public.user_earnings set occurred_at = created_at where occurred_at <> created_at;

-- The caps count by (user, category, occurred_at); created_at no longer counts for them.
create index user_earnings_user_category_occurred_idx on public.user_earnings (user_id, category, occurred_at);
drop index public.user_earnings_user_category_created_idx;

-- The time an action counts at, from metadata.occurredAt, or the refusal of its stamp. The caller
-- is premium (checked before); premium_since is read under the member's earning lock.
create or replace function private.earning_occurred_at(caller uuid, meta jsonb, out occurred timestamptz, out refusal text)
language plpgsql
stable
set search_path = ''
as $$
declare
  stamp text := meta ->> 'occurredAt';
  skew constant interval := interval '5 minutes';
  since timestamptz;
begin
  if not meta ? 'occurredAt' or meta -> 'occurredAt' = 'null'::jsonb then
    occurred := now();
    return;
  end if;
  if jsonb_typeof(meta -> 'occurredAt') <> 'string'
     or stamp !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$' then
    refusal := 'Invalid occurredAt: expected an ISO 8601 date and time.';
    return;
  end if;
  begin
    occurred := stamp::timestamptz;
  exception when data_exception then
    -- Shaped like a time but not one (month 13, hour 25).
    occurred := null;
    refusal := 'Invalid occurredAt: expected an ISO 8601 date and time.';
    return;
  end;
  if occurred > now() + skew then
    refusal := 'This action is dated in the future. Check your device clock.';
  elsif occurred < now() - interval '72 hours' then
    refusal := 'This action is more than 72 hours old and can no longer earn.';
  else
    select ps.premium_since into since from public.premium_subscribers ps where ps.user_id = caller;
    since := coalesce(since, now());
    if occurred < since - skew then
      refusal := 'This action happened before your Premium membership started.';
    else
      occurred := least(greatest(occurred, since), now());
    end if;
  end if;
  if refusal is not null then
    occurred := null;
  end if;
end
$$;
revoke execute on function private.earning_occurred_at(uuid, jsonb) from public;

-- Whether one more earning at `occurred` would put more than `cap` earnings of this member and
-- category into some 7-day span (t - 7 days, t]. The spans that contain `occurred` end at it or
-- at a later earning within 7 days of it; the fullest of them is one of those.
create or replace function private.earning_week_full(caller uuid, kind text, occurred timestamptz, cap integer)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1
      from (select occurred as span_end
            union all
            select e.occurred_at from public.user_earnings e
             where e.user_id = caller and e.category = kind
               and e.occurred_at >= occurred and e.occurred_at < occurred + interval '7 days') spans
     where (select count(*) from public.user_earnings e
             where e.user_id = caller and e.category = kind
               and e.occurred_at > spans.span_end - interval '7 days'
               and e.occurred_at <= spans.span_end) >= cap
  )
$$;
revoke execute on function private.earning_week_full(uuid, text, timestamptz, integer) from public;

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
  stamped record;
  action_day_start timestamptz;
begin
  if caller is null then
    return private.earning_result(false, 'Please sign in to earn.');
  end if;
  if p_idempotency_key is null then
    return private.earning_result(false, 'An idempotency key is required.');
  end if;
  -- Serialises this user's earning calls: replay checks, target checks and caps (of any day) see
  -- every committed earlier call and none can interleave.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:earn:' || caller::text, 0));

  -- A replay returns the first answer, whatever stamp it carries now.
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
  select * into stamped from private.earning_occurred_at(caller, meta);
  if stamped.refusal is not null then
    return private.earning_result(false, stamped.refusal);
  end if;
  action_day_start := date_trunc('day', stamped.occurred at time zone 'utc') at time zone 'utc';

  select * into checked from private.check_earning_action(rule.category, caller, meta);
  if checked.refusal is not null then
    return private.earning_result(false, checked.refusal);
  end if;
  if exists (select 1 from public.user_earnings e
              where e.user_id = caller and e.category = rule.category and e.target = checked.target_video) then
    return private.earning_result(false, 'You have already earned for this action.');
  end if;
  if (select count(*) from public.user_earnings e
       where e.user_id = caller and e.category = rule.category
         and e.occurred_at >= action_day_start and e.occurred_at < action_day_start + interval '1 day')
     >= rule.daily_limit then
    return private.earning_result(false, 'Daily earning limit reached');
  end if;
  if private.earning_week_full(caller, rule.category, stamped.occurred, rule.weekly_limit) then
    return private.earning_result(false, 'Weekly earning limit reached');
  end if;

  insert into public.user_earnings (
    user_id, category, amount, video_id, target, idempotency_key, occurred_at, metadata
  )
  values (
    caller, rule.category, rule.rate_per_action, checked.target_video, checked.target_video, p_idempotency_key,
    stamped.occurred,
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
  'Pays the caller one action at the server''s rate if every earning rule holds, on the day it occurred (metadata.occurredAt, within 72 hours): {success, error, amount, replayed}.';

revoke execute on function public.record_earning(text, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.record_earning(text, jsonb, uuid) to authenticated;

-- The panel's figures (latest: 20261126100100_earning_summary.sql), counted by occurred_at as the
-- caps now count: "today" is the UTC day the actions happened on, "7 days" the last 7 days of them.
create or replace function public.get_earning_summary()
returns table (
  category text,
  total_earned numeric,
  daily_count integer,
  weekly_count integer,
  daily_limit integer,
  weekly_limit integer,
  rate_per_action numeric
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    c.category,
    coalesce(sum(e.amount), 0)::numeric(14, 6),
    (count(e.id) filter (
      where e.occurred_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'))::integer,
    (count(e.id) filter (where e.occurred_at > now() - interval '7 days'))::integer,
    c.daily_limit,
    c.weekly_limit,
    c.rate_per_action
  from public.earning_categories c
  left join public.user_earnings e
    on e.category = c.category and e.user_id = (select auth.uid())
  where c.is_active and (select auth.uid()) is not null
  group by c.category
  order by c.category
$$;
comment on function public.get_earning_summary() is
  'The caller''s earnings per active category with today''s and the 7-day counts (by when they occurred) against the caps.';
