-- Issue 34 §4 "Free Premium once" (design §3.19): the free offer (part 1 §1: 2 months, sent as a
-- code by email) is given once per account and once per address, ever. Before this, a second code
-- requested anonymously after the first free period ended redeemed again: Premium, and earning,
-- for ever without paying.
--   * private.free_offer_address(email): the address an offer is counted against. Lower case, the
--     "+tag" of the local part dropped (Gmail, Outlook, iCloud, Fastmail, Proton and most others
--     deliver ada+x@ to ada@), and for gmail.com / googlemail.com (one service that ignores dots
--     in the local part) the dots dropped and the domain written gmail.com. Other providers' dots
--     and Yahoo's "-keyword" aliases are kept as written: they can be different people.
--   * private.free_premium_grants: one row per free period given, keyed by that address, with the
--     account it went to (unique). The primary key and the unique account are what make "once"
--     hold: a direct call or any number of racing redemptions cannot insert a second row. Rows are
--     never deleted; an account's deletion only clears user_id, so the address stays spent.
--   * redeem_free_premium_code: as before, plus the once check (under one lock per account and one
--     per address, so concurrent redemptions of different codes queue) and the grant row.
--   * a code is never minted for an address that already had its free period (a BEFORE INSERT
--     trigger, so issue_free_premium_code and any other writer alike): send-free-premium-code
--     answers 409 with a clear message and mails nothing. Codes minted before the redemption stay
--     in the table but can no longer be redeemed.
-- The refusals' words avoid 'email', 'expired' and 'used' on the redeeming side: the client maps
-- those (part 2 §8) to other situations' messages.

create or replace function private.free_offer_address(p_email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
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
comment on function private.free_offer_address(text) is
  'The address a free Premium offer is counted against: lower case, no +tag, Gmail without dots.';
revoke execute on function private.free_offer_address(text) from public;

create table private.free_premium_grants (
  address text primary key,
  user_id uuid references auth.users (id) on delete set null
    constraint free_premium_grants_user_id_unique unique,
  code text not null,
  granted_at timestamptz not null default now()
);
comment on table private.free_premium_grants is
  'Free Premium periods given: once per address (private.free_offer_address) and once per account, ever.';

-- Codes redeemed before this migration: the first redemption of each address (and of each account)
-- is the one that counts; later ones already happened and are left as they are.
insert into private.free_premium_grants (address, user_id, code, granted_at)
select distinct on (private.free_offer_address(c.email))
       private.free_offer_address(c.email), c.redeemed_by, c.code, c.redeemed_at
  from public.free_premium_codes c
 where c.redeemed_at is not null
 order by private.free_offer_address(c.email), c.redeemed_at, c.code
on conflict do nothing;

-- Whether an address already had its free period: by its own normalised form, or through the
-- account that now signs in with it (an account that redeemed and then changed its email).
create or replace function private.had_free_premium(p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
           select 1 from private.free_premium_grants g
            where g.address = private.free_offer_address(p_email))
      or exists (
           -- Auth keeps emails in lower case: users_email_partial_key finds the account.
           select 1 from auth.users u
             join private.free_premium_grants g on g.user_id = u.id
            where u.email = lower(btrim(p_email)))
$$;
comment on function private.had_free_premium(text) is
  'True when the address (normalised), or the account using it, already had the free Premium period.';
revoke execute on function private.had_free_premium(text) from public;

create or replace function private.refuse_code_after_free_premium()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.had_free_premium(new.email) then
    raise exception 'This email address has already had its free Premium. The offer of 2 free months is once per account and email address.'
      using errcode = 'PT409';
  end if;
  return new;
end
$$;
comment on function private.refuse_code_after_free_premium() is
  'BEFORE INSERT on free_premium_codes: no code is minted for an address that already had its free period.';
revoke execute on function private.refuse_code_after_free_premium() from public;

create trigger free_premium_codes_once_per_address
  before insert on public.free_premium_codes
  for each row execute function private.refuse_code_after_free_premium();

-- The latest definition (20261122100500_free_premium_codes.sql) with the once rule added between
-- the code's own checks (so a reused code still says 'used') and the Premium check.
create or replace function public.redeem_free_premium_code(p_code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.redeem_free_premium_code(text) is
  'Redeems a code for the caller: 2 months of premium (plan free_trial), once per account and address ever. Errors name email/used/expired.';

revoke execute on function public.redeem_free_premium_code(text) from public, anon, authenticated;
grant execute on function public.redeem_free_premium_code(text) to authenticated;
