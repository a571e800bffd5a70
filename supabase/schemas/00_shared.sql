-- Shared building blocks: the `private` schema (helpers PostgREST never exposes), text and URL
-- checks every table uses, the caller's address (request_ip) and the per-address quota on anonymous
-- writes (take_anon_quota), and the signed device ids anonymous viewers count with.
--
-- This file is part of LaughLoop's declarative schema (supabase/schemas/, Supabase's convention): the
-- database as it is now, one file per area, each rule once. Files run in name order on top of what
-- Supabase provides (auth, storage, roles). Migrations (supabase/migrations/) stay the deploy path;
-- tests/integration/db-declared-schema.test.ts proves they build exactly this. A change: edit here,
-- then write the migration (by hand, or `supabase db diff -f <name>`), run that test. supabase/DATABASE.md.
--
-- A helper of the feeds, views, likes, earnings or comments that needs SET search_path or SECURITY
-- DEFINER is PL/pgSQL, however small: as SQL it is never inlined and is parsed and planned on every
-- call (tests/integration/db-hot-path-plans.test.ts checks those paths).

-- Bodies are checked when called, not here: a function may name a table declared further down.
set check_function_bodies = off;

-- Helpers PostgREST must never expose as RPCs live in `private` (only `public` is exposed).
create schema private;
comment on schema private is 'Internal helpers of LaughLoop; not exposed through the Data API.';
grant usage on schema private to anon, authenticated, service_role;

-- ================================================================================================
-- Functions
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- private.set_updated_at
-- Keeps updated_at honest on every UPDATE, whatever the client sent.

CREATE FUNCTION private.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end
$$;

COMMENT ON FUNCTION private.set_updated_at() IS 'BEFORE UPDATE trigger: stamps updated_at with the server clock.';

REVOKE ALL ON FUNCTION private.set_updated_at() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.is_safe_text
-- True when text carries none of the markup the spec forbids (part 1 §5): script tags,
-- javascript:/vbscript: schemes, inline event handlers (onclick=...), or HTML data URLs.

