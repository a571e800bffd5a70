-- Profiles (one per auth user, made by a trigger on auth.users), roles (admin, moderator), the first
-- admin's claim, granting and revoking admin, and the admin audit log (every admin write is audited).
--
-- This file is part of LaughLoop's declarative schema (supabase/schemas/, Supabase's convention): the
-- database as it is now, one file per area, each rule once. Files run in name order on top of what
-- Supabase provides (auth, storage, roles). Migrations (supabase/migrations/) stay the deploy path;
-- tests/integration/db-declared-schema.test.ts proves they build exactly this. A change: edit here,
-- then write the migration (by hand, or `supabase db diff -f <name>`), run that test. supabase/DATABASE.md.

-- Bodies are checked when called, not here: a function may name a table declared further down.
set check_function_bodies = off;

-- ================================================================================================
-- Functions
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- private.handle_new_user
-- The name a user typed at sign-up (options.data.full_name). Markup or over-long names are dropped
-- rather than failing the sign-up itself.

CREATE FUNCTION private.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.handle_new_user() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.has_role

CREATE FUNCTION public.has_role(uid uuid, role text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return case
    when uid is null then false
    when uid is distinct from auth.uid()
     and coalesce(auth.role(), 'service_role') <> 'service_role'
     and not exists (
       select 1 from public.user_roles caller
        where caller.user_id = auth.uid() and caller.role = 'admin'
     ) then false
    else exists (
      select 1 from public.user_roles ur
       where ur.user_id = has_role.uid and ur.role = has_role.role
    )
  end;
end
$$;

COMMENT ON FUNCTION public.has_role(uid uuid, role text) IS 'True when the user holds the role; false when a non-admin asks about anyone but themselves.';

REVOKE ALL ON FUNCTION public.has_role(uid uuid, role text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.has_role(uid uuid, role text) TO service_role;
GRANT ALL ON FUNCTION public.has_role(uid uuid, role text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.is_admin

CREATE FUNCTION public.is_admin() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return coalesce(public.has_role(auth.uid(), 'admin'), false);
end
$$;

COMMENT ON FUNCTION public.is_admin() IS 'True when the calling user holds the admin role.';

REVOKE ALL ON FUNCTION public.is_admin() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.is_admin() TO service_role;
GRANT ALL ON FUNCTION public.is_admin() TO anon;
GRANT ALL ON FUNCTION public.is_admin() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.audit_admin_write
-- Writes one audit row for a write made through the Data API by an admin or by service_role code.
-- Side effects of ordinary users' actions (e.g. an entry bumping challenges.participant_count) and
-- writes by migrations and seed.sql (no JWT claims) are not admin writes and are not recorded. Every
-- user_roles write is recorded, including an admin removing their own role.

CREATE FUNCTION private.audit_admin_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION private.audit_admin_write() IS 'AFTER row trigger: appends the write to admin_audit_log.';

REVOKE ALL ON FUNCTION private.audit_admin_write() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.claim_first_admin
-- "Make Me Admin": the advisory lock serialises concurrent claims so exactly one can win.

CREATE FUNCTION public.claim_first_admin() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.claim_first_admin() IS 'Grants the caller admin only while the instance has no admin.';

REVOKE ALL ON FUNCTION public.claim_first_admin() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_first_admin() TO service_role;
GRANT ALL ON FUNCTION public.claim_first_admin() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.grant_admin_by_email

CREATE FUNCTION public.grant_admin_by_email(p_email text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.grant_admin_by_email(p_email text) IS 'Admins grant the admin role to an existing user by email.';

REVOKE ALL ON FUNCTION public.grant_admin_by_email(p_email text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.grant_admin_by_email(p_email text) TO service_role;
GRANT ALL ON FUNCTION public.grant_admin_by_email(p_email text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.member_display_name
-- The name shown for a user: their profile name unless blank or email-like, else 'Member'.

CREATE FUNCTION private.member_display_name(uid uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return coalesce(
    (select btrim(p.full_name) from public.profiles p
      where p.id = uid and btrim(p.full_name) <> '' and position('@' in p.full_name) = 0),
    'Member'
  );
end
$$;

COMMENT ON FUNCTION private.member_display_name(uid uuid) IS 'profiles.full_name when set and not email-like, otherwise ''Member''.';

REVOKE ALL ON FUNCTION private.member_display_name(uid uuid) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.premium_post_emails
-- The caller's own posts' emails, or every post's for an admin (RLS on premium_posts is bypassed
-- here, so the filter below is the whole rule).

CREATE FUNCTION public.premium_post_emails() RETURNS TABLE(id uuid, user_email text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pp.id, pp.user_email
    from public.premium_posts pp
   where pp.user_id = auth.uid() or public.is_admin()
   order by pp.created_at desc
$$;

COMMENT ON FUNCTION public.premium_post_emails() IS 'Emails of premium posts, for their authors (own posts) and admins (all posts).';

REVOKE ALL ON FUNCTION public.premium_post_emails() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.premium_post_emails() TO service_role;
GRANT ALL ON FUNCTION public.premium_post_emails() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.admin_setup_state

CREATE FUNCTION public.admin_setup_state() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'has_admin', exists (select 1 from public.user_roles r where r.role = 'admin'),
    'is_admin', public.is_admin())
$$;

COMMENT ON FUNCTION public.admin_setup_state() IS 'Whether the instance has an admin yet ("Make Me Admin" works only before) and whether the caller is one.';

REVOKE ALL ON FUNCTION public.admin_setup_state() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.admin_setup_state() TO service_role;
GRANT ALL ON FUNCTION public.admin_setup_state() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.list_admins

CREATE FUNCTION public.list_admins() RETURNS TABLE(user_id uuid, email text, full_name text, granted_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.list_admins() IS 'Admins: every admin with email, name and when the role was granted.';

REVOKE ALL ON FUNCTION public.list_admins() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.list_admins() TO service_role;
GRANT ALL ON FUNCTION public.list_admins() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.revoke_admin

CREATE FUNCTION public.revoke_admin(p_user_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.revoke_admin(p_user_id uuid) IS 'Admins remove the admin role from another admin (never themselves, never the last admin); audited.';

REVOKE ALL ON FUNCTION public.revoke_admin(p_user_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.revoke_admin(p_user_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.revoke_admin(p_user_id uuid) TO authenticated;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.profiles

CREATE TABLE public.profiles (
    id uuid NOT NULL,
    full_name text,
    subscription_status text DEFAULT 'inactive'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT profiles_full_name_valid CHECK (((full_name IS NULL) OR private.is_clean_text(full_name, 100))),
    CONSTRAINT profiles_subscription_status_valid CHECK ((subscription_status = ANY (ARRAY['inactive'::text, 'active'::text]))),
    CONSTRAINT profiles_pkey PRIMARY KEY (id),
    CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE
);

COMMENT ON TABLE public.profiles IS 'Public-facing account data; one row per auth.users row.';

COMMENT ON COLUMN public.profiles.subscription_status IS 'Display mirror of premium_subscribers (active = premium). public.is_premium() is the authority.';

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

CREATE POLICY "profiles: users read their own" ON public.profiles FOR SELECT TO authenticated USING ((id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "profiles: users update their own name" ON public.profiles FOR UPDATE TO authenticated USING ((id = ( SELECT auth.uid() AS uid))) WITH CHECK ((id = ( SELECT auth.uid() AS uid)));

CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.profiles FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.profiles TO service_role;
GRANT SELECT ON TABLE public.profiles TO authenticated;

GRANT UPDATE(full_name) ON TABLE public.profiles TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.user_roles

CREATE TABLE public.user_roles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    role text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_roles_role_valid CHECK ((role = ANY (ARRAY['admin'::text, 'moderator'::text]))),
    CONSTRAINT user_roles_pkey PRIMARY KEY (id),
    CONSTRAINT user_roles_user_role_unique UNIQUE (user_id, role),
    CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

COMMENT ON TABLE public.user_roles IS 'Privileged roles; the unique (user_id, role) index also serves user_id lookups.';

ALTER TABLE public.user_roles ENABLE ROW LEVEL SECURITY;

CREATE POLICY "user_roles: users read their own, admins read all" ON public.user_roles FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER user_roles_audit AFTER INSERT OR DELETE OR UPDATE ON public.user_roles FOR EACH ROW EXECUTE FUNCTION private.audit_admin_write();

CREATE TRIGGER user_roles_set_updated_at BEFORE UPDATE ON public.user_roles FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.user_roles FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_roles TO service_role;
GRANT SELECT ON TABLE public.user_roles TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.admin_audit_log

CREATE TABLE public.admin_audit_log (
    id bigint NOT NULL,
    admin_user_id uuid,
    action text NOT NULL,
    table_name text NOT NULL,
    record_id text,
    new_values jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT admin_audit_log_action_valid CHECK ((action = ANY (ARRAY['INSERT'::text, 'UPDATE'::text, 'DELETE'::text, 'MODERATE'::text]))),
    CONSTRAINT admin_audit_log_pkey PRIMARY KEY (id),
    CONSTRAINT admin_audit_log_admin_user_id_fkey FOREIGN KEY (admin_user_id) REFERENCES auth.users(id) ON DELETE SET NULL
);

ALTER TABLE public.admin_audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.admin_audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE INDEX admin_audit_log_admin_user_id_idx ON public.admin_audit_log USING btree (admin_user_id);

CREATE INDEX admin_audit_log_created_at_idx ON public.admin_audit_log USING btree (created_at DESC);

COMMENT ON TABLE public.admin_audit_log IS 'Append-only record of writes made through the API to admin-managed tables; null admin_user_id = service_role.';

ALTER TABLE public.admin_audit_log ENABLE ROW LEVEL SECURITY;

CREATE POLICY "admin_audit_log: admins read" ON public.admin_audit_log FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

REVOKE ALL ON TABLE public.admin_audit_log FROM anon, authenticated, service_role;
REVOKE ALL ON SEQUENCE public.admin_audit_log_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.admin_audit_log TO service_role;
GRANT SELECT ON TABLE public.admin_audit_log TO authenticated;

GRANT ALL ON SEQUENCE public.admin_audit_log_id_seq TO anon;
GRANT ALL ON SEQUENCE public.admin_audit_log_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.admin_audit_log_id_seq TO service_role;

-- ================================================================================================
-- On objects Supabase provides
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- auth.users on_auth_user_created

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_new_user();
