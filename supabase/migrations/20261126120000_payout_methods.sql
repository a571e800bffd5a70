-- Issue 14 item 4: where a member's payouts are paid (part 2 §5 "Affiliate payout method": PayPal
-- needs paypalEmail; bank needs accountHolderName, bankName, accountNumber and routingNumber).
--   * private.payout_details_valid(): the one rule for payout details, shared by members' payout
--     methods and affiliates (whose check constraint is rewritten to use it, unchanged in meaning).
--   * payout_methods: one row per member, written only through save_payout_method(), which trims,
--     keeps only the fields of the chosen method and answers {success, message}. Members read their
--     own row; admins read all (they pay the money out).
--   * A payout request keeps a copy of the details it is to be paid to (request_payout, next
--     migration), so a later change of method never redirects money already requested.

create or replace function private.payout_details_valid(method text, details jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
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
$$;
comment on function private.payout_details_valid(text, jsonb) is
  'PayPal: a plausible paypalEmail. Bank: holder and bank names, account number (4-34) and routing number (4-20).';
grant execute on function private.payout_details_valid(text, jsonb) to anon, authenticated, service_role;

alter table public.affiliates drop constraint affiliates_payout_details_valid;
alter table public.affiliates add constraint affiliates_payout_details_valid check (
  jsonb_typeof(payout_details) = 'object' and octet_length(payout_details::text) <= 1024
  and (payout_method is null or private.payout_details_valid(payout_method, payout_details))
);

create table public.payout_methods (
  user_id uuid primary key references auth.users (id) on delete cascade,
  payout_method text not null constraint payout_methods_method_valid check (payout_method in ('paypal', 'bank')),
  payout_details jsonb not null
    constraint payout_methods_details_valid check (private.payout_details_valid(payout_method, payout_details)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payout_methods is
  'Where a member''s earnings payouts go; written only by save_payout_method().';

create trigger payout_methods_set_updated_at
  before update on public.payout_methods
  for each row execute function private.set_updated_at();

alter table public.payout_methods enable row level security;
revoke all on public.payout_methods from anon, authenticated;
grant select on public.payout_methods to authenticated;

create policy "payout_methods: members read their own, admins read all"
  on public.payout_methods for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Only the fields of the chosen method, trimmed; the e-mail lower-cased so the admin pays the
-- address PayPal knows.
create or replace function private.clean_payout_details(method text, details jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case method
    when 'paypal' then jsonb_build_object('paypalEmail', lower(btrim(details ->> 'paypalEmail')))
    when 'bank' then jsonb_build_object(
      'accountHolderName', btrim(details ->> 'accountHolderName'),
      'bankName', btrim(details ->> 'bankName'),
      'accountNumber', btrim(details ->> 'accountNumber'),
      'routingNumber', btrim(details ->> 'routingNumber'))
  end
$$;
revoke execute on function private.clean_payout_details(text, jsonb) from public;

create or replace function public.save_payout_method(p_method text, p_details jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.save_payout_method(text, jsonb) is
  'Stores the caller''s payout method (paypal or bank) after checking its details: {success, message}.';

revoke execute on function public.save_payout_method(text, jsonb) from public, anon, authenticated;
grant execute on function public.save_payout_method(text, jsonb) to authenticated;
