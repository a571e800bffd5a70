-- Premium membership (part 2 §3 premium_subscribers, part 1 §3 premium status).
-- Rows are written only by service_role code (the Stripe webhook, the free-code redemption
-- function); users read their own row. A trigger mirrors the state into profiles.subscription_status.
-- public.is_premium() is the single authority every rule uses: status 'active' and a period end
-- that, when set, is still in the future.

create table public.premium_subscribers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade
    constraint premium_subscribers_user_id_unique unique,
  subscription_status text not null default 'inactive'
    constraint premium_subscribers_status_valid
    check (subscription_status in ('active', 'inactive', 'past_due', 'canceled')),
  plan_type text
    constraint premium_subscribers_plan_type_valid
    check (plan_type in ('monthly', 'semiannual', 'annual', 'free_trial')),
  stripe_subscription_id text constraint premium_subscribers_stripe_subscription_id_unique unique,
  stripe_customer_id text,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint premium_subscribers_stripe_ids_valid check (
    (stripe_subscription_id is null or stripe_subscription_id ~ '^[A-Za-z0-9_]{1,255}$')
    and (stripe_customer_id is null or stripe_customer_id ~ '^[A-Za-z0-9_]{1,255}$')
  )
);
comment on table public.premium_subscribers is 'Premium membership state; written by service_role code only.';
create index premium_subscribers_stripe_customer_id_idx on public.premium_subscribers (stripe_customer_id);

create trigger premium_subscribers_set_updated_at
  before update on public.premium_subscribers
  for each row execute function private.set_updated_at();

-- profiles.subscription_status follows the subscriber row. Expiry by time alone is not a write, so
-- a lapsed free trial still reads 'active' in profiles until the next write: the profile column is a
-- display hint, never a permission.
create or replace function private.sync_profile_subscription()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update public.profiles set subscription_status = 'inactive' where id = old.user_id;
  else
    update public.profiles
       set subscription_status = case
         when new.subscription_status = 'active'
          and (new.current_period_end is null or new.current_period_end > now()) then 'active'
         else 'inactive'
       end
     where id = new.user_id;
  end if;
  return null;
end
$$;
revoke execute on function private.sync_profile_subscription() from public;

create trigger premium_subscribers_sync_profile
  after insert or update or delete on public.premium_subscribers
  for each row execute function private.sync_profile_subscription();

-- Whether a user is premium. Callers may ask about themselves; admins, service_role and direct
-- database sessions (no JWT claims) may ask about anyone, so the function leaks nothing.
create or replace function public.is_premium(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when uid is null then false
    when uid is distinct from auth.uid()
     and coalesce(auth.role(), 'service_role') <> 'service_role'
     and not public.is_admin() then false
    else exists (
      select 1 from public.premium_subscribers ps
      where ps.user_id = is_premium.uid
        and ps.subscription_status = 'active'
        and (ps.current_period_end is null or ps.current_period_end > now())
    )
  end
$$;
comment on function public.is_premium(uuid) is 'Active premium membership (status active, period not ended).';

-- The answer secure-premium-management {action: check_subscription} returns (part 1 §7).
create or replace function public.check_subscription()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'isSubscribed', public.is_premium(auth.uid()),
    'subscriptionStatus', coalesce(ps.subscription_status, 'inactive'),
    'planType', ps.plan_type,
    'currentPeriodEnd', ps.current_period_end,
    'cancelAtPeriodEnd', coalesce(ps.cancel_at_period_end, false)
  )
  from (select 1) as one
  left join public.premium_subscribers ps on ps.user_id = auth.uid()
$$;
comment on function public.check_subscription() is 'The caller''s premium state: {isSubscribed, subscriptionStatus, planType, ...}.';

revoke execute on function public.is_premium(uuid), public.check_subscription() from public, anon, authenticated;
grant execute on function public.is_premium(uuid), public.check_subscription() to anon, authenticated, service_role;

alter table public.premium_subscribers enable row level security;
revoke all on public.premium_subscribers from anon, authenticated;
grant select on public.premium_subscribers to authenticated;

create policy "premium_subscribers: users read their own, admins read all"
  on public.premium_subscribers for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
