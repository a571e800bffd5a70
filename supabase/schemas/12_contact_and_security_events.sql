-- The contact form (capped per sender and per network) and the security events clients may log
-- (failed sign-ins, bounded).
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
-- private.contact_messages_rate_limit

CREATE FUNCTION private.contact_messages_rate_limit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  sender text := lower(btrim(new.email));
  sender_network text := private.client_network(private.request_ip());
begin
  -- A replay of a delivered message: let the primary key refuse it (23505 = already delivered).
  if exists (select 1 from public.contact_messages c where c.id = new.id) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:contact:address:' || sender, 0));
  if new.user_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('laughloop:contact:user:' || new.user_id::text, 0));
  end if;
  if sender_network is not null then
    perform pg_advisory_xact_lock(hashtextextended('laughloop:contact:network:' || sender_network, 0));
  end if;
  if (select count(*) from public.contact_messages c
       where lower(c.email) = sender and c.created_at > now() - interval '1 hour') >= 3
     or (new.user_id is not null and (select count(*) from public.contact_messages c
       where c.user_id = new.user_id and c.created_at > now() - interval '1 hour') >= 5)
     or (sender_network is not null and (select count(*) from private.contact_message_networks n
       where n.network = sender_network and n.created_at > now() - interval '1 hour') >= 10)
  then
    raise exception 'Too many messages. Please try again in an hour.' using errcode = 'PT429';
  end if;
  if sender_network is not null then
    delete from private.contact_message_networks n where n.created_at < now() - interval '1 day';
    insert into private.contact_message_networks (network) values (sender_network);
  end if;
  return new;
end
$$;

COMMENT ON FUNCTION private.contact_messages_rate_limit() IS 'BEFORE INSERT on contact_messages: 3 an hour per address, 5 per signed-in user, 10 per client network (PT429).';

REVOKE ALL ON FUNCTION private.contact_messages_rate_limit() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.is_failed_sign_in_metadata

