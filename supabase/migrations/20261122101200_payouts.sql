-- Payout requests (part 1 §3, §5, §8; design §3.6).
--   * Users read their own requests; nobody inserts or updates them directly. request_payout() is
--     the only way in; status changes are made by service_role (the payout process is not specified).
--   * Available balance = total earned - pending - approved - completed. The spec's formula (part 1
--     §5) subtracts pending and approved only; completed payouts are subtracted too, because money
--     that has been paid out must not become withdrawable again. Rejected requests release their amount.
--   * Minimum payout $10.00 (design §3.6). A per-user advisory lock makes concurrent requests see
--     each other, so the sum of accepted requests never exceeds what was earned.

create table public.payout_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  amount numeric(12, 2) not null constraint payout_requests_amount_valid check (amount > 0),
  status text not null default 'pending' constraint payout_requests_status_valid
    check (status in ('pending', 'approved', 'completed', 'rejected')),
  payout_method text constraint payout_requests_payout_method_valid check (payout_method in ('paypal', 'bank')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payout_requests is 'Withdrawals of earnings; created only by request_payout().';
create index payout_requests_user_id_idx on public.payout_requests (user_id, created_at desc);

create trigger payout_requests_set_updated_at
  before update on public.payout_requests
  for each row execute function private.set_updated_at();

create or replace function public.request_payout(p_amount numeric)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
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

  insert into public.payout_requests (user_id, amount) values (caller, p_amount) returning id into new_id;
  return jsonb_build_object(
    'success', true,
    'message', 'Payout request submitted.',
    'payout_id', new_id,
    'available', round(available - p_amount, 6)
  );
end
$$;
comment on function public.request_payout(numeric) is
  'Creates a pending payout of at least $10.00 if the caller''s available balance covers it: {success, message}.';

revoke execute on function public.request_payout(numeric) from public, anon, authenticated;
grant execute on function public.request_payout(numeric) to authenticated;

alter table public.payout_requests enable row level security;
revoke all on public.payout_requests from anon, authenticated;
grant select on public.payout_requests to authenticated;

create policy "payout_requests: users read their own, admins read all"
  on public.payout_requests for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
