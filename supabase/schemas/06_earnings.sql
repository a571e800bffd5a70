-- Earnings. THE EARNING CAP: the rows of public.earning_categories at the end of this file (rate per
-- action, daily and weekly limit per category); record_earning is the only writer of user_earnings and
-- enforces them on the day the action happened (earning_occurred_at, earning_week_full). The earnings
-- panel reads get_earning_summary. When Premium began (premium_since) is kept by a trigger in
-- 02_premium.sql; what a payout may withdraw is in 07_payouts.sql.
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
-- private.earning_result

CREATE FUNCTION private.earning_result(success boolean, error text, amount numeric DEFAULT 0, replayed boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return jsonb_build_object('success', success, 'error', error, 'amount', amount, 'replayed', replayed);
end
$$;

REVOKE ALL ON FUNCTION private.earning_result(success boolean, error text, amount numeric, replayed boolean) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.watch_credit_seconds, private.comment_earning_words
-- THE WATCH AND COMMENT RULES' figures (design §3.4): a watch earns once the server saw it start at
-- least this many seconds ago; a comment earns with at least this many words. Used by
-- check_earning_action; the app's copies are generated from them (src/lib/server-rules.ts).

CREATE FUNCTION private.watch_credit_seconds() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 30 $$;

REVOKE ALL ON FUNCTION private.watch_credit_seconds() FROM PUBLIC;

CREATE FUNCTION private.comment_earning_words() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 4 $$;

REVOKE ALL ON FUNCTION private.comment_earning_words() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.check_earning_action
-- The action-specific rules. Returns the refusal (null when allowed), the target video, and the
-- cleaned comment text for 'comment'. Reads only; record_earning does the writes.

CREATE FUNCTION private.check_earning_action(kind text, caller uuid, meta jsonb, OUT refusal text, OUT target_video text) RETURNS record
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
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

REVOKE ALL ON FUNCTION private.check_earning_action(kind text, caller uuid, meta jsonb, OUT refusal text, OUT target_video text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.record_earning
-- THE EARNING CAP. The only writer of user_earnings: one action of a Premium member, paid at the
-- category's rate_per_action (public.earning_categories, rows at the end of this file), never a
-- client's figure, if the action is valid (check_earning_action) and neither the category's
-- daily_limit (that UTC day) nor weekly_limit (earning_week_full: 7 days) is reached on the day the
-- action happened (earning_occurred_at: metadata.occurredAt, at most 72 hours old, not before Premium
-- began). One reward per user, action and target; the idempotency key makes a replay answer the first
-- result.

CREATE FUNCTION public.record_earning(p_category text, p_metadata jsonb DEFAULT '{}'::jsonb, p_idempotency_key uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.record_earning(p_category text, p_metadata jsonb, p_idempotency_key uuid) IS 'Pays the caller one action at the server''s rate if every earning rule holds, on the day it occurred (metadata.occurredAt, within 72 hours): {success, error, amount, replayed}.';

REVOKE ALL ON FUNCTION public.record_earning(p_category text, p_metadata jsonb, p_idempotency_key uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_earning(p_category text, p_metadata jsonb, p_idempotency_key uuid) TO service_role;
GRANT ALL ON FUNCTION public.record_earning(p_category text, p_metadata jsonb, p_idempotency_key uuid) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.get_earning_summary
-- The panel's figures (latest: 20261126100100_earning_summary.sql), counted by occurred_at as the
-- caps now count: "today" is the UTC day the actions happened on, "7 days" the last 7 days of them.

CREATE FUNCTION public.get_earning_summary() RETURNS TABLE(category text, total_earned numeric, daily_count integer, weekly_count integer, daily_limit integer, weekly_limit integer, rate_per_action numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.get_earning_summary() IS 'The caller''s earnings per active category with today''s and the 7-day counts (by when they occurred) against the caps.';

REVOKE ALL ON FUNCTION public.get_earning_summary() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.get_earning_summary() TO service_role;
GRANT ALL ON FUNCTION public.get_earning_summary() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.row_grants_premium
-- Whether a row's state grants Premium at a given time: is_premium's rule (latest:
-- 20261128120100_premium_refunds.sql) applied to one row.

CREATE FUNCTION private.row_grants_premium(status text, plan text, period_end timestamp with time zone, refunded_through timestamp with time zone, at_time timestamp with time zone) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    status = 'active'
    and (period_end is null or period_end > at_time)
    and (refunded_through is null or period_end > refunded_through or plan = 'free_trial'),
    false)
$$;

REVOKE ALL ON FUNCTION private.row_grants_premium(status text, plan text, period_end timestamp with time zone, refunded_through timestamp with time zone, at_time timestamp with time zone) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.earning_occurred_at
-- The time an action counts at, from metadata.occurredAt, or the refusal of its stamp. The caller
-- is premium (checked before); premium_since is read under the member's earning lock.

CREATE FUNCTION private.earning_occurred_at(caller uuid, meta jsonb, OUT occurred timestamp with time zone, OUT refusal text) RETURNS record
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
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
$_$;

REVOKE ALL ON FUNCTION private.earning_occurred_at(caller uuid, meta jsonb, OUT occurred timestamp with time zone, OUT refusal text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.earning_week_full
-- Whether one more earning at `occurred` would put more than `cap` earnings of this member and
-- category into some 7-day span (t - 7 days, t]. The spans that contain `occurred` end at it or
-- at a later earning within 7 days of it; the fullest of them is one of those.

CREATE FUNCTION private.earning_week_full(caller uuid, kind text, occurred timestamp with time zone, cap integer) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return exists (
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
  );
end
$$;

REVOKE ALL ON FUNCTION private.earning_week_full(caller uuid, kind text, occurred timestamp with time zone, cap integer) FROM PUBLIC;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.earning_categories

CREATE TABLE public.earning_categories (
    category text NOT NULL,
    daily_limit integer NOT NULL,
    weekly_limit integer NOT NULL,
    rate_per_action numeric(14,6) NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT earning_categories_category_valid CHECK ((category ~ '^[a-z_]{2,32}$'::text)),
    CONSTRAINT earning_categories_daily_limit_valid CHECK ((daily_limit >= 0)),
    CONSTRAINT earning_categories_limits_ordered CHECK ((weekly_limit >= daily_limit)),
    CONSTRAINT earning_categories_rate_valid CHECK (((rate_per_action > (0)::numeric) AND (rate_per_action <= (1)::numeric))),
    CONSTRAINT earning_categories_weekly_limit_valid CHECK ((weekly_limit >= 0)),
    CONSTRAINT earning_categories_pkey PRIMARY KEY (category)
);

COMMENT ON TABLE public.earning_categories IS 'Per-action earning rules: caps per UTC day and per 7 days, rate in dollars.';

ALTER TABLE public.earning_categories ENABLE ROW LEVEL SECURITY;

CREATE POLICY "earning_categories: everyone reads the rules" ON public.earning_categories FOR SELECT TO anon, authenticated USING (true);

CREATE TRIGGER earning_categories_set_updated_at BEFORE UPDATE ON public.earning_categories FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.earning_categories FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.earning_categories TO service_role;
GRANT SELECT ON TABLE public.earning_categories TO anon;
GRANT SELECT ON TABLE public.earning_categories TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.user_earnings

CREATE TABLE public.user_earnings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    category text NOT NULL,
    amount numeric(14,6) NOT NULL,
    video_id text,
    target text NOT NULL,
    idempotency_key uuid NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    occurred_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_earnings_amount_valid CHECK (((amount > (0)::numeric) AND (amount <= (1)::numeric))),
    CONSTRAINT user_earnings_metadata_valid CHECK ((jsonb_typeof(metadata) = 'object'::text)),
    CONSTRAINT user_earnings_target_valid CHECK (((char_length(target) >= 1) AND (char_length(target) <= 200))),
    CONSTRAINT user_earnings_idempotency_key_unique UNIQUE (idempotency_key),
    CONSTRAINT user_earnings_one_per_target UNIQUE (user_id, category, target),
    CONSTRAINT user_earnings_pkey PRIMARY KEY (id),
    CONSTRAINT user_earnings_category_fkey FOREIGN KEY (category) REFERENCES public.earning_categories(category),
    CONSTRAINT user_earnings_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT user_earnings_video_id_fkey FOREIGN KEY (video_id) REFERENCES public.videos(id) ON DELETE SET NULL
);

CREATE INDEX user_earnings_category_idx ON public.user_earnings USING btree (category);

CREATE INDEX user_earnings_user_category_occurred_idx ON public.user_earnings USING btree (user_id, category, occurred_at);

CREATE INDEX user_earnings_user_created_idx ON public.user_earnings USING btree (user_id, created_at DESC);

CREATE INDEX user_earnings_video_id_idx ON public.user_earnings USING btree (video_id);

COMMENT ON TABLE public.user_earnings IS 'Earnings ledger; written only by record_earning().';

COMMENT ON COLUMN public.user_earnings.occurred_at IS 'When the member did the action (the client''s stamp, accepted within 72 hours); caps count by it.';

ALTER TABLE public.user_earnings ENABLE ROW LEVEL SECURITY;

CREATE POLICY "user_earnings: users read their own, admins read all" ON public.user_earnings FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

REVOKE ALL ON TABLE public.user_earnings FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_earnings TO service_role;
GRANT SELECT ON TABLE public.user_earnings TO authenticated;

-- ================================================================================================
-- Rows the rules read (written by the migrations; `supabase db diff` does not diff rows: a change
-- here also needs its insert/update in a migration by hand)
-- ================================================================================================

insert into public.earning_categories (category, daily_limit, weekly_limit, rate_per_action) values
  ('watch', 20, 100, 0.001),
  ('like', 15, 75, 0.0001),
  ('comment', 10, 50, 0.0003),
  ('share', 5, 25, 0.002)
on conflict (category) do nothing;
