-- Issue 14 item 4: the admin payout queue (design §3.14: "Payouts are requested by members and
-- approved, rejected or marked paid by admins in a queue; every change is audit-logged").
--   * payout_requests keeps what the money is paid to (a copy of the member's payout method when the
--     request was made), why it was rejected, and when it was reviewed and paid. Who reviewed it is
--     in admin_audit_log, which the trigger below writes for every change.
--   * request_payout(p_amount, p_request_key): as before, plus: a member must have a payout method;
--     the request copies it; a request key makes a retried request (a lost answer, a double tap)
--     return the first one instead of reserving the amount twice.
--   * review_payout(): admins only. pending → approved → completed (marked paid); pending or
--     approved → rejected with a reason, which frees the amount (rejected requests reserve
--     nothing). The row is locked, so two admins acting at once cannot both move it.
--   * admin_payout_queue(): admins only; open requests (pending, approved) oldest first with the
--     member's name, email and payout details, or the latest closed ones.

alter table public.payout_requests
  add column payout_details jsonb
    constraint payout_requests_payout_details_valid check (
      payout_details is null or private.payout_details_valid(payout_method, payout_details)),
  add column request_key uuid,
  add column rejection_reason text
    constraint payout_requests_rejection_reason_valid check (
      rejection_reason is null or (status = 'rejected' and private.is_clean_text(rejection_reason, 500))),
  add column reviewed_at timestamptz,
  add column paid_at timestamptz;
comment on column public.payout_requests.payout_details is
  'Copy of the member''s payout method details when the request was made: where the money goes.';
comment on column public.payout_requests.request_key is
  'Client key of the request: a retried request with the same key returns the first one.';

create unique index payout_requests_request_key_idx
  on public.payout_requests (user_id, request_key) where request_key is not null;
create index payout_requests_open_idx
  on public.payout_requests (created_at) where status in ('pending', 'approved');

create trigger payout_requests_audit
  after update on public.payout_requests
  for each row execute function private.audit_admin_write();

drop function public.request_payout(numeric);

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
begin
  if caller is null then
    raise exception 'Please sign in to request a payout.' using errcode = '42501';
  end if;
  if p_amount is null or p_amount = 'NaN'::numeric or p_amount = 'Infinity'::numeric or p_amount <= 0 then
    return jsonb_build_object('success', false, 'message', 'Enter a valid payout amount greater than $0.00.');
  end if;
  if p_amount <> round(p_amount, 2) then
    return jsonb_build_object('success', false, 'message', 'Payout amounts are in dollars and cents (at most 2 decimals).');
  end if;
  if p_amount < 10 then
    return jsonb_build_object('success', false, 'message', 'The minimum payout is $10.00.');
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
   where p.user_id = caller and p.status in ('pending', 'approved', 'completed');
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
comment on function public.request_payout(numeric, uuid) is
  'Creates a pending payout of at least $10.00, paid to the caller''s payout method, if the available balance covers it: {success, message}.';

revoke execute on function public.request_payout(numeric, uuid) from public, anon, authenticated;
grant execute on function public.request_payout(numeric, uuid) to authenticated;

create or replace function private.payout_decision_status(decision text, current_status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when decision = 'approve' and current_status = 'pending' then 'approved'
    when decision = 'reject' and current_status in ('pending', 'approved') then 'rejected'
    when decision = 'mark_paid' and current_status = 'approved' then 'completed'
  end
$$;
revoke execute on function private.payout_decision_status(text, text) from public;

create or replace function public.review_payout(p_payout_id uuid, p_decision text, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.review_payout(uuid, text, text) is
  'Admins: approve (pending), reject with a reason (pending or approved) or mark paid (approved) one payout request.';

revoke execute on function public.review_payout(uuid, text, text) from public, anon, authenticated;
grant execute on function public.review_payout(uuid, text, text) to authenticated;

create or replace function public.admin_payout_queue(p_closed boolean default false)
returns table (
  id uuid,
  user_id uuid,
  member_email text,
  member_name text,
  amount numeric,
  status text,
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
    select p.id, p.user_id, u.email::text, pr.full_name, p.amount, p.status,
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
  'Admins: open payout requests (pending, approved) oldest first, or the 100 latest closed ones, with member and payout details.';

revoke execute on function public.admin_payout_queue(boolean) from public, anon, authenticated;
grant execute on function public.admin_payout_queue(boolean) to authenticated;
