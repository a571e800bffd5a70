-- Issue 17 item 5: affiliates withdraw commission through the same payout queue as earnings
-- (design §3.6). The commissions it pays out are kept by the previous migration.
--   * payout_requests.source: 'earnings' (request_payout, unchanged rules) or 'affiliate'
--     (request_affiliate_payout). Each balance counts only its own requests:
--       affiliate balance = non-void commissions - affiliate payouts pending, approved or completed.
--     Minimum $10.00, cents, a request key for retries, the affiliate's payout method copied onto
--     the request, and a per-affiliate advisory lock so concurrent requests never overdraw.
--   * affiliate_statement(): the caller's totals and commissions, each with where it stands:
--     pending (earned, not yet paid out), approved (in an approved payout), paid (in a completed
--     payout) or void (refunded). Payouts cover the oldest commissions first.
--   * admin_payout_queue() also answers each request's source.

alter table public.payout_requests
  add column source text not null default 'earnings'
    constraint payout_requests_source_valid check (source in ('earnings', 'affiliate'));
comment on column public.payout_requests.source is
  'What the request withdraws: earnings (user_earnings) or affiliate commission (commissions).';
drop index if exists public.payout_requests_user_id_idx;
create index payout_requests_user_source_idx on public.payout_requests (user_id, source, created_at desc);

-- The amount rules both payout kinds share ($10.00 minimum, dollars and cents); null when fine.
create or replace function private.payout_amount_refusal(p_amount numeric)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when p_amount is null or p_amount = 'NaN'::numeric or p_amount = 'Infinity'::numeric or p_amount <= 0 then
      jsonb_build_object('success', false, 'message', 'Enter a valid payout amount greater than $0.00.')
    when p_amount <> round(p_amount, 2) then
      jsonb_build_object('success', false, 'message', 'Payout amounts are in dollars and cents (at most 2 decimals).')
    when p_amount < 10 then
      jsonb_build_object('success', false, 'message', 'The minimum payout is $10.00.')
  end
$$;
revoke execute on function private.payout_amount_refusal(numeric) from public;

-- Earnings requests count only earnings payouts from now on (the body is otherwise unchanged).
create or replace function public.request_payout(p_amount numeric, p_request_key uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

create or replace function public.get_payout_balance()
returns table (total_earned numeric, reserved numeric, available numeric)
language sql
stable
security invoker
set search_path = ''
as $$
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

-- Non-void commissions minus the affiliate payouts that hold money, in dollars.
create or replace function private.affiliate_available(p_user_id uuid, p_affiliate_id uuid)
returns numeric
language sql
stable
set search_path = ''
as $$
  select (select coalesce(sum(c.commission_cents), 0) from public.commissions c
           where c.affiliate_id = p_affiliate_id and c.status <> 'void') / 100.0
       - (select coalesce(sum(p.amount), 0) from public.payout_requests p
           where p.user_id = p_user_id and p.source = 'affiliate'
             and p.status in ('pending', 'approved', 'completed'))
$$;
revoke execute on function private.affiliate_available(uuid, uuid) from public;

create or replace function public.request_affiliate_payout(p_amount numeric, p_request_key uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.request_affiliate_payout(numeric, uuid) is
  'Withdraws at least $10.00 of affiliate commission to the affiliate''s payout method, never more than the balance: {success, message}.';

create or replace function public.affiliate_statement()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
comment on function public.affiliate_statement() is
  'The caller''s affiliate totals, withdrawable balance and commissions (pending, approved, paid or void); null for non-members.';

drop function public.admin_payout_queue(boolean);

create or replace function public.admin_payout_queue(p_closed boolean default false)
returns table (
  id uuid,
  user_id uuid,
  member_email text,
  member_name text,
  amount numeric,
  status text,
  source text,
  payout_method text,
  payout_details jsonb,
  rejection_reason text,
  created_at timestamptz,
  reviewed_at timestamptz,
  paid_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
comment on function public.admin_payout_queue(boolean) is
  'Admins: open payout requests (pending, approved) oldest first, or the 100 latest closed ones, with member, source and payout details.';

revoke execute on function
  public.request_affiliate_payout(numeric, uuid),
  public.affiliate_statement(),
  public.admin_payout_queue(boolean)
from public, anon, authenticated;
grant execute on function
  public.request_affiliate_payout(numeric, uuid),
  public.affiliate_statement(),
  public.admin_payout_queue(boolean)
to authenticated;
