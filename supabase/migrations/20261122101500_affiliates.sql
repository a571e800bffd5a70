-- Affiliate program (part 2 §3 Affiliate, §6 "20% lifetime commission, 30-day attribution, no
-- self-referrals"; anchors-product §4.9).
--   * affiliates: one row per member, created by join_affiliate_program(); members read their own row
--     and may change only payout_method/payout_details, which resets payout_verified (part 2 §4).
--   * referrals: the first attribution of a referred user is permanent; it must arrive within 30 days
--     of the first click on the affiliate link and never from the affiliate themself.
--   * commissions: one per payment (payment_id unique), written by service_role code (the payment
--     webhook) through record_commission(), which also keeps affiliates.total_commission.

create table public.affiliates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade constraint affiliates_user_id_unique unique,
  affiliate_code text not null constraint affiliates_code_unique unique
    constraint affiliates_code_valid check (affiliate_code ~ '^[A-Z2-9]{8}$'),
  total_commission numeric(12, 2) not null default 0 constraint affiliates_total_commission_valid check (total_commission >= 0),
  referral_count integer not null default 0 constraint affiliates_referral_count_valid check (referral_count >= 0),
  commission_rate numeric(5, 2) not null default 20 constraint affiliates_commission_rate_valid
    check (commission_rate > 0 and commission_rate <= 100),
  payout_method text constraint affiliates_payout_method_valid check (payout_method in ('paypal', 'bank')),
  payout_details jsonb not null default '{}'::jsonb,
  payout_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint affiliates_payout_details_valid check (
    jsonb_typeof(payout_details) = 'object' and octet_length(payout_details::text) <= 1024 and (
      payout_method is null
      or (payout_method = 'paypal' and private.is_email(payout_details ->> 'paypalEmail'))
      or (payout_method = 'bank'
          and private.is_clean_text(payout_details ->> 'accountHolderName', 100)
          and private.is_clean_text(payout_details ->> 'bankName', 100)
          and coalesce(payout_details ->> 'accountNumber', '') ~ '^[A-Za-z0-9 -]{4,34}$'
          and coalesce(payout_details ->> 'routingNumber', '') ~ '^[A-Za-z0-9 -]{4,20}$')
    )
  )
);
comment on table public.affiliates is 'Affiliate members; totals are maintained by the database.';

create trigger affiliates_set_updated_at
  before update on public.affiliates
  for each row execute function private.set_updated_at();

-- A changed payout method must be verified again (part 2 §4 Affiliate).
create or replace function private.affiliates_reset_verification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.payout_method is distinct from old.payout_method or new.payout_details is distinct from old.payout_details then
    new.payout_verified := false;
  end if;
  return new;
end
$$;
revoke execute on function private.affiliates_reset_verification() from public;

create trigger affiliates_reset_verification
  before update on public.affiliates
  for each row execute function private.affiliates_reset_verification();

create table public.referrals (
  id uuid primary key default gen_random_uuid(),
  affiliate_id uuid not null references public.affiliates (id) on delete cascade,
  referred_user_id uuid not null references auth.users (id) on delete cascade
    constraint referrals_referred_user_unique unique,
  first_click_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.referrals is 'Permanent first attribution of a referred user to an affiliate.';
create index referrals_affiliate_id_idx on public.referrals (affiliate_id);

create trigger referrals_set_updated_at
  before update on public.referrals
  for each row execute function private.set_updated_at();

create table public.commissions (
  id uuid primary key default gen_random_uuid(),
  affiliate_id uuid not null references public.affiliates (id) on delete cascade,
  referral_id uuid not null references public.referrals (id) on delete cascade,
  payment_id text not null constraint commissions_payment_id_unique unique
    constraint commissions_payment_id_valid check (payment_id ~ '^[A-Za-z0-9_-]{1,255}$'),
  source text not null constraint commissions_source_valid check (source in ('boost', 'premium')),
  payment_amount_cents integer not null constraint commissions_payment_amount_valid check (payment_amount_cents > 0),
  commission_rate numeric(5, 2) not null,
  commission_cents integer not null constraint commissions_commission_cents_valid check (commission_cents >= 0),
  status text not null default 'pending' constraint commissions_status_valid
    check (status in ('pending', 'approved', 'paid', 'void')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.commissions is 'One commission per referred payment; written by record_commission().';
create index commissions_affiliate_id_idx on public.commissions (affiliate_id, created_at desc);
create index commissions_referral_id_idx on public.commissions (referral_id);

create trigger commissions_set_updated_at
  before update on public.commissions
  for each row execute function private.set_updated_at();

alter table public.affiliates enable row level security;
alter table public.referrals enable row level security;
alter table public.commissions enable row level security;
revoke all on public.affiliates, public.referrals, public.commissions from anon, authenticated;
grant select on public.affiliates, public.referrals, public.commissions to authenticated;
grant update (payout_method, payout_details, payout_verified, updated_at) on public.affiliates to authenticated;

create policy "affiliates: members read their own row, admins read all"
  on public.affiliates for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- payout_verified may be "written" only as false: the trigger forces false on any payout change,
-- and this check refuses a member marking their own method verified.
create policy "affiliates: members update their payout method"
  on public.affiliates for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and not payout_verified);

create policy "referrals: affiliates read their referrals, admins read all"
  on public.referrals for select to authenticated
  using (
    affiliate_id in (select a.id from public.affiliates a where a.user_id = (select auth.uid()))
    or (select public.is_admin())
  );

create policy "commissions: affiliates read their commissions, admins read all"
  on public.commissions for select to authenticated
  using (
    affiliate_id in (select a.id from public.affiliates a where a.user_id = (select auth.uid()))
    or (select public.is_admin())
  );
