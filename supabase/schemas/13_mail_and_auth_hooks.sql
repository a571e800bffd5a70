-- Mail and Auth hooks: e-mail verification tokens, the per-recipient hourly cap on every mail the site
-- sends (mail kinds at the end), and the before-user-created hook that refuses oversized sign-up
-- metadata.
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
-- private.token_hash

CREATE FUNCTION private.token_hash(token text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select encode(extensions.digest(token, 'sha256'), 'hex')
$$;

REVOKE ALL ON FUNCTION private.token_hash(token text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.issue_email_verification_token

CREATE FUNCTION public.issue_email_verification_token(p_user_id uuid, p_email text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  raw_token text := encode(extensions.gen_random_bytes(32), 'hex');
  wanted_email text := lower(btrim(coalesce(p_email, '')));
begin
  if p_user_id is null or not private.is_email(wanted_email) then
    raise exception 'No account with this id and email.' using errcode = 'P0001';
  end if;
  if exists (select 1 from auth.users u where u.id = p_user_id and lower(u.email) <> wanted_email) then
    raise exception 'No account with this id and email.' using errcode = 'P0001';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:verify:' || p_user_id::text, 0));
  if (select count(*) from public.email_verification_tokens
       where user_id = p_user_id and created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many verification emails. Please try again later.' using errcode = 'PT429';
  end if;
  update public.email_verification_tokens set used_at = now()
   where user_id = p_user_id and used_at is null;
  insert into public.email_verification_tokens (user_id, email, token_hash, expires_at)
  values (p_user_id, wanted_email, private.token_hash(raw_token), now() + interval '24 hours');
  return raw_token;
end
$$;

COMMENT ON FUNCTION public.issue_email_verification_token(p_user_id uuid, p_email text) IS 'service_role: a new random token for the user''s email (24 h); earlier unused tokens are retired. Works before Auth commits a new account (the Send Email hook runs inside the sign-up).';

REVOKE ALL ON FUNCTION public.issue_email_verification_token(p_user_id uuid, p_email text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.issue_email_verification_token(p_user_id uuid, p_email text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.consume_email_verification_token

CREATE FUNCTION public.consume_email_verification_token(p_token text, p_user_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  row_found public.email_verification_tokens;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('valid', false);
  end if;
  select * into row_found from public.email_verification_tokens
   where token_hash = private.token_hash(p_token) and user_id = p_user_id
   for update;
  if row_found.id is null or row_found.used_at is not null or row_found.expires_at <= now() then
    return jsonb_build_object('valid', false);
  end if;
  update public.email_verification_tokens set used_at = now() where id = row_found.id;
  return jsonb_build_object('valid', true, 'email', row_found.email);
end
$_$;

COMMENT ON FUNCTION public.consume_email_verification_token(p_token text, p_user_id uuid) IS 'service_role: marks a valid, unexpired token used once: {valid, email}.';

REVOKE ALL ON FUNCTION public.consume_email_verification_token(p_token text, p_user_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.consume_email_verification_token(p_token text, p_user_id uuid) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.forget_email_verification_tokens

CREATE FUNCTION private.forget_email_verification_tokens() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.email_verification_tokens where user_id = old.id;
  return old;
end
$$;

REVOKE ALL ON FUNCTION private.forget_email_verification_tokens() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.claim_mail_send

CREATE FUNCTION public.claim_mail_send(p_email text, p_kind text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  recipient_hash text;
  rule private.mail_kinds;
  claim uuid;
begin
  if not private.is_email(address) then
    raise exception 'email must be a valid email address' using errcode = '22023';
  end if;
  select * into rule from private.mail_kinds k where k.kind = p_kind;
  if not found then
    raise exception 'Unknown kind of mail: %', p_kind using errcode = '22023';
  end if;
  recipient_hash := encode(extensions.digest(address, 'sha256'), 'hex');
  -- Claims for one address wait for each other, so concurrent requests cannot all pass.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:mail:' || recipient_hash, 0));
  delete from private.mail_sends s where s.created_at < now() - interval '1 day';
  if (select count(*) from private.mail_sends s
       where s.recipient = recipient_hash and s.kind = rule.kind
         and s.created_at > now() - interval '1 hour') >= rule.per_hour
     or (rule.anyone_can_ask and (
       (select count(*) from private.mail_sends s join private.mail_kinds k on k.kind = s.kind
         where s.recipient = recipient_hash and k.anyone_can_ask
           and s.created_at > now() - interval '1 hour') >= 10
       or (select count(*) from private.mail_sends s join private.mail_kinds k on k.kind = s.kind
         where s.recipient = recipient_hash and k.anyone_can_ask) >= 20))
  then
    raise exception 'Too many requests for this address. Please try again later.' using errcode = 'PT429';
  end if;
  insert into private.mail_sends (recipient, kind) values (recipient_hash, rule.kind)
  returning id into claim;
  return claim;
end
$$;

COMMENT ON FUNCTION public.claim_mail_send(p_email text, p_kind text) IS 'service_role: counts one mail of this kind to the address against its caps (PT429 past them) and returns the claim.';

REVOKE ALL ON FUNCTION public.claim_mail_send(p_email text, p_kind text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_mail_send(p_email text, p_kind text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.release_mail_send

CREATE FUNCTION public.release_mail_send(p_claim uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from private.mail_sends where id = p_claim
$$;

COMMENT ON FUNCTION public.release_mail_send(p_claim uuid) IS 'service_role: takes back a claim whose mail was not sent (the work it was for failed).';

REVOKE ALL ON FUNCTION public.release_mail_send(p_claim uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.release_mail_send(p_claim uuid) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.before_user_created_hook

CREATE FUNCTION public.before_user_created_hook(event jsonb) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  metadata_bytes integer := octet_length(coalesce(event -> 'user' -> 'user_metadata', '{}'::jsonb)::text);
begin
  if metadata_bytes > 4096 then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 400,
      'message', 'Sign-up details are too large: options.data may hold at most 4096 bytes.'));
  end if;
  return '{}'::jsonb;
end
$$;

COMMENT ON FUNCTION public.before_user_created_hook(event jsonb) IS 'Auth''s before-user-created hook: refuses (400) an account whose user_metadata is over 4096 bytes.';

REVOKE ALL ON FUNCTION public.before_user_created_hook(event jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.before_user_created_hook(event jsonb) TO supabase_auth_admin;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.email_verification_tokens

CREATE TABLE public.email_verification_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    email text NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT email_verification_tokens_email_valid CHECK (private.is_email(email)),
    CONSTRAINT email_verification_tokens_token_hash_valid CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT email_verification_tokens_pkey PRIMARY KEY (id),
    CONSTRAINT email_verification_tokens_token_hash_unique UNIQUE (token_hash)
);

CREATE INDEX email_verification_tokens_user_id_idx ON public.email_verification_tokens USING btree (user_id, created_at DESC);

COMMENT ON TABLE public.email_verification_tokens IS 'Hashed single-use email verification tokens.';

ALTER TABLE public.email_verification_tokens ENABLE ROW LEVEL SECURITY;

CREATE TRIGGER email_verification_tokens_set_updated_at BEFORE UPDATE ON public.email_verification_tokens FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.email_verification_tokens FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.email_verification_tokens TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.mail_kinds

CREATE TABLE private.mail_kinds (
    kind text NOT NULL,
    per_hour integer NOT NULL,
    anyone_can_ask boolean NOT NULL,
    CONSTRAINT mail_kinds_kind_valid CHECK ((kind ~ '^[a-z_]{3,40}$'::text)),
    CONSTRAINT mail_kinds_per_hour_valid CHECK ((per_hour > 0)),
    CONSTRAINT mail_kinds_pkey PRIMARY KEY (kind)
);

COMMENT ON TABLE private.mail_kinds IS 'Each kind of mail the site sends and its hourly cap per recipient.';

-- ------------------------------------------------------------------------------------------------
-- private.mail_sends

CREATE TABLE private.mail_sends (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    recipient text NOT NULL,
    kind text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT mail_sends_recipient_valid CHECK ((recipient ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT mail_sends_pkey PRIMARY KEY (id),
    CONSTRAINT mail_sends_kind_fkey FOREIGN KEY (kind) REFERENCES private.mail_kinds(kind)
);

CREATE INDEX mail_sends_created_at_idx ON private.mail_sends USING btree (created_at);

CREATE INDEX mail_sends_kind_idx ON private.mail_sends USING btree (kind);

CREATE INDEX mail_sends_recipient_idx ON private.mail_sends USING btree (recipient, created_at);

COMMENT ON TABLE private.mail_sends IS 'One row per mail claimed in the last day: SHA-256 of the recipient address, kind, time.';

-- ================================================================================================
-- On objects Supabase provides
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- auth.users on_auth_user_deleted_forget_verification_tokens

CREATE TRIGGER on_auth_user_deleted_forget_verification_tokens AFTER DELETE ON auth.users FOR EACH ROW EXECUTE FUNCTION private.forget_email_verification_tokens();

-- Supabase Auth runs before_user_created_hook as supabase_auth_admin.
grant usage on schema public to supabase_auth_admin;

-- ================================================================================================
-- Rows the rules read (written by the migrations; `supabase db diff` does not diff rows: a change
-- here also needs its insert/update in a migration by hand)
-- ================================================================================================

insert into private.mail_kinds (kind, per_hour, anyone_can_ask) values
  ('verification', 5, true),
  ('password_reset', 5, true),
  ('id_reminder', 5, true),
  ('auth_link', 5, true),
  ('free_premium_code', 5, true),
  ('challenge_opt_in', 3, true),
  ('video_confirmation', 10, false),
  ('affiliate_welcome', 3, false),
  ('payout_decision', 10, false);
