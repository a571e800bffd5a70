-- Affiliates: joining, clicks (deduplicated, capped per address), 30-day attribution from the first
-- click, commissions on payments and their claw-back on refunds, and the affiliate's statement and
-- payout request (the payout rule itself is in 07_payouts.sql).
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
-- private.affiliates_reset_verification
-- A changed payout method must be verified again (part 2 §4 Affiliate).

CREATE FUNCTION private.affiliates_reset_verification() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.payout_method is distinct from old.payout_method or new.payout_details is distinct from old.payout_details then
    new.payout_verified := false;
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.affiliates_reset_verification() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.random_affiliate_code

CREATE FUNCTION private.random_affiliate_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea := extensions.gen_random_bytes(8);
  code text := '';
begin
  for i in 0..7 loop
    code := code || substr(alphabet, (get_byte(bytes, i) % 32) + 1, 1);
  end loop;
  return code;
end
$$;

REVOKE ALL ON FUNCTION private.random_affiliate_code() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.join_affiliate_program

CREATE FUNCTION public.join_affiliate_program() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  member public.affiliates;
begin
  if caller is null then
    raise exception 'Please sign up to join our affiliate program' using errcode = '42501';
  end if;
  select * into member from public.affiliates where user_id = caller;
  while member.id is null loop
    begin
      insert into public.affiliates (user_id, affiliate_code)
      values (caller, private.random_affiliate_code())
      returning * into member;
    exception when unique_violation then
      -- Either the code was taken (draw again) or a concurrent call joined first (read it).
      select * into member from public.affiliates where user_id = caller;
    end;
  end loop;
  return jsonb_build_object('success', true, 'affiliate', to_jsonb(member) - 'payout_details');
end
$$;

COMMENT ON FUNCTION public.join_affiliate_program() IS 'Makes the caller an affiliate (idempotent): {success, affiliate}.';

REVOKE ALL ON FUNCTION public.join_affiliate_program() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.join_affiliate_program() TO service_role;
GRANT ALL ON FUNCTION public.join_affiliate_program() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.record_referral

