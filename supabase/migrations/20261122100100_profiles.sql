-- profiles: one row per auth user (part 1 §3 User, part 2 My Videos' subscription_status).
-- Created by a trigger when Supabase Auth inserts the user, so the client never creates it.
-- subscription_status mirrors premium_subscribers (kept in sync by a trigger in the premium
-- migration); users may change only their own full_name.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text
    constraint profiles_full_name_valid check (full_name is null or private.is_clean_text(full_name, 100)),
  subscription_status text not null default 'inactive'
    constraint profiles_subscription_status_valid check (subscription_status in ('inactive', 'active')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'Public-facing account data; one row per auth.users row.';
comment on column public.profiles.subscription_status is
  'Display mirror of premium_subscribers (active = premium). public.is_premium() is the authority.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- The name a user typed at sign-up (options.data.full_name). Markup or over-long names are dropped
-- rather than failing the sign-up itself.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  typed_name text := left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 100);
begin
  insert into public.profiles (id, full_name)
  values (
    new.id,
    case when private.is_clean_text(typed_name, 100) then typed_name end
  )
  on conflict (id) do nothing;
  return new;
end
$$;
revoke execute on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

alter table public.profiles enable row level security;

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (full_name) on public.profiles to authenticated;

create policy "profiles: users read their own"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "profiles: users update their own name"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
