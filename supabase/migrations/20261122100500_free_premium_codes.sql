-- Free premium codes (part 1 §1: 2 months of premium, sent by email; part 2 §8 redemption errors).
-- Design §3.7: codes are random, single-use, bound to the email they were sent to, and expire.
--   * issue_free_premium_code(email, name): service_role only (send-free-premium-code); returns the code.
--     Rate limit: at most 3 codes per email per 24 hours. A code stays valid for 7 days.
--   * redeem_free_premium_code(code): the signed-in caller; the error texts contain 'email',
--     'expired' and 'used' exactly as the client's message mapping (part 2 §8) expects.

create table public.free_premium_codes (
  code text primary key constraint free_premium_codes_code_valid check (code ~ '^LL-[A-Z2-9]{4}-[A-Z2-9]{4}$'),
  email text not null constraint free_premium_codes_email_valid check (private.is_email(email) and email = lower(email)),
  name text not null default 'User' constraint free_premium_codes_name_valid check (private.is_clean_text(name, 100)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  expires_at timestamptz not null,
  redeemed_by uuid references auth.users (id) on delete set null,
  redeemed_at timestamptz,
  -- redeemed_by becomes null when the redeeming account is deleted; redeemed_at stays.
  constraint free_premium_codes_redemption_consistent check (redeemed_by is null or redeemed_at is not null)
);
comment on table public.free_premium_codes is 'Single-use codes worth 2 months of premium, bound to one email.';
create index free_premium_codes_email_idx on public.free_premium_codes (email, created_at desc);
create index free_premium_codes_redeemed_by_idx on public.free_premium_codes (redeemed_by);

create trigger free_premium_codes_set_updated_at
  before update on public.free_premium_codes
  for each row execute function private.set_updated_at();

-- 8 characters from a 32-symbol alphabet without 0/O/1/I: 40 random bits per code.
create or replace function private.random_premium_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
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
revoke execute on function private.random_premium_code() from public;

create or replace function public.issue_free_premium_code(p_email text, p_name text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.issue_free_premium_code(text, text) is
  'service_role: creates a random code for the email (max 3 per 24 h, valid 7 days) and returns it.';

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
  if public.is_premium(caller) then
    raise exception 'Premium is already active on this account.' using errcode = '22023';
  end if;

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
  'Redeems a code for the caller: 2 months of premium (plan free_trial). Errors name email/used/expired.';

revoke execute on function public.issue_free_premium_code(text, text), public.redeem_free_premium_code(text)
  from public, anon, authenticated;
grant execute on function public.issue_free_premium_code(text, text) to service_role;
grant execute on function public.redeem_free_premium_code(text) to authenticated;

alter table public.free_premium_codes enable row level security;
revoke all on public.free_premium_codes from anon, authenticated;
grant select on public.free_premium_codes to authenticated;

-- A user sees the codes sent to their address or redeemed by them.
create policy "free_premium_codes: users read their own"
  on public.free_premium_codes for select to authenticated
  using (redeemed_by = (select auth.uid()) or email = lower((select auth.email())));