CREATE FUNCTION private.is_failed_sign_in_metadata(p_metadata jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select jsonb_typeof(p_metadata) = 'object'
     and not exists (select 1 from jsonb_object_keys(p_metadata) k where k not in ('error', 'email'))
     and (p_metadata -> 'error' is null
          or (jsonb_typeof(p_metadata -> 'error') = 'string' and char_length(p_metadata ->> 'error') <= 200))
     and (p_metadata -> 'email' is null
          or (jsonb_typeof(p_metadata -> 'email') = 'string' and char_length(p_metadata ->> 'email') <= 320))
$$;

COMMENT ON FUNCTION private.is_failed_sign_in_metadata(p_metadata jsonb) IS 'True for a failed sign-in''s metadata as clients send it: only error and email, short strings.';

GRANT ALL ON FUNCTION private.is_failed_sign_in_metadata(p_metadata jsonb) TO anon;
GRANT ALL ON FUNCTION private.is_failed_sign_in_metadata(p_metadata jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.is_failed_sign_in_metadata(p_metadata jsonb) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.limit_client_security_events

CREATE FUNCTION private.limit_client_security_events() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') then
    perform private.take_anon_quota('security_event', 30, interval '1 hour',
      'Too many security events from this network. Please try again later.');
  end if;
  return new;
end
$$;

COMMENT ON FUNCTION private.limit_client_security_events() IS 'BEFORE INSERT on security_events: 30 client-written events an hour per address, then 429.';

REVOKE ALL ON FUNCTION private.limit_client_security_events() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.client_network

CREATE FUNCTION private.client_network(address inet) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case
    when address is null then null
    when family(address) = 4 then host(address)
    else network(set_masklen(address, 64))::text
  end
$$;

COMMENT ON FUNCTION private.client_network(address inet) IS 'The unit a per-client cap counts: an IPv4 address, or the /64 an IPv6 address belongs to.';

REVOKE ALL ON FUNCTION private.client_network(address inet) FROM PUBLIC;
GRANT ALL ON FUNCTION private.client_network(address inet) TO anon;
GRANT ALL ON FUNCTION private.client_network(address inet) TO authenticated;
GRANT ALL ON FUNCTION private.client_network(address inet) TO service_role;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.contact_messages

CREATE TABLE public.contact_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid(),
    name text NOT NULL,
    email text NOT NULL,
    subject text NOT NULL,
    message text NOT NULL,
    status text DEFAULT 'new'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contact_messages_email_valid CHECK (private.is_email(email)),
    CONSTRAINT contact_messages_message_valid CHECK (private.is_clean_text(message, 5000)),
    CONSTRAINT contact_messages_name_valid CHECK (private.is_clean_text(name, 100)),
    CONSTRAINT contact_messages_status_valid CHECK ((status = ANY (ARRAY['new'::text, 'read'::text, 'handled'::text, 'archived'::text]))),
    CONSTRAINT contact_messages_subject_valid CHECK (private.is_clean_text(subject, 200)),
    CONSTRAINT contact_messages_pkey PRIMARY KEY (id),
    CONSTRAINT contact_messages_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL
);

CREATE INDEX contact_messages_created_at_idx ON public.contact_messages USING btree (created_at DESC);

CREATE INDEX contact_messages_email_idx ON public.contact_messages USING btree (lower(email), created_at DESC);

CREATE INDEX contact_messages_status_idx ON public.contact_messages USING btree (status, created_at DESC);

CREATE INDEX contact_messages_user_id_idx ON public.contact_messages USING btree (user_id);

COMMENT ON TABLE public.contact_messages IS 'Contact-form messages; anyone may send, admins read.';

ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;

CREATE POLICY "contact_messages: admins read" ON public.contact_messages FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "contact_messages: admins triage" ON public.contact_messages FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "contact_messages: anyone sends a message" ON public.contact_messages FOR INSERT TO anon, authenticated WITH CHECK ((NOT (user_id IS DISTINCT FROM ( SELECT auth.uid() AS uid))));

CREATE TRIGGER contact_messages_audit AFTER UPDATE ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.audit_admin_write();

CREATE TRIGGER contact_messages_rate_limit BEFORE INSERT ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.contact_messages_rate_limit();

CREATE TRIGGER contact_messages_set_updated_at BEFORE UPDATE ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.contact_messages FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.contact_messages TO service_role;
GRANT SELECT ON TABLE public.contact_messages TO authenticated;

GRANT INSERT(id) ON TABLE public.contact_messages TO anon;
GRANT INSERT(id) ON TABLE public.contact_messages TO authenticated;

GRANT INSERT(name) ON TABLE public.contact_messages TO anon;
GRANT INSERT(name) ON TABLE public.contact_messages TO authenticated;

GRANT INSERT(email) ON TABLE public.contact_messages TO anon;
GRANT INSERT(email) ON TABLE public.contact_messages TO authenticated;

GRANT INSERT(subject) ON TABLE public.contact_messages TO anon;
GRANT INSERT(subject) ON TABLE public.contact_messages TO authenticated;

GRANT INSERT(message) ON TABLE public.contact_messages TO anon;
GRANT INSERT(message) ON TABLE public.contact_messages TO authenticated;

GRANT UPDATE(status) ON TABLE public.contact_messages TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.security_events

CREATE TABLE public.security_events (
    id bigint NOT NULL,
    user_id uuid DEFAULT auth.uid(),
    event_type text NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    ip_address inet,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT security_events_event_type_valid CHECK ((event_type ~ '^[a-z_]{3,50}$'::text)),
    CONSTRAINT security_events_metadata_valid CHECK (((jsonb_typeof(metadata) = 'object'::text) AND (octet_length((metadata)::text) <= 2048))),
    CONSTRAINT security_events_pkey PRIMARY KEY (id),
    CONSTRAINT security_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL
);

ALTER TABLE public.security_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.security_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE INDEX security_events_created_at_idx ON public.security_events USING btree (event_type, created_at DESC);

CREATE INDEX security_events_user_id_idx ON public.security_events USING btree (user_id);

COMMENT ON TABLE public.security_events IS 'Append-only security log (failed sign-ins ...); admins read.';

ALTER TABLE public.security_events ENABLE ROW LEVEL SECURITY;

CREATE POLICY "security_events: admins read" ON public.security_events FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "security_events: clients log failed sign-ins" ON public.security_events FOR INSERT TO anon, authenticated WITH CHECK (((event_type = 'failed_sign_in'::text) AND (ip_address IS NULL) AND (NOT (user_id IS DISTINCT FROM ( SELECT auth.uid() AS uid))) AND private.is_failed_sign_in_metadata(metadata)));

CREATE TRIGGER security_events_limit_clients BEFORE INSERT ON public.security_events FOR EACH ROW EXECUTE FUNCTION private.limit_client_security_events();

REVOKE ALL ON TABLE public.security_events FROM anon, authenticated, service_role;
REVOKE ALL ON SEQUENCE public.security_events_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.security_events TO service_role;
GRANT SELECT ON TABLE public.security_events TO authenticated;

GRANT INSERT(event_type) ON TABLE public.security_events TO anon;
GRANT INSERT(event_type) ON TABLE public.security_events TO authenticated;

GRANT INSERT(metadata) ON TABLE public.security_events TO anon;
GRANT INSERT(metadata) ON TABLE public.security_events TO authenticated;

GRANT INSERT(ip_address) ON TABLE public.security_events TO anon;
GRANT INSERT(ip_address) ON TABLE public.security_events TO authenticated;

GRANT ALL ON SEQUENCE public.security_events_id_seq TO anon;
GRANT ALL ON SEQUENCE public.security_events_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.security_events_id_seq TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.contact_message_networks

CREATE TABLE private.contact_message_networks (
    id bigint NOT NULL,
    network text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contact_message_networks_pkey PRIMARY KEY (id)
);

ALTER TABLE private.contact_message_networks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.contact_message_networks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE INDEX contact_message_networks_created_at_idx ON private.contact_message_networks USING btree (created_at);

CREATE INDEX contact_message_networks_network_idx ON private.contact_message_networks USING btree (network, created_at);

COMMENT ON TABLE private.contact_message_networks IS 'Which client network sent a contact message, for the per-network cap; rows older than a day are purged.';
