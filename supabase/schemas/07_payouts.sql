-- Payouts. THE PAYOUT RULE: request_payout (members) and request_affiliate_payout (10_affiliates.sql)
-- both go through get_payout_balance / payout_amount_refusal here: the minimum, the available balance
-- and the payout method; review_payout and admin_payout_queue are the admins' queue.
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
-- public.request_payout
-- THE PAYOUT RULE for earnings (affiliates: request_affiliate_payout, same amount rule). Signed-in
-- members only; the amount must pass payout_amount_refusal (below: the minimum, dollars and cents);
-- a payout method must be saved; available = everything earned - earnings payouts pending, approved
-- or completed (rejected ones give their amount back). A per-member advisory lock makes concurrent
-- requests see each other, so accepted requests never add up to more than was earned; p_request_key
-- makes a replay answer the first request.

CREATE FUNCTION public.request_payout(p_amount numeric, p_request_key uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  earlier public.payout_requests%rowtype;
  method public.payout_methods%rowtype;
  earned numeric;
  reserved numeric;
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

  perform pg_advisory_xact_lock(hashtextextended('laughloop:payout:' || caller::text, 0));
  if p_request_key is not null then
    select * into earlier from public.payout_requests p
     where p.user_id = caller and p.request_key = p_request_key;
    if found then
      return jsonb_build_object(
        'success', true, 'message', 'Payout request submitted.', 'payout_id', earlier.id, 'replayed', true);
    end if;
  end if;

  select * into method from public.payout_methods m where m.user_id = caller;
  if not found then
    return jsonb_build_object(
      'success', false, 'message', 'Add your payout method (PayPal or bank) before requesting a payout.');
  end if;

  select coalesce(sum(e.amount), 0) into earned from public.user_earnings e where e.user_id = caller;
  select coalesce(sum(p.amount), 0) into reserved from public.payout_requests p
   where p.user_id = caller and p.source = 'earnings' and p.status in ('pending', 'approved', 'completed');
  available := earned - reserved;
  if p_amount > available then
    return jsonb_build_object(
      'success', false,
      'message', 'Insufficient Balance: You don''t have enough balance for this payout request.'
    );
  end if;

  insert into public.payout_requests (user_id, amount, payout_method, payout_details, request_key)
  values (caller, p_amount, method.payout_method, method.payout_details, p_request_key)
  returning id into new_id;
  return jsonb_build_object(
    'success', true,
    'message', 'Payout request submitted.',
    'payout_id', new_id,
    'available', round(available - p_amount, 6)
  );
end
$$;

COMMENT ON FUNCTION public.request_payout(p_amount numeric, p_request_key uuid) IS 'Creates a pending payout of at least $10.00, paid to the caller''s payout method, if the available balance covers it: {success, message}.';

REVOKE ALL ON FUNCTION public.request_payout(p_amount numeric, p_request_key uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.request_payout(p_amount numeric, p_request_key uuid) TO service_role;
GRANT ALL ON FUNCTION public.request_payout(p_amount numeric, p_request_key uuid) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.get_payout_balance

CREATE FUNCTION public.get_payout_balance() RETURNS TABLE(total_earned numeric, reserved numeric, available numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with earned as (
    select coalesce(sum(e.amount), 0) as total
      from public.user_earnings e where e.user_id = (select auth.uid())
  ), held as (
    select coalesce(sum(p.amount), 0) as total
      from public.payout_requests p
     where p.user_id = (select auth.uid()) and p.source = 'earnings'
       and p.status in ('pending', 'approved', 'completed')
  )
  select earned.total, held.total, earned.total - held.total
    from earned, held
   where (select auth.uid()) is not null
$$;

COMMENT ON FUNCTION public.get_payout_balance() IS 'The caller''s total earned, the amount held by payout requests, and what is available to request.';

REVOKE ALL ON FUNCTION public.get_payout_balance() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.get_payout_balance() TO service_role;
GRANT ALL ON FUNCTION public.get_payout_balance() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.payout_details_valid

CREATE FUNCTION private.payout_details_valid(method text, details jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select details is not null
     and jsonb_typeof(details) = 'object'
     and octet_length(details::text) <= 1024
     and (
       (method = 'paypal' and private.is_email(details ->> 'paypalEmail'))
       or (method = 'bank'
           and private.is_clean_text(details ->> 'accountHolderName', 100)
           and private.is_clean_text(details ->> 'bankName', 100)
           and coalesce(details ->> 'accountNumber', '') ~ '^[A-Za-z0-9 -]{4,34}$'
           and coalesce(details ->> 'routingNumber', '') ~ '^[A-Za-z0-9 -]{4,20}$')
     )
$_$;

COMMENT ON FUNCTION private.payout_details_valid(method text, details jsonb) IS 'PayPal: a plausible paypalEmail. Bank: holder and bank names, account number (4-34) and routing number (4-20).';

GRANT ALL ON FUNCTION private.payout_details_valid(method text, details jsonb) TO anon;
GRANT ALL ON FUNCTION private.payout_details_valid(method text, details jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.payout_details_valid(method text, details jsonb) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.clean_payout_details
-- Only the fields of the chosen method, trimmed; the e-mail lower-cased so the admin pays the
-- address PayPal knows.

CREATE FUNCTION private.clean_payout_details(method text, details jsonb) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case method
    when 'paypal' then jsonb_build_object('paypalEmail', lower(btrim(details ->> 'paypalEmail')))
    when 'bank' then jsonb_build_object(
      'accountHolderName', btrim(details ->> 'accountHolderName'),
      'bankName', btrim(details ->> 'bankName'),
      'accountNumber', btrim(details ->> 'accountNumber'),
      'routingNumber', btrim(details ->> 'routingNumber'))
  end
$$;

REVOKE ALL ON FUNCTION private.clean_payout_details(method text, details jsonb) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.save_payout_method

CREATE FUNCTION public.save_payout_method(p_method text, p_details jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  cleaned jsonb;
begin
  if caller is null then
    raise exception 'Please sign in to save a payout method.' using errcode = '42501';
  end if;
  if p_method is null or p_method not in ('paypal', 'bank') then
    return jsonb_build_object('success', false, 'message', 'Choose PayPal or bank transfer.');
  end if;
  if p_details is null or jsonb_typeof(p_details) <> 'object' then
    return jsonb_build_object('success', false, 'message', 'Enter your payout details.');
  end if;
  cleaned := private.clean_payout_details(p_method, p_details);
  if not private.payout_details_valid(p_method, cleaned) then
    return jsonb_build_object('success', false, 'message', case p_method
      when 'paypal' then 'Enter the email address of your PayPal account.'
      else 'Enter the account holder, bank name, account number (4-34 letters or digits) and routing number (4-20).'
    end);
  end if;
  insert into public.payout_methods (user_id, payout_method, payout_details)
  values (caller, p_method, cleaned)
  on conflict (user_id) do update
    set payout_method = excluded.payout_method, payout_details = excluded.payout_details;
  return jsonb_build_object('success', true, 'message', 'Payout method saved.');
end
$$;

COMMENT ON FUNCTION public.save_payout_method(p_method text, p_details jsonb) IS 'Stores the caller''s payout method (paypal or bank) after checking its details: {success, message}.';

REVOKE ALL ON FUNCTION public.save_payout_method(p_method text, p_details jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.save_payout_method(p_method text, p_details jsonb) TO service_role;
GRANT ALL ON FUNCTION public.save_payout_method(p_method text, p_details jsonb) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.payout_decision_status

CREATE FUNCTION private.payout_decision_status(decision text, current_status text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when decision = 'approve' and current_status = 'pending' then 'approved'
    when decision = 'reject' and current_status in ('pending', 'approved') then 'rejected'
    when decision = 'mark_paid' and current_status = 'approved' then 'completed'
  end
$$;

REVOKE ALL ON FUNCTION private.payout_decision_status(decision text, current_status text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.review_payout
-- As in 20261126120100_payout_review.sql, plus: approving or marking paid a banned member's
-- request answers {success: false} with the hold (the trigger above refuses it anyway).

CREATE FUNCTION public.review_payout(p_payout_id uuid, p_decision text, p_reason text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  request public.payout_requests%rowtype;
  reason text := nullif(btrim(coalesce(p_reason, '')), '');
  next_status text;
  member_email text;
  member_name text;
begin
  if not public.is_admin() then
    raise exception 'Access Denied: You don''t have administrator privileges to access this panel.'
      using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('approve', 'reject', 'mark_paid') then
    return jsonb_build_object('success', false, 'message', 'Choose approve, reject or mark paid.');
  end if;
  if p_decision = 'reject' and (reason is null or not private.is_clean_text(reason, 500)) then
    return jsonb_build_object('success', false,
      'message', 'Give the member a reason for the rejection (at most 500 characters, no markup).');
  end if;

  select * into request from public.payout_requests p where p.id = p_payout_id for update;
  if not found then
    return jsonb_build_object('success', false, 'message', 'This payout request no longer exists.');
  end if;
  next_status := private.payout_decision_status(p_decision, request.status);
  if next_status is null then
    return jsonb_build_object('success', false, 'status', request.status,
      'message', format('This request is %s: it cannot be %s.', request.status,
        case p_decision when 'approve' then 'approved' when 'reject' then 'rejected' else 'marked paid' end));
  end if;
  if next_status in ('approved', 'completed') and private.is_banned(request.user_id) then
    return jsonb_build_object('success', false, 'status', request.status,
      'message', 'This member is banned: their payouts are held for review.');
  end if;

  update public.payout_requests p
     set status = next_status,
         rejection_reason = case when next_status = 'rejected' then reason end,
         reviewed_at = now(),
         paid_at = case when next_status = 'completed' then now() end
   where p.id = p_payout_id;

  select u.email into member_email from auth.users u where u.id = request.user_id;
  select pr.full_name into member_name from public.profiles pr where pr.id = request.user_id;
  return jsonb_build_object(
    'success', true,
    'message', case next_status
      when 'approved' then 'Payout approved.'
      when 'rejected' then 'Payout rejected.'
      else 'Payout marked as paid.' end,
    'status', next_status,
    'amount', request.amount,
    'payout_method', request.payout_method,
    'reason', case when next_status = 'rejected' then reason end,
    'member_email', member_email,
    'member_name', member_name
  );
end
$$;

COMMENT ON FUNCTION public.review_payout(p_payout_id uuid, p_decision text, p_reason text) IS 'Admins: approve (pending), reject with a reason (pending or approved) or mark paid (approved) one payout request.';

REVOKE ALL ON FUNCTION public.review_payout(p_payout_id uuid, p_decision text, p_reason text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.review_payout(p_payout_id uuid, p_decision text, p_reason text) TO service_role;
GRANT ALL ON FUNCTION public.review_payout(p_payout_id uuid, p_decision text, p_reason text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.admin_payout_queue

CREATE FUNCTION public.admin_payout_queue(p_closed boolean DEFAULT false) RETURNS TABLE(id uuid, user_id uuid, member_email text, member_name text, amount numeric, status text, source text, payout_method text, payout_details jsonb, rejection_reason text, created_at timestamp with time zone, reviewed_at timestamp with time zone, paid_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if not public.is_admin() then
    raise exception 'Access Denied: You don''t have administrator privileges to access this panel.'
      using errcode = '42501';
  end if;
  return query
    select p.id, p.user_id, u.email::text, pr.full_name, p.amount, p.status, p.source,
           p.payout_method, p.payout_details, p.rejection_reason, p.created_at, p.reviewed_at, p.paid_at
      from public.payout_requests p
      left join auth.users u on u.id = p.user_id
      left join public.profiles pr on pr.id = p.user_id
     where case when p_closed then p.status in ('completed', 'rejected')
                else p.status in ('pending', 'approved') end
     order by
       case when p_closed then null else p.created_at end asc,
       case when p_closed then p.reviewed_at end desc nulls last
     limit 100;
end
$$;

COMMENT ON FUNCTION public.admin_payout_queue(p_closed boolean) IS 'Admins: open payout requests (pending, approved) oldest first, or the 100 latest closed ones, with member, source and payout details.';

REVOKE ALL ON FUNCTION public.admin_payout_queue(p_closed boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.admin_payout_queue(p_closed boolean) TO service_role;
GRANT ALL ON FUNCTION public.admin_payout_queue(p_closed boolean) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.minimum_payout
-- THE MINIMUM PAYOUT in dollars, for earnings and affiliate commission alike (design §3.6). The
-- app's copy is generated from it (src/lib/server-rules.ts, npm run gen:types).

CREATE FUNCTION private.minimum_payout() RETURNS numeric
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 10.00::numeric(12,2) $$;

REVOKE ALL ON FUNCTION private.minimum_payout() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.payout_amount_refusal
-- The amount rules both payout kinds share (private.minimum_payout, dollars and cents); null when fine.

CREATE FUNCTION private.payout_amount_refusal(p_amount numeric) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case
    when p_amount is null or p_amount = 'NaN'::numeric or p_amount = 'Infinity'::numeric or p_amount <= 0 then
      jsonb_build_object('success', false, 'message', 'Enter a valid payout amount greater than $0.00.')
    when p_amount <> round(p_amount, 2) then
      jsonb_build_object('success', false, 'message', 'Payout amounts are in dollars and cents (at most 2 decimals).')
    when p_amount < private.minimum_payout() then
      jsonb_build_object('success', false, 'message', format('The minimum payout is $%s.', private.minimum_payout()))
  end
$_$;

REVOKE ALL ON FUNCTION private.payout_amount_refusal(p_amount numeric) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.hold_banned_payouts
-- A banned member's payouts are held: no request of theirs moves to approved or completed, by
-- review_payout or any other update. Rejecting stays possible.

CREATE FUNCTION private.hold_banned_payouts() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status in ('approved', 'completed') and new.status is distinct from old.status
     and private.is_banned(new.user_id) then
    raise exception 'This member is banned: their payouts are held for review.' using errcode = 'P0001';
  end if;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.hold_banned_payouts() FROM PUBLIC;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.payout_requests

CREATE TABLE public.payout_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    amount numeric(12,2) NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    payout_method text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    payout_details jsonb,
    request_key uuid,
    rejection_reason text,
    reviewed_at timestamp with time zone,
    paid_at timestamp with time zone,
    source text DEFAULT 'earnings'::text NOT NULL,
    CONSTRAINT payout_requests_amount_valid CHECK ((amount > (0)::numeric)),
    CONSTRAINT payout_requests_payout_details_valid CHECK (((payout_details IS NULL) OR private.payout_details_valid(payout_method, payout_details))),
    CONSTRAINT payout_requests_payout_method_valid CHECK ((payout_method = ANY (ARRAY['paypal'::text, 'bank'::text]))),
    CONSTRAINT payout_requests_rejection_reason_valid CHECK (((rejection_reason IS NULL) OR ((status = 'rejected'::text) AND private.is_clean_text(rejection_reason, 500)))),
    CONSTRAINT payout_requests_source_valid CHECK ((source = ANY (ARRAY['earnings'::text, 'affiliate'::text]))),
    CONSTRAINT payout_requests_status_valid CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'completed'::text, 'rejected'::text]))),
    CONSTRAINT payout_requests_pkey PRIMARY KEY (id),
    CONSTRAINT payout_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX payout_requests_open_idx ON public.payout_requests USING btree (created_at) WHERE (status = ANY (ARRAY['pending'::text, 'approved'::text]));

CREATE UNIQUE INDEX payout_requests_request_key_idx ON public.payout_requests USING btree (user_id, request_key) WHERE (request_key IS NOT NULL);

CREATE INDEX payout_requests_user_source_idx ON public.payout_requests USING btree (user_id, source, created_at DESC);

COMMENT ON TABLE public.payout_requests IS 'Withdrawals of earnings; created only by request_payout().';

COMMENT ON COLUMN public.payout_requests.payout_details IS 'Copy of the member''s payout method details when the request was made: where the money goes.';

COMMENT ON COLUMN public.payout_requests.request_key IS 'Client key of the request: a retried request with the same key returns the first one.';

COMMENT ON COLUMN public.payout_requests.source IS 'What the request withdraws: earnings (user_earnings) or affiliate commission (commissions).';

ALTER TABLE public.payout_requests ENABLE ROW LEVEL SECURITY;

CREATE POLICY "payout_requests: users read their own, admins read all" ON public.payout_requests FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER payout_requests_audit AFTER UPDATE ON public.payout_requests FOR EACH ROW EXECUTE FUNCTION private.audit_admin_write();

CREATE TRIGGER payout_requests_hold_banned BEFORE UPDATE OF status ON public.payout_requests FOR EACH ROW EXECUTE FUNCTION private.hold_banned_payouts();

CREATE TRIGGER payout_requests_set_updated_at BEFORE UPDATE ON public.payout_requests FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.payout_requests FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.payout_requests TO service_role;
GRANT SELECT ON TABLE public.payout_requests TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.payout_methods

CREATE TABLE public.payout_methods (
    user_id uuid NOT NULL,
    payout_method text NOT NULL,
    payout_details jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payout_methods_details_valid CHECK (private.payout_details_valid(payout_method, payout_details)),
    CONSTRAINT payout_methods_method_valid CHECK ((payout_method = ANY (ARRAY['paypal'::text, 'bank'::text]))),
    CONSTRAINT payout_methods_pkey PRIMARY KEY (user_id),
    CONSTRAINT payout_methods_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

COMMENT ON TABLE public.payout_methods IS 'Where a member''s earnings payouts go; written only by save_payout_method().';

ALTER TABLE public.payout_methods ENABLE ROW LEVEL SECURITY;

CREATE POLICY "payout_methods: members read their own, admins read all" ON public.payout_methods FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER payout_methods_set_updated_at BEFORE UPDATE ON public.payout_methods FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.payout_methods FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.payout_methods TO service_role;
GRANT SELECT ON TABLE public.payout_methods TO authenticated;
