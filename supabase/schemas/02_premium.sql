-- Premium: members (premium_subscribers, written only by the signed Stripe webhook's functions), the
-- premium community feed, free Premium codes (once per account and per address), subscription events,
-- Premium payments and their refunds.
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
-- private.sync_profile_subscription
-- profiles.subscription_status follows the subscriber row, by the same rule as is_premium (a refunded
-- period included). Expiry by time alone is not a write, so a lapsed free trial still reads 'active'
-- in profiles until the next write: the profile column is a display hint, never a permission.

CREATE FUNCTION private.sync_profile_subscription() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' then
    update public.profiles set subscription_status = 'inactive' where id = old.user_id;
  else
    update public.profiles
       set subscription_status = case
         when new.subscription_status = 'active'
          and (new.current_period_end is null or new.current_period_end > now())
          and (new.refunded_through is null or new.current_period_end > new.refunded_through
               or new.plan_type = 'free_trial') then 'active'
         else 'inactive'
       end
     where id = new.user_id;
  end if;
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.sync_profile_subscription() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.is_premium
-- Whether a user is premium: the single authority. An active subscriber row whose period has not
-- ended and was not paid for by money since refunded (a free trial has nothing to refund). Callers may ask about themselves; admins, service_role and
-- direct database sessions (no JWT claims) may ask about anyone, so the function leaks nothing.

CREATE FUNCTION public.is_premium(uid uuid DEFAULT auth.uid()) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return case
    when uid is null then false
    when uid is distinct from auth.uid()
     and coalesce(auth.role(), 'service_role') <> 'service_role'
     and not public.is_admin() then false
    else exists (
      select 1 from public.premium_subscribers ps
      where ps.user_id = is_premium.uid
        and ps.subscription_status = 'active'
        and (ps.current_period_end is null or ps.current_period_end > now())
        and (ps.refunded_through is null or ps.current_period_end > ps.refunded_through
             or ps.plan_type = 'free_trial')
    )
  end;
end
$$;

COMMENT ON FUNCTION public.is_premium(uid uuid) IS 'Active premium membership (status active, period not ended, not a period refunded money paid for).';

REVOKE ALL ON FUNCTION public.is_premium(uid uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.is_premium(uid uuid) TO service_role;
GRANT ALL ON FUNCTION public.is_premium(uid uuid) TO anon;
GRANT ALL ON FUNCTION public.is_premium(uid uuid) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.check_subscription
-- The answer secure-premium-management {action: check_subscription} returns (part 1 §7); status
-- 'refunded' when refunded money paid for the period.

CREATE FUNCTION public.check_subscription() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'isSubscribed', public.is_premium(auth.uid()),
    'subscriptionStatus', case
      when ps.refunded_through is not null and ps.plan_type is distinct from 'free_trial'
       and (ps.current_period_end is null or ps.current_period_end <= ps.refunded_through) then 'refunded'
      else coalesce(ps.subscription_status, 'inactive')
    end,
    'planType', ps.plan_type,
    'currentPeriodEnd', ps.current_period_end,
    'cancelAtPeriodEnd', coalesce(ps.cancel_at_period_end, false)
  )
  from (select 1) as one
  left join public.premium_subscribers ps on ps.user_id = auth.uid()
$$;

COMMENT ON FUNCTION public.check_subscription() IS 'The caller''s premium state: {isSubscribed, subscriptionStatus (refunded when the money went back), planType, ...}.';

REVOKE ALL ON FUNCTION public.check_subscription() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.check_subscription() TO service_role;
GRANT ALL ON FUNCTION public.check_subscription() TO anon;
GRANT ALL ON FUNCTION public.check_subscription() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.random_premium_code
-- 8 characters from a 32-symbol alphabet without 0/O/1/I: 40 random bits per code.

CREATE FUNCTION private.random_premium_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea := extensions.gen_random_bytes(8);
  chars text := '';
begin
  for i in 0..7 loop
    chars := chars || substr(alphabet, (get_byte(bytes, i) % 32) + 1, 1);
  end loop;
  return 'LL-' || substr(chars, 1, 4) || '-' || substr(chars, 5, 4);
end
$$;

REVOKE ALL ON FUNCTION private.random_premium_code() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.issue_free_premium_code

CREATE FUNCTION public.issue_free_premium_code(p_email text, p_name text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  wanted_email text := lower(btrim(coalesce(p_email, '')));
  wanted_name text := coalesce(nullif(btrim(coalesce(p_name, '')), ''), 'User');
  new_code text;
begin
  if not private.is_email(wanted_email) then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  if not private.is_clean_text(wanted_name, 100) then
    raise exception 'Name contains invalid characters or is too long.' using errcode = '22023';
  end if;
  -- Serialise issuance per email so the rate limit cannot be raced.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:free_code:' || wanted_email, 0));
  if (select count(*) from public.free_premium_codes
       where email = wanted_email and created_at > now() - interval '24 hours') >= 3 then
    raise exception 'Too many codes requested for this email. Please try again tomorrow.' using errcode = 'PT429';
  end if;
  loop
    new_code := private.random_premium_code();
    begin
      insert into public.free_premium_codes (code, email, name, expires_at)
      values (new_code, wanted_email, wanted_name, now() + interval '7 days');
      return new_code;
    exception when unique_violation then
      -- 1 in 2^40 per existing code; draw again.
    end;
  end loop;
end
$$;

COMMENT ON FUNCTION public.issue_free_premium_code(p_email text, p_name text) IS 'service_role: creates a random code for the email (max 3 per 24 h, valid 7 days) and returns it.';

REVOKE ALL ON FUNCTION public.issue_free_premium_code(p_email text, p_name text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.issue_free_premium_code(p_email text, p_name text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.redeem_free_premium_code
-- The latest definition (20261122100500_free_premium_codes.sql) with the once rule added between
-- the code's own checks (so a reused code still says 'used') and the Premium check.

CREATE FUNCTION public.redeem_free_premium_code(p_code text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  caller_email text;
  wanted text := upper(btrim(coalesce(p_code, '')));
  code_row public.free_premium_codes;
  period_end timestamptz := now() + interval '2 months';
  offer_address text;
begin
  if caller is null then
    raise exception 'Please sign in again to redeem your code.' using errcode = '42501';
  end if;
  if wanted = '' then
    raise exception 'Enter your free Premium code' using errcode = '22023';
  end if;
  select * into code_row from public.free_premium_codes where code = wanted for update;
  if code_row.code is null then
    raise exception 'This code is not valid. Check it and try again.' using errcode = 'P0001';
  end if;
  select lower(u.email) into caller_email from auth.users u where u.id = caller;
  if caller_email is distinct from code_row.email then
    raise exception 'This code was sent to a different email address.' using errcode = '42501';
  end if;
  if code_row.redeemed_at is not null then
    raise exception 'This code has already been used.' using errcode = '22023';
  end if;
  if code_row.expires_at <= now() then
    raise exception 'This code has expired.' using errcode = '22023';
  end if;

  -- Once per account and once per address. The account's lock, then the address's: one order, so
  -- redemptions of different codes by one account, or by accounts sharing an address, queue here
  -- and each sees the grant the one before it committed.
  offer_address := private.free_offer_address(code_row.email);
  perform pg_advisory_xact_lock(hashtextextended('laughloop:free_offer:account:' || caller::text, 0));
  perform pg_advisory_xact_lock(hashtextextended('laughloop:free_offer:address:' || offer_address, 0));
  if exists (select 1 from private.free_premium_grants g where g.user_id = caller) then
    raise exception 'This account has already had its free Premium. The offer of 2 free months is once per account.'
      using errcode = 'PT409';
  end if;
  if exists (select 1 from private.free_premium_grants g where g.address = offer_address) then
    raise exception 'Free Premium has already been redeemed at this address. The offer of 2 free months is once per address.'
      using errcode = 'PT409';
  end if;

  if public.is_premium(caller) then
    raise exception 'Premium is already active on this account.' using errcode = '22023';
  end if;

  -- The constraints of free_premium_grants are the last word: a second grant cannot be written.
  insert into private.free_premium_grants (address, user_id, code) values (offer_address, caller, wanted);
  update public.free_premium_codes set redeemed_by = caller, redeemed_at = now() where code = wanted;
  insert into public.premium_subscribers (user_id, subscription_status, plan_type, current_period_end)
  values (caller, 'active', 'free_trial', period_end)
  on conflict (user_id) do update
    set subscription_status = 'active', plan_type = 'free_trial', current_period_end = period_end,
        cancel_at_period_end = false;
  return jsonb_build_object('success', true, 'planType', 'free_trial', 'currentPeriodEnd', period_end);
end
$$;

COMMENT ON FUNCTION public.redeem_free_premium_code(p_code text) IS 'Redeems a code for the caller: 2 months of premium (plan free_trial), once per account and address ever. Errors name email/used/expired.';

REVOKE ALL ON FUNCTION public.redeem_free_premium_code(p_code text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.redeem_free_premium_code(p_code text) TO service_role;
GRANT ALL ON FUNCTION public.redeem_free_premium_code(p_code text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.set_premium_post_display_name

CREATE FUNCTION private.set_premium_post_display_name() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.display_name := private.member_display_name(new.user_id);
  return new;
end
$$;

COMMENT ON FUNCTION private.set_premium_post_display_name() IS 'BEFORE INSERT trigger: fills premium_posts.display_name from the author''s profile.';

REVOKE ALL ON FUNCTION private.set_premium_post_display_name() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.apply_subscription_event

CREATE FUNCTION public.apply_subscription_event(p_event_id text, p_event_type text, p_event_created timestamp with time zone, p_subscription_id text, p_user_id uuid DEFAULT NULL::uuid, p_customer_id text DEFAULT NULL::text, p_status text DEFAULT NULL::text, p_plan_type text DEFAULT NULL::text, p_period_end timestamp with time zone DEFAULT NULL::timestamp with time zone, p_cancel_at_period_end boolean DEFAULT NULL::boolean) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_row public.premium_subscribers%rowtype;
begin
  if p_subscription_id is null or p_subscription_id !~ '^[A-Za-z0-9_]{1,255}$' then
    raise exception 'A subscription event needs a subscription id' using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('active', 'inactive', 'past_due', 'canceled') then
    raise exception 'Unknown subscription status %', p_status using errcode = '22023';
  end if;

  insert into private.stripe_events (id, type) values (p_event_id, p_event_type)
  on conflict (id) do nothing;
  if not found then return 'duplicate'; end if;

  select * into v_row from public.premium_subscribers
   where stripe_subscription_id = p_subscription_id
   for update;
  if not found then
    if p_user_id is null then
      -- Nothing to apply it to yet (it may have outrun the checkout): a redelivery may find one.
      delete from private.stripe_events where id = p_event_id;
      return 'unknown subscription';
    end if;
    select * into v_row from public.premium_subscribers where user_id = p_user_id for update;
    -- The member moved on to another subscription: the old one's news changes nothing.
    if found and v_row.stripe_subscription_id is not null
       and v_row.subscription_status in ('active', 'past_due') then
      return 'another subscription';
    end if;
  end if;
  if v_row.last_event_at is not null and p_event_created < v_row.last_event_at then
    return 'stale';
  end if;

  insert into public.premium_subscribers as ps (
    user_id, subscription_status, plan_type, stripe_subscription_id, stripe_customer_id,
    current_period_end, cancel_at_period_end, last_event_at
  ) values (
    coalesce(v_row.user_id, p_user_id),
    coalesce(p_status, 'inactive'),
    p_plan_type,
    p_subscription_id,
    p_customer_id,
    p_period_end,
    coalesce(p_cancel_at_period_end, false),
    p_event_created
  )
  on conflict (user_id) do update set
    subscription_status = coalesce(p_status, ps.subscription_status),
    plan_type = coalesce(p_plan_type, ps.plan_type),
    stripe_subscription_id = p_subscription_id,
    stripe_customer_id = coalesce(p_customer_id, ps.stripe_customer_id),
    current_period_end = coalesce(p_period_end, ps.current_period_end),
    cancel_at_period_end = coalesce(p_cancel_at_period_end, ps.cancel_at_period_end),
    last_event_at = p_event_created;
  return 'applied';
end
$_$;

COMMENT ON FUNCTION public.apply_subscription_event(p_event_id text, p_event_type text, p_event_created timestamp with time zone, p_subscription_id text, p_user_id uuid, p_customer_id text, p_status text, p_plan_type text, p_period_end timestamp with time zone, p_cancel_at_period_end boolean) IS 'Applies one Stripe subscription or invoice event to premium_subscribers: once per event id, never older over newer.';

REVOKE ALL ON FUNCTION public.apply_subscription_event(p_event_id text, p_event_type text, p_event_created timestamp with time zone, p_subscription_id text, p_user_id uuid, p_customer_id text, p_status text, p_plan_type text, p_period_end timestamp with time zone, p_cancel_at_period_end boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.apply_subscription_event(p_event_id text, p_event_type text, p_event_created timestamp with time zone, p_subscription_id text, p_user_id uuid, p_customer_id text, p_status text, p_plan_type text, p_period_end timestamp with time zone, p_cancel_at_period_end boolean) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.free_offer_address

CREATE FUNCTION private.free_offer_address(p_email text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  with parts as (
    select split_part(lower(btrim(p_email)), '@', 1) as local_part,
           split_part(lower(btrim(p_email)), '@', 2) as domain
  ), untagged as (
    -- A local part that starts with '+' has no base to fall back to: it is kept whole.
    select coalesce(nullif(split_part(local_part, '+', 1), ''), local_part) as local_part, domain
      from parts
  )
  select case
    when domain in ('gmail.com', 'googlemail.com')
      then coalesce(nullif(replace(local_part, '.', ''), ''), local_part) || '@gmail.com'
    else local_part || '@' || domain
  end
  from untagged
$$;

COMMENT ON FUNCTION private.free_offer_address(p_email text) IS 'The address a free Premium offer is counted against: lower case, no +tag, Gmail without dots.';

REVOKE ALL ON FUNCTION private.free_offer_address(p_email text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.had_free_premium
-- Whether an address already had its free period: by its own normalised form, or through the
-- account that now signs in with it (an account that redeemed and then changed its email).

CREATE FUNCTION private.had_free_premium(p_email text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
           select 1 from private.free_premium_grants g
            where g.address = private.free_offer_address(p_email))
      or exists (
           -- Auth keeps emails in lower case: users_email_partial_key finds the account.
           select 1 from auth.users u
             join private.free_premium_grants g on g.user_id = u.id
            where u.email = lower(btrim(p_email)))
$$;

COMMENT ON FUNCTION private.had_free_premium(p_email text) IS 'True when the address (normalised), or the account using it, already had the free Premium period.';

REVOKE ALL ON FUNCTION private.had_free_premium(p_email text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.refuse_code_after_free_premium

CREATE FUNCTION private.refuse_code_after_free_premium() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.had_free_premium(new.email) then
    raise exception 'This email address has already had its free Premium. The offer of 2 free months is once per account and email address.'
      using errcode = 'PT409';
  end if;
  return new;
end
$$;

COMMENT ON FUNCTION private.refuse_code_after_free_premium() IS 'BEFORE INSERT on free_premium_codes: no code is minted for an address that already had its free period.';

REVOKE ALL ON FUNCTION private.refuse_code_after_free_premium() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.record_premium_payment

CREATE FUNCTION public.record_premium_payment(p_payment_intent_id text, p_user_id uuid, p_paid_through timestamp with time zone, p_subscription_id text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  refund private.refunded_payments;
  payment private.premium_payments;
  ended boolean := false;
begin
  if p_payment_intent_id is null or p_payment_intent_id !~ '^[A-Za-z0-9_-]{1,255}$' then
    raise exception 'A Premium payment needs its payment intent id.' using errcode = '22023';
  end if;
  if p_user_id is null or p_paid_through is null then
    raise exception 'A Premium payment needs its member and the end of the period it paid for.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:payment:' || p_payment_intent_id, 0));
  perform pg_advisory_xact_lock(hashtextextended('laughloop:premium_payments:' || p_user_id::text, 0));
  select * into refund from private.refunded_payments r where r.payment_intent_id = p_payment_intent_id;
  insert into private.premium_payments
    (payment_intent_id, user_id, subscription_id, paid_through, refunded_at, refund_reason)
  values (p_payment_intent_id, p_user_id, p_subscription_id, p_paid_through, refund.refunded_at, refund.reason)
  on conflict (payment_intent_id) do nothing
  returning * into payment;
  if payment.payment_intent_id is null then
    return jsonb_build_object('success', true, 'recorded', false, 'refunded', refund.payment_intent_id is not null,
                              'ended', false);
  end if;
  if refund.payment_intent_id is not null then
    -- The money went back before this payment's own event arrived: it buys nothing.
    ended := private.take_back_premium(payment);
  else
    -- A new payment through (at least) the period the row now shows: the member pays again, and
    -- an earlier refund no longer stands in the way. A late payment of an older period does not.
    update public.premium_subscribers
       set refunded_through = null
     where user_id = p_user_id and refunded_through is not null
       and current_period_end <= p_paid_through;
  end if;
  return jsonb_build_object('success', true, 'recorded', true, 'refunded', refund.payment_intent_id is not null,
                            'ended', ended);
end
$_$;

COMMENT ON FUNCTION public.record_premium_payment(p_payment_intent_id text, p_user_id uuid, p_paid_through timestamp with time zone, p_subscription_id text) IS 'service_role: remembers a Premium payment (payment intent, member, period end, subscription) once; a payment refunded before it was recorded buys nothing.';

REVOKE ALL ON FUNCTION public.record_premium_payment(p_payment_intent_id text, p_user_id uuid, p_paid_through timestamp with time zone, p_subscription_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_premium_payment(p_payment_intent_id text, p_user_id uuid, p_paid_through timestamp with time zone, p_subscription_id text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.refund_premium_payment

CREATE FUNCTION public.refund_premium_payment(p_event_id text, p_event_type text, p_payment_intent_id text, p_reason text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  payment private.premium_payments;
  first_delivery boolean;
  ended boolean := false;
begin
  if p_reason is null or p_reason not in ('refunded', 'dispute_lost') then
    raise exception 'Unknown refund reason.' using errcode = '22023';
  end if;
  if p_payment_intent_id is null or p_payment_intent_id !~ '^[A-Za-z0-9_-]{1,255}$' then
    raise exception 'A refund needs its payment intent id.' using errcode = '22023';
  end if;
  if p_event_id is null or p_event_id !~ '^evt_[A-Za-z0-9_]{1,255}$' then
    raise exception 'A refund needs its Stripe event id.' using errcode = '22023';
  end if;
  -- A redelivery of the same event waits here for the first to commit, then finds its id.
  insert into private.stripe_events (id, type) values (p_event_id, p_event_type)
  on conflict (id) do nothing;
  first_delivery := found;

  perform pg_advisory_xact_lock(hashtextextended('laughloop:payment:' || p_payment_intent_id, 0));
  insert into private.refunded_payments (payment_intent_id, reason) values (p_payment_intent_id, p_reason)
  on conflict (payment_intent_id) do nothing;
  select * into payment from private.premium_payments p where p.payment_intent_id = p_payment_intent_id;
  if payment.payment_intent_id is null then
    return jsonb_build_object('success', true, 'found', false, 'refunded', false, 'ended', false,
                              'duplicate', not first_delivery);
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:premium_payments:' || payment.user_id::text, 0));
  -- Once per payment, whichever event says so first (a refund and a lost dispute of one charge,
  -- or Stripe's separate events for it).
  if payment.refunded_at is null then
    update private.premium_payments
       set refunded_at = now(), refund_reason = p_reason
     where payment_intent_id = p_payment_intent_id;
    payment.refunded_at := now();
    ended := private.take_back_premium(payment);
    return jsonb_build_object('success', true, 'found', true, 'refunded', true, 'ended', ended,
                              'duplicate', false, 'premium', public.is_premium(payment.user_id));
  end if;
  return jsonb_build_object('success', true, 'found', true, 'refunded', false, 'ended', false,
                            'duplicate', not first_delivery, 'premium', public.is_premium(payment.user_id));
end
$_$;

COMMENT ON FUNCTION public.refund_premium_payment(p_event_id text, p_event_type text, p_payment_intent_id text, p_reason text) IS 'service_role: a full refund or lost dispute of a Premium payment ends the Premium it paid for; once per event id and per payment.';

REVOKE ALL ON FUNCTION public.refund_premium_payment(p_event_id text, p_event_type text, p_payment_intent_id text, p_reason text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.refund_premium_payment(p_event_id text, p_event_type text, p_payment_intent_id text, p_reason text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.track_premium_since
-- Security definer: the writers (service_role code, the webhook) have no rights in private.

CREATE FUNCTION private.track_premium_since() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.track_premium_since() FROM PUBLIC;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.premium_subscribers

CREATE TABLE public.premium_subscribers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    subscription_status text DEFAULT 'inactive'::text NOT NULL,
    plan_type text,
    stripe_subscription_id text,
    stripe_customer_id text,
    current_period_end timestamp with time zone,
    cancel_at_period_end boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_event_at timestamp with time zone,
    refunded_through timestamp with time zone,
    premium_since timestamp with time zone,
    CONSTRAINT premium_subscribers_plan_type_valid CHECK ((plan_type = ANY (ARRAY['monthly'::text, 'semiannual'::text, 'annual'::text, 'free_trial'::text]))),
    CONSTRAINT premium_subscribers_status_valid CHECK ((subscription_status = ANY (ARRAY['active'::text, 'inactive'::text, 'past_due'::text, 'canceled'::text]))),
    CONSTRAINT premium_subscribers_stripe_ids_valid CHECK ((((stripe_subscription_id IS NULL) OR (stripe_subscription_id ~ '^[A-Za-z0-9_]{1,255}$'::text)) AND ((stripe_customer_id IS NULL) OR (stripe_customer_id ~ '^[A-Za-z0-9_]{1,255}$'::text)))),
    CONSTRAINT premium_subscribers_pkey PRIMARY KEY (id),
    CONSTRAINT premium_subscribers_stripe_subscription_id_unique UNIQUE (stripe_subscription_id),
    CONSTRAINT premium_subscribers_user_id_unique UNIQUE (user_id),
    CONSTRAINT premium_subscribers_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX premium_subscribers_stripe_customer_id_idx ON public.premium_subscribers USING btree (stripe_customer_id);

COMMENT ON TABLE public.premium_subscribers IS 'Premium membership state; written by service_role code only.';

COMMENT ON COLUMN public.premium_subscribers.last_event_at IS 'Creation time of the newest Stripe event applied to this row; older events are skipped.';

COMMENT ON COLUMN public.premium_subscribers.refunded_through IS 'Paid periods ending at or before this time were paid by a refunded or lost-dispute payment: they grant no Premium.';

COMMENT ON COLUMN public.premium_subscribers.premium_since IS 'When the member''s current (or last) unbroken Premium began; earnings cannot be dated before it.';

ALTER TABLE public.premium_subscribers ENABLE ROW LEVEL SECURITY;

CREATE POLICY "premium_subscribers: users read their own, admins read all" ON public.premium_subscribers FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER premium_subscribers_set_updated_at BEFORE UPDATE ON public.premium_subscribers FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER premium_subscribers_sync_profile AFTER INSERT OR DELETE OR UPDATE ON public.premium_subscribers FOR EACH ROW EXECUTE FUNCTION private.sync_profile_subscription();

CREATE TRIGGER premium_subscribers_track_premium_since BEFORE INSERT OR UPDATE ON public.premium_subscribers FOR EACH ROW EXECUTE FUNCTION private.track_premium_since();

REVOKE ALL ON TABLE public.premium_subscribers FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.premium_subscribers TO service_role;
GRANT SELECT ON TABLE public.premium_subscribers TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.premium_posts

CREATE TABLE public.premium_posts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    video_url text NOT NULL,
    description text,
    platform text NOT NULL,
    user_email text,
    views_count integer DEFAULT 0 NOT NULL,
    likes_count integer DEFAULT 0 NOT NULL,
    comments_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    display_name text DEFAULT 'Member'::text NOT NULL,
    CONSTRAINT premium_posts_comments_count_valid CHECK ((comments_count >= 0)),
    CONSTRAINT premium_posts_description_valid CHECK (((description IS NULL) OR ((char_length(description) <= 1000) AND private.is_safe_text(description)))),
    CONSTRAINT premium_posts_display_name_valid CHECK (((char_length(display_name) BETWEEN 1 AND 100) AND (POSITION(('@'::text) IN (display_name)) = 0))),
    CONSTRAINT premium_posts_likes_count_valid CHECK ((likes_count >= 0)),
    CONSTRAINT premium_posts_platform_valid CHECK ((platform = ANY (ARRAY['youtube'::text, 'tiktok'::text]))),
    CONSTRAINT premium_posts_user_email_valid CHECK (((user_email IS NULL) OR private.is_email(user_email))),
    CONSTRAINT premium_posts_video_url_valid CHECK (private.is_media_url(video_url)),
    CONSTRAINT premium_posts_views_count_valid CHECK ((views_count >= 0)),
    CONSTRAINT premium_posts_pkey PRIMARY KEY (id),
    CONSTRAINT premium_posts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX premium_posts_created_at_idx ON public.premium_posts USING btree (created_at DESC);

CREATE INDEX premium_posts_user_id_idx ON public.premium_posts USING btree (user_id);

COMMENT ON TABLE public.premium_posts IS 'Videos premium members share with each other for support.';

COMMENT ON COLUMN public.premium_posts.user_email IS 'The author''s email; readable only by the author and admins, via premium_post_emails().';

COMMENT ON COLUMN public.premium_posts.display_name IS 'The author''s name as the group sees it (profiles.full_name or ''Member''); never an email.';

ALTER TABLE public.premium_posts ENABLE ROW LEVEL SECURITY;

CREATE POLICY "premium_posts: authors and admins delete" ON public.premium_posts FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "premium_posts: premium members post as themselves" ON public.premium_posts FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT public.is_premium() AS is_premium) AND ((user_email IS NULL) OR (lower(user_email) = lower(( SELECT auth.email() AS email))))));

CREATE POLICY "premium_posts: premium members read the feed" ON public.premium_posts FOR SELECT TO authenticated USING ((( SELECT public.is_premium() AS is_premium) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER premium_posts_audit AFTER DELETE ON public.premium_posts FOR EACH ROW EXECUTE FUNCTION private.audit_admin_write();

CREATE TRIGGER premium_posts_set_display_name BEFORE INSERT ON public.premium_posts FOR EACH ROW EXECUTE FUNCTION private.set_premium_post_display_name();

CREATE TRIGGER premium_posts_set_updated_at BEFORE UPDATE ON public.premium_posts FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.premium_posts FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.premium_posts TO service_role;
GRANT DELETE ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(id),INSERT(id) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(user_id),INSERT(user_id) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(video_url),INSERT(video_url) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(description),INSERT(description) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(platform),INSERT(platform) ON TABLE public.premium_posts TO authenticated;

GRANT INSERT(user_email) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(views_count) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(likes_count) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(comments_count) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(created_at) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(updated_at) ON TABLE public.premium_posts TO authenticated;

GRANT SELECT(display_name) ON TABLE public.premium_posts TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.free_premium_codes

CREATE TABLE public.free_premium_codes (
    code text NOT NULL,
    email text NOT NULL,
    name text DEFAULT 'User'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    redeemed_by uuid,
    redeemed_at timestamp with time zone,
    CONSTRAINT free_premium_codes_code_valid CHECK ((code ~ '^LL-[A-Z2-9]{4}-[A-Z2-9]{4}$'::text)),
    CONSTRAINT free_premium_codes_email_valid CHECK ((private.is_email(email) AND (email = lower(email)))),
    CONSTRAINT free_premium_codes_name_valid CHECK (private.is_clean_text(name, 100)),
    CONSTRAINT free_premium_codes_redemption_consistent CHECK (((redeemed_by IS NULL) OR (redeemed_at IS NOT NULL))),
    CONSTRAINT free_premium_codes_pkey PRIMARY KEY (code),
    CONSTRAINT free_premium_codes_redeemed_by_fkey FOREIGN KEY (redeemed_by) REFERENCES auth.users(id) ON DELETE SET NULL
);

CREATE INDEX free_premium_codes_email_idx ON public.free_premium_codes USING btree (email, created_at DESC);

CREATE INDEX free_premium_codes_redeemed_by_idx ON public.free_premium_codes USING btree (redeemed_by);

COMMENT ON TABLE public.free_premium_codes IS 'Single-use codes worth 2 months of premium, bound to one email.';

ALTER TABLE public.free_premium_codes ENABLE ROW LEVEL SECURITY;

CREATE POLICY "free_premium_codes: users read their own" ON public.free_premium_codes FOR SELECT TO authenticated USING (((redeemed_by = ( SELECT auth.uid() AS uid)) OR (email = lower(( SELECT auth.email() AS email)))));

CREATE TRIGGER free_premium_codes_once_per_address BEFORE INSERT ON public.free_premium_codes FOR EACH ROW EXECUTE FUNCTION private.refuse_code_after_free_premium();

CREATE TRIGGER free_premium_codes_set_updated_at BEFORE UPDATE ON public.free_premium_codes FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.free_premium_codes FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.free_premium_codes TO service_role;
GRANT SELECT ON TABLE public.free_premium_codes TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.stripe_events

CREATE TABLE private.stripe_events (
    id text NOT NULL,
    type text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT stripe_events_id_valid CHECK ((id ~ '^evt_[A-Za-z0-9_]{1,255}$'::text)),
    CONSTRAINT stripe_events_type_valid CHECK ((type ~ '^[a-z_.]{1,100}$'::text)),
    CONSTRAINT stripe_events_pkey PRIMARY KEY (id)
);

COMMENT ON TABLE private.stripe_events IS 'Stripe events already applied (idempotency by event id).';

-- ------------------------------------------------------------------------------------------------
-- public.premium_checkouts

CREATE TABLE public.premium_checkouts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    plan_type text NOT NULL,
    request_key uuid NOT NULL,
    checkout_session_id text,
    checkout_url text,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT premium_checkouts_checkout_url_valid CHECK (((checkout_url IS NULL) OR private.is_media_url(checkout_url))),
    CONSTRAINT premium_checkouts_plan_type_valid CHECK ((plan_type = ANY (ARRAY['monthly'::text, 'semiannual'::text, 'annual'::text]))),
    CONSTRAINT premium_checkouts_session_id_valid CHECK ((checkout_session_id ~ '^[A-Za-z0-9_]{1,255}$'::text)),
    CONSTRAINT premium_checkouts_status_valid CHECK ((status = ANY (ARRAY['pending'::text, 'failed'::text]))),
    CONSTRAINT premium_checkouts_pkey PRIMARY KEY (id),
    CONSTRAINT premium_checkouts_request_key_unique UNIQUE (user_id, request_key),
    CONSTRAINT premium_checkouts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

COMMENT ON TABLE public.premium_checkouts IS 'Premium checkouts started by members; a retried request with the same key gets the same page.';

ALTER TABLE public.premium_checkouts ENABLE ROW LEVEL SECURITY;

CREATE POLICY "premium_checkouts: members read their own" ON public.premium_checkouts FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.premium_checkouts FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.premium_checkouts TO service_role;
GRANT SELECT ON TABLE public.premium_checkouts TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.free_premium_grants

CREATE TABLE private.free_premium_grants (
    address text NOT NULL,
    user_id uuid,
    code text NOT NULL,
    granted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT free_premium_grants_pkey PRIMARY KEY (address),
    CONSTRAINT free_premium_grants_user_id_unique UNIQUE (user_id),
    CONSTRAINT free_premium_grants_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL
);

COMMENT ON TABLE private.free_premium_grants IS 'Free Premium periods given: once per address (private.free_offer_address) and once per account, ever.';

-- ------------------------------------------------------------------------------------------------
-- private.premium_payments

CREATE TABLE private.premium_payments (
    payment_intent_id text NOT NULL,
    user_id uuid NOT NULL,
    subscription_id text,
    paid_through timestamp with time zone NOT NULL,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    refunded_at timestamp with time zone,
    refund_reason text,
    CONSTRAINT premium_payments_payment_intent_id_valid CHECK ((payment_intent_id ~ '^[A-Za-z0-9_-]{1,255}$'::text)),
    CONSTRAINT premium_payments_refund_consistent CHECK (((refunded_at IS NULL) = (refund_reason IS NULL))),
    CONSTRAINT premium_payments_refund_reason_valid CHECK ((refund_reason = ANY (ARRAY['refunded'::text, 'dispute_lost'::text]))),
    CONSTRAINT premium_payments_subscription_id_valid CHECK ((subscription_id ~ '^[A-Za-z0-9_]{1,255}$'::text)),
    CONSTRAINT premium_payments_pkey PRIMARY KEY (payment_intent_id),
    CONSTRAINT premium_payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX premium_payments_user_id_idx ON private.premium_payments USING btree (user_id, paid_through DESC);

COMMENT ON TABLE private.premium_payments IS 'Premium payments by payment intent: who paid, the period end it bought, and whether the money went back.';

-- ================================================================================================
-- Functions that take or return a row of the tables above
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- private.take_back_premium
-- Takes back the period a refunded payment bought. Nothing changes when another payment (not
-- refunded) pays at least as far, or when the member has moved on to another subscription since
-- (the refund is of the old one's money; the new one is paid). The caller holds the member's
-- advisory lock. Answers whether Premium ended.

CREATE FUNCTION private.take_back_premium(payment private.premium_payments) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  member public.premium_subscribers;
  was_premium boolean := public.is_premium(payment.user_id);
begin
  if exists (select 1 from private.premium_payments p
              where p.user_id = payment.user_id and p.refunded_at is null
                and p.paid_through >= payment.paid_through) then
    return false;
  end if;
  select * into member from public.premium_subscribers ps where ps.user_id = payment.user_id for update;
  if not found then
    -- The refund outran the membership's own events: an inactive row remembers the refunded
    -- period, so the activation that follows grants nothing for it.
    insert into public.premium_subscribers (user_id, subscription_status, refunded_through)
    values (payment.user_id, 'inactive', payment.paid_through);
    return false;
  end if;
  if payment.subscription_id is not null
     and member.stripe_subscription_id is distinct from payment.subscription_id then
    return false;
  end if;
  update public.premium_subscribers
     set refunded_through = greatest(refunded_through, payment.paid_through)
   where user_id = payment.user_id;
  return was_premium and not public.is_premium(payment.user_id);
end
$$;

COMMENT ON FUNCTION private.take_back_premium(payment private.premium_payments) IS 'Ends the Premium a refunded payment paid for (refunded_through), unless another payment covers it or the member moved on.';

REVOKE ALL ON FUNCTION private.take_back_premium(payment private.premium_payments) FROM PUBLIC;