CREATE FUNCTION private.is_safe_text(value text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
begin
  return value is null or value !~* '(<\s*/?\s*script|javascript\s*:|vbscript\s*:|\mon[a-z]+\s*=|data\s*:\s*text/html)';
end
$$;

COMMENT ON FUNCTION private.is_safe_text(value text) IS 'False for script tags, javascript:/vbscript: schemes, inline event handlers and HTML data URLs.';

GRANT ALL ON FUNCTION private.is_safe_text(value text) TO anon;
GRANT ALL ON FUNCTION private.is_safe_text(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_safe_text(value text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.is_clean_text
-- True for a non-empty, trimmed single piece of text of at most max_length characters that passes
-- is_safe_text. Used for titles, names and other short user-visible strings.

CREATE FUNCTION private.is_clean_text(value text, max_length integer) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
begin
  return value is not null
     and char_length(btrim(value)) between 1 and max_length
     and private.is_safe_text(value);
end
$$;

COMMENT ON FUNCTION private.is_clean_text(value text, max_length integer) IS 'Non-blank, at most max_length characters after trimming, and free of script markup.';

GRANT ALL ON FUNCTION private.is_clean_text(value text, max_length integer) TO anon;
GRANT ALL ON FUNCTION private.is_clean_text(value text, max_length integer) TO authenticated;
GRANT ALL ON FUNCTION private.is_clean_text(value text, max_length integer) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.is_media_url
-- An absolute http(s) URL, or (when allow_root_relative) a root-relative path under /samples/,
-- which is where the built-in sample media live in public/. Never javascript:, data: or blob:.

CREATE FUNCTION private.is_media_url(value text, allow_root_relative boolean DEFAULT false) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
begin
  return value is not null
     and char_length(value) <= 2048
     and private.is_safe_text(value)
     and (
       value ~* '^https?://[^\s/?#]+[^\s]*$'
       or (allow_root_relative and value ~ '^/samples/[A-Za-z0-9._-]+$')
     );
end
$_$;

COMMENT ON FUNCTION private.is_media_url(value text, allow_root_relative boolean) IS 'http(s) URL of at most 2048 characters; optionally a /samples/<file> path for built-in media.';

GRANT ALL ON FUNCTION private.is_media_url(value text, allow_root_relative boolean) TO anon;
GRANT ALL ON FUNCTION private.is_media_url(value text, allow_root_relative boolean) TO authenticated;
GRANT ALL ON FUNCTION private.is_media_url(value text, allow_root_relative boolean) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.is_email
-- A plausible email address (the auth service does the real verification by sending mail).

CREATE FUNCTION private.is_email(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select value is not null
     and char_length(value) <= 254
     and value ~* '^[a-z0-9._%+''-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$'
$_$;

COMMENT ON FUNCTION private.is_email(value text) IS 'Syntactically plausible email address of at most 254 characters.';

GRANT ALL ON FUNCTION private.is_email(value text) TO anon;
GRANT ALL ON FUNCTION private.is_email(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_email(value text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.request_ip

CREATE FUNCTION private.request_ip() RETURNS inet
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  headers json;
  chain text[];
  hops integer;
  picked text;
  address inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    return null;
  end;
  picked := nullif(btrim(headers ->> 'cf-connecting-ip'), '');
  if picked is null then
    chain := array(select btrim(hop)
                   from unnest(string_to_array(headers ->> 'x-forwarded-for', ',')) as hop
                   where btrim(hop) <> '');
    if cardinality(chain) = 0 then
      return null;
    end if;
    select s.trusted_hops into hops from private.client_address_settings s;
    hops := coalesce(hops, 1);
    -- A chain shorter than the trusted hops did not pass every trusted proxy: its first address
    -- is the nearest to the caller there is.
    picked := case when hops = 0 or cardinality(chain) < hops then chain[1]
                   else chain[cardinality(chain) - hops + 1] end;
  end if;
  begin
    address := picked::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::inet;
  end if;
  return set_masklen(address, 32);
end
$$;

COMMENT ON FUNCTION private.request_ip() IS 'The Data API caller''s address (its IPv6 /64): cf-connecting-ip, else X-Forwarded-For counted trusted_hops from the right; null outside a request.';

REVOKE ALL ON FUNCTION private.request_ip() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.take_anon_quota

CREATE FUNCTION private.take_anon_quota(p_bucket text, p_cap integer, p_window interval, p_message text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller_ip inet := private.request_ip();
  seconds double precision := extract(epoch from p_window);
  started timestamptz;
  taken integer;
begin
  if caller_ip is null then
    return;
  end if;
  started := to_timestamp(floor(extract(epoch from now()) / seconds) * seconds);
  insert into private.anon_write_counts as c (bucket, ip, window_start, hits)
  values (p_bucket, caller_ip, started, 1)
  on conflict (bucket, ip, window_start) do update set hits = c.hits + 1
  returning c.hits into taken;
  if taken > p_cap then
    raise exception using
      errcode = 'PT429',
      message = p_message,
      hint = format('At most %s per %s from one network address.', p_cap,
                    case p_window when interval '1 hour' then 'hour' when interval '1 day' then 'day'
                                  else p_window::text end);
  end if;
  if taken = 1 then
    -- A new window: sweep a few expired counters, skipping any another request holds.
    delete from private.anon_write_counts old
     where old.ctid = any (array(
       select o.ctid from private.anon_write_counts o
        where o.window_start < now() - interval '2 days'
        limit 100
        for update skip locked));
  end if;
end
$$;

COMMENT ON FUNCTION private.take_anon_quota(p_bucket text, p_cap integer, p_window interval, p_message text) IS 'Counts one write of p_bucket from the caller''s address in the current window; past p_cap raises PT429 (HTTP 429).';

REVOKE ALL ON FUNCTION private.take_anon_quota(p_bucket text, p_cap integer, p_window interval, p_message text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.base64url

CREATE FUNCTION private.base64url(p_bytes bytea) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
begin
  -- encode() wraps base64 every 76 characters: the newline goes with the padding.
  return rtrim(translate(encode(p_bytes, 'base64'), E'+/\n', '-_'), '=');
end
$$;

COMMENT ON FUNCTION private.base64url(p_bytes bytea) IS 'Unpadded base64url of the bytes.';

-- ------------------------------------------------------------------------------------------------
-- private.device_id_signature

CREATE FUNCTION private.device_id_signature(p_id text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select left(private.base64url(extensions.hmac(convert_to(p_id, 'UTF8'), k.secret, 'sha256')), 22)
      from private.device_id_keys k);
end
$$;

COMMENT ON FUNCTION private.device_id_signature(p_id text) IS 'The signature part of a device id: its HMAC-SHA256 under the device id secret, base64url, 22 characters.';

REVOKE ALL ON FUNCTION private.device_id_signature(p_id text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.verified_device_id

CREATE FUNCTION private.verified_device_id(p_token text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  id text;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$' then
    return null;
  end if;
  id := split_part(p_token, '.', 1);
  if split_part(p_token, '.', 2) is distinct from private.device_id_signature(id) then
    return null;
  end if;
  return id;
end
$_$;

COMMENT ON FUNCTION private.verified_device_id(p_token text) IS 'The id part of a device id this database issued (issue_device_id), or null for a made-up or altered one.';

REVOKE ALL ON FUNCTION private.verified_device_id(p_token text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.issue_device_id

CREATE FUNCTION public.issue_device_id() RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  id text;
begin
  perform private.take_anon_quota('device_id', 200, interval '1 hour',
    'Too many new devices from this network. Please try again later.');
  id := private.base64url(extensions.gen_random_bytes(16));
  return id || '.' || private.device_id_signature(id);
end
$$;

COMMENT ON FUNCTION public.issue_device_id() IS 'A new signed device id for counting a signed-out visitor''s views and clicks; 200 an hour per address.';

REVOKE ALL ON FUNCTION public.issue_device_id() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.issue_device_id() TO service_role;
GRANT ALL ON FUNCTION public.issue_device_id() TO anon;
GRANT ALL ON FUNCTION public.issue_device_id() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.require_device_id
-- The refusal a client answers by asking issue_device_id for a new id.

CREATE FUNCTION private.require_device_id(p_token text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  id text := private.verified_device_id(p_token);
begin
  if id is null then
    raise exception 'This device id was not issued by LaughLoop. Ask issue_device_id for a new one.'
      using errcode = '22023';
  end if;
  return id;
end
$$;

COMMENT ON FUNCTION private.require_device_id(p_token text) IS 'The id part of an issued device id; raises 22023 (HTTP 400) for a missing, made-up or altered one.';

REVOKE ALL ON FUNCTION private.require_device_id(p_token text) FROM PUBLIC;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- private.client_address_settings

CREATE TABLE private.client_address_settings (
    id boolean DEFAULT true NOT NULL,
    trusted_hops smallint DEFAULT 1 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_address_settings_hops_valid CHECK (((trusted_hops >= 0) AND (trusted_hops <= 5))),
    CONSTRAINT client_address_settings_one_row CHECK (id),
    CONSTRAINT client_address_settings_pkey PRIMARY KEY (id)
);

COMMENT ON TABLE private.client_address_settings IS 'How many proxies in front of PostgREST append the caller''s address to X-Forwarded-For (counted from the right).';

CREATE TRIGGER client_address_settings_set_updated_at BEFORE UPDATE ON private.client_address_settings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- ------------------------------------------------------------------------------------------------
-- private.anon_write_counts

CREATE TABLE private.anon_write_counts (
    bucket text NOT NULL,
    ip inet NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer NOT NULL,
    CONSTRAINT anon_write_counts_pkey PRIMARY KEY (bucket, ip, window_start)
);

CREATE INDEX anon_write_counts_window_start_idx ON private.anon_write_counts USING btree (window_start);

COMMENT ON TABLE private.anon_write_counts IS 'Writes per caller address per fixed window, per kind of anonymous write (private.take_anon_quota).';

-- ------------------------------------------------------------------------------------------------
-- private.device_id_keys

CREATE TABLE private.device_id_keys (
    id boolean DEFAULT true NOT NULL,
    secret bytea DEFAULT extensions.gen_random_bytes(32) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT device_id_keys_one_row CHECK (id),
    CONSTRAINT device_id_keys_secret_long CHECK ((octet_length(secret) >= 32)),
    CONSTRAINT device_id_keys_pkey PRIMARY KEY (id)
);

COMMENT ON TABLE private.device_id_keys IS 'The HMAC secret that signs device ids (issue_device_id); replacing it retires every issued id.';

-- ================================================================================================
-- Rows the rules read (written by the migrations; `supabase db diff` does not diff rows: a change
-- here also needs its insert/update in a migration by hand)
-- ================================================================================================

insert into private.client_address_settings default values;

insert into private.device_id_keys default values;
