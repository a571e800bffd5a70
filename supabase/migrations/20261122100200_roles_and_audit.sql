-- Roles (part 1 §3 user_roles, §6) and the admin audit log (design §3.2).
--   * user_roles: written only by admins (RLS) or by the functions below; users read their own.
--   * has_role / is_admin: SECURITY DEFINER so policies can ask without reading user_roles under RLS;
--     policies call them as `(select public.is_admin())` so they run once per statement.
--   * claim_first_admin: "Make Me Admin" succeeds only while the instance has no admin.
--   * grant_admin_by_email: admins only.
--   * admin_audit_log: written only by the audit trigger (private.audit_admin_write), read by admins.

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null constraint user_roles_role_valid check (role in ('admin', 'moderator')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_roles_user_role_unique unique (user_id, role)
);
comment on table public.user_roles is 'Privileged roles; the unique (user_id, role) index also serves user_id lookups.';

create trigger user_roles_set_updated_at
  before update on public.user_roles
  for each row execute function private.set_updated_at();

create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  admin_user_id uuid references auth.users (id) on delete set null,
  action text not null constraint admin_audit_log_action_valid check (action in ('INSERT', 'UPDATE', 'DELETE', 'MODERATE')),
  table_name text not null,
  record_id text,
  new_values jsonb,
  created_at timestamptz not null default now()
);
comment on table public.admin_audit_log is
  'Append-only record of writes made through the API to admin-managed tables; null admin_user_id = service_role.';
create index admin_audit_log_admin_user_id_idx on public.admin_audit_log (admin_user_id);
create index admin_audit_log_created_at_idx on public.admin_audit_log (created_at desc);

create or replace function public.has_role(uid uuid, role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = has_role.uid and ur.role = has_role.role
  )
$$;
comment on function public.has_role(uuid, text) is 'True when the user holds the role.';

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.has_role(auth.uid(), 'admin'), false)
$$;
comment on function public.is_admin() is 'True when the calling user holds the admin role.';

-- Writes one audit row for a write made through the Data API by an admin or by service_role code.
-- Side effects of ordinary users' actions (e.g. an entry bumping challenges.participant_count) and
-- writes by migrations and seed.sql (no JWT claims) are not admin writes and are not recorded. Every
-- user_roles write is recorded, including an admin removing their own role.
create or replace function private.audit_admin_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
begin
  if auth.role() = 'service_role'
     or (auth.role() = 'authenticated' and (tg_table_name = 'user_roles' or public.is_admin())) then
    insert into public.admin_audit_log (admin_user_id, action, table_name, record_id, new_values)
    values (
      auth.uid(),
      tg_op,
      tg_table_name,
      affected ->> 'id',
      case when tg_op = 'DELETE' then null else affected end
    );
  end if;
  return null;
end
$$;
comment on function private.audit_admin_write() is 'AFTER row trigger: appends the write to admin_audit_log.';

create trigger user_roles_audit
  after insert or update or delete on public.user_roles
  for each row execute function private.audit_admin_write();

-- "Make Me Admin": the advisory lock serialises concurrent claims so exactly one can win.
create or replace function public.claim_first_admin()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Please sign in to claim admin access.' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:claim_first_admin', 0));
  if exists (select 1 from public.user_roles where role = 'admin') then
    raise exception 'An admin already exists. Ask an existing admin to grant you access.'
      using errcode = '42501';
  end if;
  insert into public.user_roles (user_id, role) values (caller, 'admin');
  return jsonb_build_object('success', true, 'role', 'admin');
end
$$;
comment on function public.claim_first_admin() is 'Grants the caller admin only while the instance has no admin.';

create or replace function public.grant_admin_by_email(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  wanted text := lower(btrim(coalesce(p_email, '')));
begin
  if not public.is_admin() then
    raise exception 'Only admins can grant admin access.' using errcode = '42501';
  end if;
  if wanted = '' then
    raise exception 'Please enter an email address' using errcode = '22023';
  end if;
  select u.id into target from auth.users u where lower(u.email) = wanted limit 1;
  if target is null then
    raise exception 'Failed to assign admin role. Make sure the user exists.' using errcode = 'P0001';
  end if;
  insert into public.user_roles (user_id, role) values (target, 'admin')
  on conflict (user_id, role) do nothing;
  return jsonb_build_object('success', true, 'email', wanted);
end
$$;
comment on function public.grant_admin_by_email(text) is 'Admins grant the admin role to an existing user by email.';

revoke execute on function
  public.has_role(uuid, text),
  public.is_admin(),
  private.audit_admin_write(),
  public.claim_first_admin(),
  public.grant_admin_by_email(text)
from public, anon, authenticated;
grant execute on function public.has_role(uuid, text) to authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;
grant execute on function public.claim_first_admin(), public.grant_admin_by_email(text) to authenticated;

alter table public.user_roles enable row level security;
alter table public.admin_audit_log enable row level security;

revoke all on public.user_roles, public.admin_audit_log from anon, authenticated;
grant select, insert, delete on public.user_roles to authenticated;
grant select on public.admin_audit_log to authenticated;

create policy "user_roles: users read their own, admins read all"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "user_roles: admins grant roles"
  on public.user_roles for insert to authenticated
  with check ((select public.is_admin()));

create policy "user_roles: admins revoke roles"
  on public.user_roles for delete to authenticated
  using ((select public.is_admin()));

create policy "admin_audit_log: admins read"
  on public.admin_audit_log for select to authenticated
  using ((select public.is_admin()));
