-- Issue 18: the admin area's server side (design §3.2: "Make Me Admin" only while the instance has
-- no admin; granting is for admins; every admin write is audited) and the contact inbox.
--   * admin_setup_state(): what /admin-setup needs to explain its buttons: whether the instance has
--     an admin yet and whether the caller is one.
--   * list_admins(): admins see who else is an admin (email, name, since when).
--   * revoke_admin(user): admins take the role from another admin, never from themselves and never
--     from the last one. It takes claim_first_admin's lock, so a claim and a revoke never cross, and
--     checks the caller again under it. Clients can no longer insert or delete user_roles rows
--     directly: every role change goes through these functions.
--   * contact_messages: a message may carry its client id (the outbox's UUID), so a replayed send
--     is refused by the primary key (23505) and counts as delivered. Status 'handled' joins
--     new/read/archived for the inbox's triage (audited by the existing trigger).
--   * Rate limit (a trigger, so every insert path is covered): per address 3 an hour, per signed-in
--     user 5 an hour, and 300 an hour across the site; beyond it PT429 (HTTP 429).

create or replace function public.admin_setup_state()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'has_admin', exists (select 1 from public.user_roles r where r.role = 'admin'),
    'is_admin', public.is_admin())
$$;
comment on function public.admin_setup_state() is
  'Whether the instance has an admin yet ("Make Me Admin" works only before) and whether the caller is one.';

create or replace function public.list_admins()
returns table (user_id uuid, email text, full_name text, granted_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Access Denied: You don''t have administrator privileges to access this panel.'
      using errcode = '42501';
  end if;
  return query
    select r.user_id, u.email::text, p.full_name, r.created_at
      from public.user_roles r
      left join auth.users u on u.id = r.user_id
      left join public.profiles p on p.id = r.user_id
     where r.role = 'admin'
     order by r.created_at;
end
$$;
comment on function public.list_admins() is 'Admins: every admin with email, name and when the role was granted.';

create or replace function public.revoke_admin(p_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed int;
begin
  if not public.is_admin() then
    raise exception 'Only admins can remove admin access.' using errcode = '42501';
  end if;
  if p_user_id is null or p_user_id = auth.uid() then
    raise exception 'You cannot remove your own admin access.' using errcode = 'P0001';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:claim_first_admin', 0));
  -- Again under the lock: another admin may have removed the caller while this call waited.
  if not public.is_admin() then
    raise exception 'Only admins can remove admin access.' using errcode = '42501';
  end if;
  if (select count(*) from public.user_roles where role = 'admin') <= 1 then
    raise exception 'The last admin cannot be removed.' using errcode = 'P0001';
  end if;
  delete from public.user_roles where user_id = p_user_id and role = 'admin';
  get diagnostics removed = row_count;
  if removed = 0 then
    raise exception 'That account is not an admin.' using errcode = 'P0001';
  end if;
  return jsonb_build_object('success', true);
end
$$;
comment on function public.revoke_admin(uuid) is
  'Admins remove the admin role from another admin (never themselves, never the last admin); audited.';

-- Roles change only through the functions (claim, grant, revoke), which hold the rules and the
-- lock: a direct DELETE could remove the last admin and reopen "Make Me Admin" to anyone.
revoke insert, delete on public.user_roles from authenticated;
drop policy "user_roles: admins grant roles" on public.user_roles;
drop policy "user_roles: admins revoke roles" on public.user_roles;

revoke execute on function public.admin_setup_state(), public.list_admins(), public.revoke_admin(uuid)
  from public, anon, authenticated;
grant execute on function public.admin_setup_state(), public.list_admins(), public.revoke_admin(uuid)
  to authenticated;

grant insert (id) on public.contact_messages to anon, authenticated;

alter table public.contact_messages drop constraint contact_messages_status_valid;
alter table public.contact_messages add constraint contact_messages_status_valid
  check (status in ('new', 'read', 'handled', 'archived'));
create index contact_messages_status_idx on public.contact_messages (status, created_at desc);
create index contact_messages_email_idx on public.contact_messages (lower(email), created_at desc);

create or replace function private.contact_messages_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A replay of a delivered message: let the primary key refuse it (23505 = already delivered).
  if exists (select 1 from public.contact_messages c where c.id = new.id) then
    return new;
  end if;
  -- One lock for all senders: the counts below must see each other's rows.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:contact_messages', 0));
  if (select count(*) from public.contact_messages c
       where lower(c.email) = lower(new.email) and c.created_at > now() - interval '1 hour') >= 3
     or (new.user_id is not null and (select count(*) from public.contact_messages c
       where c.user_id = new.user_id and c.created_at > now() - interval '1 hour') >= 5)
     or (select count(*) from public.contact_messages c where c.created_at > now() - interval '1 hour') >= 300
  then
    raise exception 'Too many messages. Please try again in an hour.' using errcode = 'PT429';
  end if;
  return new;
end
$$;
revoke execute on function private.contact_messages_rate_limit() from public;

create trigger contact_messages_rate_limit
  before insert on public.contact_messages
  for each row execute function private.contact_messages_rate_limit();