CREATE FUNCTION public.record_referral(p_affiliate_code text, p_click_id uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if auth.uid() is null then
    raise exception 'Please sign in first.' using errcode = '42501';
  end if;
  return private.attribute_referral(auth.uid(), p_affiliate_code, p_click_id);
end
$$;

COMMENT ON FUNCTION public.record_referral(p_affiliate_code text, p_click_id uuid) IS 'Attributes the caller to an affiliate (first attribution wins, 30 days from the recorded click, no self-referral).';

REVOKE ALL ON FUNCTION public.record_referral(p_affiliate_code text, p_click_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_referral(p_affiliate_code text, p_click_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.record_referral(p_affiliate_code text, p_click_id uuid) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.record_commission

CREATE FUNCTION public.record_commission(p_referred_user_id uuid, p_payment_id text, p_source text, p_amount_cents integer, p_payment_intent_id text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  referral public.referrals;
  member public.affiliates;
  commission integer;
  new_id uuid;
  refund_reason text;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'Payment amount must be a positive number of cents.' using errcode = '22023';
  end if;
  select * into referral from public.referrals where referred_user_id = p_referred_user_id;
  if referral.id is null then
    return jsonb_build_object('success', true, 'commission', false);
  end if;
  select * into member from public.affiliates where id = referral.affiliate_id for update;
  commission := round(p_amount_cents * member.commission_rate / 100);
  select r.reason into refund_reason from private.refunded_payments r
   where r.payment_intent_id = p_payment_intent_id;
  insert into public.commissions (affiliate_id, referral_id, payment_id, source, payment_amount_cents,
                                  commission_rate, commission_cents, payment_intent_id,
                                  status, voided_at, void_reason)
  values (member.id, referral.id, p_payment_id, p_source, p_amount_cents, member.commission_rate, commission,
          p_payment_intent_id,
          case when refund_reason is null then 'pending' else 'void' end,
          case when refund_reason is null then null else now() end, refund_reason)
  on conflict (payment_id) do nothing
  returning id into new_id;
  if new_id is null then
    return jsonb_build_object('success', true, 'commission', false, 'duplicate', true);
  end if;
  if refund_reason is not null then
    return jsonb_build_object('success', true, 'commission', false, 'refunded', true);
  end if;
  update public.affiliates set total_commission = total_commission + commission / 100.0 where id = member.id;
  return jsonb_build_object('success', true, 'commission', true, 'commission_cents', commission);
end
$$;

COMMENT ON FUNCTION public.record_commission(p_referred_user_id uuid, p_payment_id text, p_source text, p_amount_cents integer, p_payment_intent_id text) IS 'service_role: books the affiliate commission of a referred user''s payment, once per payment.';

REVOKE ALL ON FUNCTION public.record_commission(p_referred_user_id uuid, p_payment_id text, p_source text, p_amount_cents integer, p_payment_intent_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_commission(p_referred_user_id uuid, p_payment_id text, p_source text, p_amount_cents integer, p_payment_intent_id text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.record_affiliate_click

CREATE FUNCTION public.record_affiliate_click(p_affiliate_code text, p_device_id text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := auth.uid();
  visitor text;
  member_id uuid;
  click_id uuid;
begin
  if p_affiliate_code is null or upper(btrim(p_affiliate_code)) !~ '^[A-Z2-9]{8}$' then
    return null;
  end if;
  select a.id into member_id from public.affiliates a where a.affiliate_code = upper(btrim(p_affiliate_code));
  if member_id is null then
    return null; -- nothing is written for an unknown code, so it needs no visitor
  end if;
  visitor := case when caller is not null then 'user:' || caller
                  else 'device:' || private.require_device_id(p_device_id) end;
  insert into private.affiliate_clicks (affiliate_id, visitor_key)
  values (member_id, visitor)
  on conflict (affiliate_id, visitor_key, click_day) where visitor_key is not null do nothing
  returning id into click_id;
  if click_id is null then
    select c.id into click_id from private.affiliate_clicks c
     where c.affiliate_id = member_id and c.visitor_key = visitor
       and c.click_day = (now() at time zone 'utc')::date;
    return click_id;
  end if;
  if caller is null then
    perform private.take_anon_quota('affiliate_click', 30, interval '1 hour',
      'Too many affiliate link clicks from this network. Please try again later.');
  end if;
  -- Clicks older than the window can never attribute anyone: drop them as new ones arrive.
  delete from private.affiliate_clicks c
   where c.id in (select old.id from private.affiliate_clicks old
                   where old.clicked_at < now() - interval '31 days' limit 100);
  return click_id;
end
$_$;

COMMENT ON FUNCTION public.record_affiliate_click(p_affiliate_code text, p_device_id text) IS 'A landing on an affiliate link: the click id to keep with the code (one per visitor, link and day), or null for an unknown code.';

REVOKE ALL ON FUNCTION public.record_affiliate_click(p_affiliate_code text, p_device_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_affiliate_click(p_affiliate_code text, p_device_id text) TO service_role;
GRANT ALL ON FUNCTION public.record_affiliate_click(p_affiliate_code text, p_device_id text) TO anon;
GRANT ALL ON FUNCTION public.record_affiliate_click(p_affiliate_code text, p_device_id text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.referral_window_days
-- THE REFERRAL WINDOW: a referral counts when the first click on the link is at most this many days
-- old (part 2 §9). The app's copy is generated from it (src/lib/server-rules.ts, npm run gen:types).

CREATE FUNCTION private.referral_window_days() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 30 $$;

REVOKE ALL ON FUNCTION private.referral_window_days() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.attribute_referral

CREATE FUNCTION private.attribute_referral(p_user_id uuid, p_affiliate_code text, p_click_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  member public.affiliates;
  existing public.referrals;
  clicked timestamptz;
begin
  select * into existing from public.referrals where referred_user_id = p_user_id;
  if existing.id is not null then
    return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', true);
  end if;
  select * into member from public.affiliates where affiliate_code = upper(btrim(coalesce(p_affiliate_code, '')));
  if member.id is null then
    raise exception 'Unknown affiliate code.' using errcode = 'P0001';
  end if;
  if member.user_id = p_user_id then
    raise exception 'You cannot refer yourself.' using errcode = 'P0001';
  end if;
  if p_click_id is null then
    clicked := now(); -- the first the server hears of this link
  else
    -- A click the server does not know (another affiliate's, or dropped after 31 days) proves no
    -- recent click: refused like an old one, never taken as new.
    select c.clicked_at into clicked from private.affiliate_clicks c
     where c.id = p_click_id and c.affiliate_id = member.id;
  end if;
  if clicked is null or clicked < now() - make_interval(days => private.referral_window_days()) then
    raise exception 'The referral link has expired (%-day window).', private.referral_window_days()
      using errcode = 'P0001';
  end if;
  insert into public.referrals (affiliate_id, referred_user_id, first_click_at)
  values (member.id, p_user_id, clicked)
  on conflict (referred_user_id) do nothing
  returning * into existing;
  if existing.id is null then
    select * into existing from public.referrals where referred_user_id = p_user_id;
    return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', true);
  end if;
  update public.affiliates set referral_count = referral_count + 1 where id = member.id;
  return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', false);
end
$$;

REVOKE ALL ON FUNCTION private.attribute_referral(p_user_id uuid, p_affiliate_code text, p_click_id uuid) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.attribute_referral

CREATE FUNCTION public.attribute_referral(p_user_id uuid, p_affiliate_code text, p_click_id uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.attribute_referral(p_user_id, p_affiliate_code, p_click_id);
exception when raise_exception then
  return jsonb_build_object('success', false, 'message', sqlerrm);
end
$$;

COMMENT ON FUNCTION public.attribute_referral(p_user_id uuid, p_affiliate_code text, p_click_id uuid) IS 'service_role: record_referral for a user named by a checkout; a refused code answers {success: false, message}.';

REVOKE ALL ON FUNCTION public.attribute_referral(p_user_id uuid, p_affiliate_code text, p_click_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.attribute_referral(p_user_id uuid, p_affiliate_code text, p_click_id uuid) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.attribute_new_user_referral

CREATE FUNCTION private.attribute_new_user_referral() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  code text := new.raw_user_meta_data ->> 'ref_code';
  click text := new.raw_user_meta_data ->> 'ref_click';
begin
  if code is null or btrim(code) = '' then
    return new;
  end if;
  begin
    perform private.attribute_referral(
      new.id, code,
      case when click ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then click::uuid end);
  exception when raise_exception then
    null; -- an unknown or expired code leaves the new account unattributed
  end;
  return new;
end
$_$;

REVOKE ALL ON FUNCTION private.attribute_new_user_referral() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.claw_back_commission

CREATE FUNCTION public.claw_back_commission(p_payment_intent_id text, p_payment_id text DEFAULT NULL::text, p_reason text DEFAULT 'refunded'::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target public.commissions;
begin
  if p_reason is null or p_reason not in ('refunded', 'dispute_lost') then
    raise exception 'Unknown refund reason.' using errcode = '22023';
  end if;
  if p_payment_intent_id is not null then
    insert into private.refunded_payments (payment_intent_id, reason) values (p_payment_intent_id, p_reason)
    on conflict (payment_intent_id) do nothing;
  end if;
  select * into target from public.commissions c
   where (p_payment_intent_id is not null and c.payment_intent_id = p_payment_intent_id)
      or (p_payment_id is not null and c.payment_id = p_payment_id)
   order by c.created_at
   limit 1;
  if target.id is null then
    return jsonb_build_object('success', true, 'found', false, 'clawed_back', false);
  end if;
  -- The affiliate's row first (as record_commission does), then the commission: one order of locks.
  perform 1 from public.affiliates a where a.id = target.affiliate_id for update;
  select * into target from public.commissions c where c.id = target.id for update;
  if target.status = 'void' then
    return jsonb_build_object('success', true, 'found', true, 'clawed_back', false);
  end if;
  update public.commissions
     set status = 'void', voided_at = now(), void_reason = p_reason
   where id = target.id;
  update public.affiliates
     set total_commission = greatest(total_commission - target.commission_cents / 100.0, 0)
   where id = target.affiliate_id;
  return jsonb_build_object('success', true, 'found', true, 'clawed_back', true,
                            'commission_cents', target.commission_cents);
end
$$;

COMMENT ON FUNCTION public.claw_back_commission(p_payment_intent_id text, p_payment_id text, p_reason text) IS 'service_role: voids the commission of a refunded (or lost-dispute) payment once and lowers the affiliate''s total.';

REVOKE ALL ON FUNCTION public.claw_back_commission(p_payment_intent_id text, p_payment_id text, p_reason text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claw_back_commission(p_payment_intent_id text, p_payment_id text, p_reason text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.affiliate_available
-- Non-void commissions minus the affiliate payouts that hold money, in dollars.

CREATE FUNCTION private.affiliate_available(p_user_id uuid, p_affiliate_id uuid) RETURNS numeric
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (select coalesce(sum(c.commission_cents), 0) from public.commissions c
           where c.affiliate_id = p_affiliate_id and c.status <> 'void') / 100.0
       - (select coalesce(sum(p.amount), 0) from public.payout_requests p
           where p.user_id = p_user_id and p.source = 'affiliate'
             and p.status in ('pending', 'approved', 'completed'))
$$;

REVOKE ALL ON FUNCTION private.affiliate_available(p_user_id uuid, p_affiliate_id uuid) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.request_affiliate_payout

CREATE FUNCTION public.request_affiliate_payout(p_amount numeric, p_request_key uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  earlier public.payout_requests%rowtype;
  member public.affiliates%rowtype;
  available numeric;
  new_id uuid;
  refusal jsonb := private.payout_amount_refusal(p_amount);
begin
  if caller is null then
    raise exception 'Please sign in to request a payout.' using errcode = '42501';
  end if;
  if refusal is not null then
    return refusal;
  end if;
  select * into member from public.affiliates a where a.user_id = caller;
  if not found then
    return jsonb_build_object('success', false, 'message', 'Join the affiliate program first.');
  end if;

  perform pg_advisory_xact_lock(hashtextextended('laughloop:affiliate-payout:' || caller::text, 0));
  if p_request_key is not null then
    select * into earlier from public.payout_requests p
     where p.user_id = caller and p.request_key = p_request_key;
    if found then
      return jsonb_build_object(
        'success', true, 'message', 'Payout request submitted.', 'payout_id', earlier.id, 'replayed', true);
    end if;
  end if;
  if member.payout_method is null then
    return jsonb_build_object(
      'success', false, 'message', 'Add your payout method (PayPal or bank) before requesting a payout.');
  end if;

  available := private.affiliate_available(caller, member.id);
  if p_amount > available then
    return jsonb_build_object(
      'success', false,
      'message', 'Insufficient Balance: You don''t have enough balance for this payout request.'
    );
  end if;
  insert into public.payout_requests (user_id, amount, payout_method, payout_details, request_key, source)
  values (caller, p_amount, member.payout_method, member.payout_details, p_request_key, 'affiliate')
  returning id into new_id;
  return jsonb_build_object(
    'success', true,
    'message', 'Payout request submitted.',
    'payout_id', new_id,
    'available', round(available - p_amount, 2)
  );
end
$$;

COMMENT ON FUNCTION public.request_affiliate_payout(p_amount numeric, p_request_key uuid) IS 'Withdraws at least $10.00 of affiliate commission to the affiliate''s payout method, never more than the balance: {success, message}.';

REVOKE ALL ON FUNCTION public.request_affiliate_payout(p_amount numeric, p_request_key uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.request_affiliate_payout(p_amount numeric, p_request_key uuid) TO service_role;
GRANT ALL ON FUNCTION public.request_affiliate_payout(p_amount numeric, p_request_key uuid) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.affiliate_statement

CREATE FUNCTION public.affiliate_statement() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  member public.affiliates%rowtype;
  paid numeric;
  approved numeric;
  held numeric;
  rows jsonb;
begin
  select * into member from public.affiliates a where a.user_id = caller;
  if caller is null or not found then
    return null;
  end if;
  select coalesce(sum(p.amount) filter (where p.status = 'completed'), 0) * 100,
         coalesce(sum(p.amount) filter (where p.status = 'approved'), 0) * 100,
         coalesce(sum(p.amount) filter (where p.status in ('pending', 'approved', 'completed')), 0)
    into paid, approved, held
    from public.payout_requests p
   where p.user_id = caller and p.source = 'affiliate';
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', c.id, 'source', c.source, 'payment_amount_cents', c.payment_amount_cents,
           'commission_cents', c.commission_cents, 'created_at', c.created_at,
           'status', case
             when c.status = 'void' then 'void'
             when c.running <= paid then 'paid'
             when c.running <= paid + approved then 'approved'
             else 'pending' end)
         order by c.created_at desc), '[]'::jsonb)
    into rows
    from (select x.*, sum(x.commission_cents) filter (where x.status <> 'void')
                        over (order by x.created_at, x.id) as running
            from public.commissions x where x.affiliate_id = member.id) c;
  return jsonb_build_object(
    'total_commission', member.total_commission,
    'referral_count', member.referral_count,
    'commission_rate', member.commission_rate,
    'held', held,
    'available', private.affiliate_available(caller, member.id),
    'commissions', rows);
end
$$;

COMMENT ON FUNCTION public.affiliate_statement() IS 'The caller''s affiliate totals, withdrawable balance and commissions (pending, approved, paid or void); null for non-members.';

REVOKE ALL ON FUNCTION public.affiliate_statement() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.affiliate_statement() TO service_role;
GRANT ALL ON FUNCTION public.affiliate_statement() TO authenticated;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.affiliates

CREATE TABLE public.affiliates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    affiliate_code text NOT NULL,
    total_commission numeric(12,2) DEFAULT 0 NOT NULL,
    referral_count integer DEFAULT 0 NOT NULL,
    commission_rate numeric(5,2) DEFAULT 20 NOT NULL,
    payout_method text,
    payout_details jsonb DEFAULT '{}'::jsonb NOT NULL,
    payout_verified boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT affiliates_code_valid CHECK ((affiliate_code ~ '^[A-Z2-9]{8}$'::text)),
    CONSTRAINT affiliates_commission_rate_valid CHECK (((commission_rate > (0)::numeric) AND (commission_rate <= (100)::numeric))),
    CONSTRAINT affiliates_payout_details_valid CHECK (((jsonb_typeof(payout_details) = 'object'::text) AND (octet_length((payout_details)::text) <= 1024) AND ((payout_method IS NULL) OR private.payout_details_valid(payout_method, payout_details)))),
    CONSTRAINT affiliates_payout_method_valid CHECK ((payout_method = ANY (ARRAY['paypal'::text, 'bank'::text]))),
    CONSTRAINT affiliates_referral_count_valid CHECK ((referral_count >= 0)),
    CONSTRAINT affiliates_total_commission_valid CHECK ((total_commission >= (0)::numeric)),
    CONSTRAINT affiliates_code_unique UNIQUE (affiliate_code),
    CONSTRAINT affiliates_pkey PRIMARY KEY (id),
    CONSTRAINT affiliates_user_id_unique UNIQUE (user_id),
    CONSTRAINT affiliates_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

COMMENT ON TABLE public.affiliates IS 'Affiliate members; totals are maintained by the database.';

ALTER TABLE public.affiliates ENABLE ROW LEVEL SECURITY;

CREATE POLICY "affiliates: members read their own row, admins read all" ON public.affiliates FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE POLICY "affiliates: members update their payout method" ON public.affiliates FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (NOT payout_verified)));

CREATE TRIGGER affiliates_reset_verification BEFORE UPDATE ON public.affiliates FOR EACH ROW EXECUTE FUNCTION private.affiliates_reset_verification();

CREATE TRIGGER affiliates_set_updated_at BEFORE UPDATE ON public.affiliates FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.affiliates FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.affiliates TO service_role;
GRANT SELECT ON TABLE public.affiliates TO authenticated;

GRANT UPDATE(payout_method) ON TABLE public.affiliates TO authenticated;

GRANT UPDATE(payout_details) ON TABLE public.affiliates TO authenticated;

GRANT UPDATE(payout_verified) ON TABLE public.affiliates TO authenticated;

GRANT UPDATE(updated_at) ON TABLE public.affiliates TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.referrals

CREATE TABLE public.referrals (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    affiliate_id uuid NOT NULL,
    referred_user_id uuid NOT NULL,
    first_click_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT referrals_pkey PRIMARY KEY (id),
    CONSTRAINT referrals_referred_user_unique UNIQUE (referred_user_id),
    CONSTRAINT referrals_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE,
    CONSTRAINT referrals_referred_user_id_fkey FOREIGN KEY (referred_user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX referrals_affiliate_id_idx ON public.referrals USING btree (affiliate_id);

COMMENT ON TABLE public.referrals IS 'Permanent first attribution of a referred user to an affiliate.';

ALTER TABLE public.referrals ENABLE ROW LEVEL SECURITY;

CREATE POLICY "referrals: affiliates read their referrals, admins read all" ON public.referrals FOR SELECT TO authenticated USING (((affiliate_id IN ( SELECT a.id
   FROM public.affiliates a
  WHERE (a.user_id = ( SELECT auth.uid() AS uid)))) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER referrals_set_updated_at BEFORE UPDATE ON public.referrals FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.referrals FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.referrals TO service_role;
GRANT SELECT ON TABLE public.referrals TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.commissions

CREATE TABLE public.commissions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    affiliate_id uuid NOT NULL,
    referral_id uuid NOT NULL,
    payment_id text NOT NULL,
    source text NOT NULL,
    payment_amount_cents integer NOT NULL,
    commission_rate numeric(5,2) NOT NULL,
    commission_cents integer NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    payment_intent_id text,
    voided_at timestamp with time zone,
    void_reason text,
    CONSTRAINT commissions_commission_cents_valid CHECK ((commission_cents >= 0)),
    CONSTRAINT commissions_payment_amount_valid CHECK ((payment_amount_cents > 0)),
    CONSTRAINT commissions_payment_id_valid CHECK ((payment_id ~ '^[A-Za-z0-9_-]{1,255}$'::text)),
    CONSTRAINT commissions_payment_intent_id_valid CHECK ((payment_intent_id ~ '^[A-Za-z0-9_-]{1,255}$'::text)),
    CONSTRAINT commissions_source_valid CHECK ((source = ANY (ARRAY['boost'::text, 'premium'::text]))),
    CONSTRAINT commissions_status_valid CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'paid'::text, 'void'::text]))),
    CONSTRAINT commissions_void_consistent CHECK ((((status = 'void'::text) = (voided_at IS NOT NULL)) AND ((status = 'void'::text) = (void_reason IS NOT NULL)))),
    CONSTRAINT commissions_void_reason_valid CHECK ((void_reason = ANY (ARRAY['refunded'::text, 'dispute_lost'::text]))),
    CONSTRAINT commissions_payment_id_unique UNIQUE (payment_id),
    CONSTRAINT commissions_pkey PRIMARY KEY (id),
    CONSTRAINT commissions_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE,
    CONSTRAINT commissions_referral_id_fkey FOREIGN KEY (referral_id) REFERENCES public.referrals(id) ON DELETE CASCADE
);

CREATE INDEX commissions_affiliate_id_idx ON public.commissions USING btree (affiliate_id, created_at DESC);

CREATE INDEX commissions_payment_intent_id_idx ON public.commissions USING btree (payment_intent_id) WHERE (payment_intent_id IS NOT NULL);

CREATE INDEX commissions_referral_id_idx ON public.commissions USING btree (referral_id);

COMMENT ON TABLE public.commissions IS 'One commission per referred payment; written by record_commission().';

ALTER TABLE public.commissions ENABLE ROW LEVEL SECURITY;

CREATE POLICY "commissions: affiliates read their commissions, admins read all" ON public.commissions FOR SELECT TO authenticated USING (((affiliate_id IN ( SELECT a.id
   FROM public.affiliates a
  WHERE (a.user_id = ( SELECT auth.uid() AS uid)))) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER commissions_set_updated_at BEFORE UPDATE ON public.commissions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.commissions FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.commissions TO service_role;
GRANT SELECT ON TABLE public.commissions TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.affiliate_clicks

CREATE TABLE private.affiliate_clicks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    affiliate_id uuid NOT NULL,
    clicked_at timestamp with time zone DEFAULT now() NOT NULL,
    visitor_key text,
    click_day date DEFAULT ((now() AT TIME ZONE 'utc'::text))::date NOT NULL,
    CONSTRAINT affiliate_clicks_pkey PRIMARY KEY (id),
    CONSTRAINT affiliate_clicks_affiliate_id_fkey FOREIGN KEY (affiliate_id) REFERENCES public.affiliates(id) ON DELETE CASCADE
);

CREATE INDEX affiliate_clicks_clicked_at_idx ON private.affiliate_clicks USING btree (clicked_at);

CREATE UNIQUE INDEX affiliate_clicks_one_per_visitor_day ON private.affiliate_clicks USING btree (affiliate_id, visitor_key, click_day) WHERE (visitor_key IS NOT NULL);

COMMENT ON TABLE private.affiliate_clicks IS 'Landings on an affiliate link, timed by the database.';

COMMENT ON COLUMN private.affiliate_clicks.visitor_key IS 'user:<id> or device:<issued device id>; null for clicks recorded before visitors were known.';

-- ------------------------------------------------------------------------------------------------
-- private.refunded_payments
-- Refunds can arrive before the payment's own completion event (Stripe does not order events): the
-- refund is remembered so the commission booked later is void from the start.

CREATE TABLE private.refunded_payments (
    payment_intent_id text NOT NULL,
    reason text NOT NULL,
    refunded_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT refunded_payments_reason_check CHECK ((reason = ANY (ARRAY['refunded'::text, 'dispute_lost'::text]))),
    CONSTRAINT refunded_payments_pkey PRIMARY KEY (payment_intent_id)
);

COMMENT ON TABLE private.refunded_payments IS 'Payment intents whose money went back; record_commission books their commissions void.';

-- ================================================================================================
-- On objects Supabase provides
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- auth.users on_auth_user_created_attribute_referral

CREATE TRIGGER on_auth_user_created_attribute_referral AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.attribute_new_user_referral();
