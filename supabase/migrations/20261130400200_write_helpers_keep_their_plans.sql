-- Issue 38: the writes' helpers keep their plans too.
--
-- The same fault as 20261130400100 on the write paths: these LANGUAGE sql functions have a SET
-- clause (or are SECURITY DEFINER), so Postgres parsed and planned each body on every call. They
-- run on every earning (is_premium, which calls is_admin and has_role; earning_week_full;
-- earning_result), every comment (member_display_name; is_clean_text and is_safe_text, which the
-- CHECK constraints on titles, comments and names call on every insert or update of those rows),
-- every signed-out view (device_id_signature and base64url), and every write of a video
-- (is_media_url in its CHECK constraints; is_banned, is_moderator and is_member_request in its
-- triggers). As PL/pgSQL each is planned once per session; a body without FROM is a plain
-- expression (PL/pgSQL's fast path). Answers, privileges and comments are unchanged.
-- watch_credit_seconds and comment_earning_words stay SQL: constants without arguments, folded
-- into their callers' plans.

CREATE OR REPLACE FUNCTION private.base64url(p_bytes bytea) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
begin
  -- encode() wraps base64 every 76 characters: the newline goes with the padding.
  return rtrim(translate(encode(p_bytes, 'base64'), E'+/\n', '-_'), '=');
end
$$;

CREATE OR REPLACE FUNCTION private.device_id_signature(p_id text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select left(private.base64url(extensions.hmac(convert_to(p_id, 'UTF8'), k.secret, 'sha256')), 22)
      from private.device_id_keys k);
end
$$;

CREATE OR REPLACE FUNCTION private.is_clean_text(value text, max_length integer) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
begin
  return value is not null
     and char_length(btrim(value)) between 1 and max_length
     and private.is_safe_text(value);
end
$$;

CREATE OR REPLACE FUNCTION private.is_safe_text(value text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
begin
  return value is null or value !~* '(<\s*/?\s*script|javascript\s*:|vbscript\s*:|\mon[a-z]+\s*=|data\s*:\s*text/html)';
end
$$;

CREATE OR REPLACE FUNCTION private.member_display_name(uid uuid) RETURNS text
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

CREATE OR REPLACE FUNCTION public.is_premium(uid uuid DEFAULT auth.uid()) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return case
    when uid is null then false
    when uid is distinct from auth.uid()
     and coalesce(auth.role(), 'service_role') <> 'service_role'
     and not public.is_admin() then false
    else exists (
      select 1 from public.premium_subscribers ps
      where ps.user_id = is_premium.uid
        and ps.subscription_status = 'active'
        and (ps.current_period_end is null or ps.current_period_end > now())
        and (ps.refunded_through is null or ps.current_period_end > ps.refunded_through
             or ps.plan_type = 'free_trial')
    )
  end;
end
$$;

CREATE OR REPLACE FUNCTION private.earning_result(success boolean, error text, amount numeric DEFAULT 0, replayed boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return jsonb_build_object('success', success, 'error', error, 'amount', amount, 'replayed', replayed);
end
$$;

CREATE OR REPLACE FUNCTION private.earning_week_full(caller uuid, kind text, occurred timestamp with time zone, cap integer) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return exists (
    select 1
      from (select occurred as span_end
            union all
            select e.occurred_at from public.user_earnings e
             where e.user_id = caller and e.category = kind
               and e.occurred_at >= occurred and e.occurred_at < occurred + interval '7 days') spans
     where (select count(*) from public.user_earnings e
             where e.user_id = caller and e.category = kind
               and e.occurred_at > spans.span_end - interval '7 days'
               and e.occurred_at <= spans.span_end) >= cap
  );
end
$$;

CREATE OR REPLACE FUNCTION private.is_media_url(value text, allow_root_relative boolean DEFAULT false) RETURNS boolean
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

CREATE OR REPLACE FUNCTION private.is_moderator() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return public.is_admin() or public.has_role(auth.uid(), 'moderator');
end
$$;

CREATE OR REPLACE FUNCTION private.is_banned(uid uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (select 1 from public.user_bans b where b.user_id = uid);
end
$$;

CREATE OR REPLACE FUNCTION private.is_member_request() RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return current_user in ('anon', 'authenticated')
      or coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated');
end
$$;
