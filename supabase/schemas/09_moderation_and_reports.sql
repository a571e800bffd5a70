-- Moderation: the blocked terms and trusted media hosts (rows at the end), the verdict on a title or a
-- URL, reports and their caps (a video reported by many is hidden), blocks and bans, the moderation
-- queue and its actions. Where a rule guards another area's table it is declared there, next to
-- the table: videos_moderate, refuse_banned_uploads, audit_moderation and the viewer filters
-- my_reported_video_ids / my_blocked_user_ids in 03_videos_and_feeds.sql, check_comment_author in
-- 05_comments.sql, hold_banned_payouts in 07_payouts.sql.
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
-- private.is_moderator

CREATE FUNCTION private.is_moderator() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return public.is_admin() or public.has_role(auth.uid(), 'moderator');
end
$$;

REVOKE ALL ON FUNCTION private.is_moderator() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_moderator() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.set_video_moderation

CREATE FUNCTION public.set_video_moderation(p_video_id text, p_status text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_moderator() then
    raise exception 'Only admins and moderators can moderate videos.' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('pending', 'approved', 'rejected') then
    raise exception 'Moderation status must be pending, approved or rejected.' using errcode = '22023';
  end if;
  update public.videos set moderation_status = p_status where id = p_video_id;
  if not found then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  return jsonb_build_object('success', true, 'id', p_video_id, 'moderation_status', p_status);
end
$$;

COMMENT ON FUNCTION public.set_video_moderation(p_video_id text, p_status text) IS 'Admins/moderators approve, hold or reject a video.';

REVOKE ALL ON FUNCTION public.set_video_moderation(p_video_id text, p_status text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.set_video_moderation(p_video_id text, p_status text) TO service_role;
GRANT ALL ON FUNCTION public.set_video_moderation(p_video_id text, p_status text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.moderation_terms_compile
-- One alternation per category, rebuilt whenever the terms change: matching a reading against it
-- costs microseconds, building it for every check cost a millisecond (measured).

CREATE FUNCTION private.moderation_terms_compile() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  update private.moderation_categories c
     set pattern = (
       select ' (' || string_agg(replace(t.term, ' ', ' +'), '|' order by t.term) || ')(s|es)? '
         from private.moderation_terms t
        where t.category = c.id);
  return null;
end
$$;

REVOKE ALL ON FUNCTION private.moderation_terms_compile() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.moderation_fold
-- Accents and compatibility forms folded away: "Pörn" and "ｐｏｒｎ" read as "porn". No SET clause
-- here and in moderation_words, so the planner inlines them; they name only pg_catalog functions.

CREATE FUNCTION private.moderation_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select lower(regexp_replace(normalize(value, NFKD), '[\u0300-\u036f]', '', 'g'))
$$;

REVOKE ALL ON FUNCTION private.moderation_fold(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderation_fold(value text) TO authenticated;
GRANT ALL ON FUNCTION private.moderation_fold(value text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.moderation_words

CREATE FUNCTION private.moderation_words(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select ' ' || btrim(regexp_replace(value, '[^a-z0-9]+', ' ', 'g')) || ' '
$$;

REVOKE ALL ON FUNCTION private.moderation_words(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderation_words(value text) TO authenticated;
GRANT ALL ON FUNCTION private.moderation_words(value text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.moderation_join_spaced
-- "p o r n", "p.o.r.n", "p-o-r-n": three or more single letters split by separators become one word.

CREATE FUNCTION private.moderation_join_spaced(value text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  run_pattern constant text := '(?<![a-z0-9])[a-z](?:[[:space:]._*-]+[a-z]){2,}(?![a-z0-9])';
  result text := value;
  found_at integer;
  run text;
  joined text;
  start_at integer := 1;
begin
  loop
    found_at := regexp_instr(result, run_pattern, start_at);
    exit when found_at = 0;
    run := substr(result, found_at, char_length(regexp_substr(result, run_pattern, start_at)));
    joined := regexp_replace(run, '[[:space:]._*-]+', '', 'g');
    result := overlay(result placing joined from found_at for char_length(run));
    start_at := found_at + char_length(joined);
  end loop;
  return result;
end
$$;

REVOKE ALL ON FUNCTION private.moderation_join_spaced(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderation_join_spaced(value text) TO authenticated;
GRANT ALL ON FUNCTION private.moderation_join_spaced(value text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.moderation_guessed_readings
-- The guessed readings: digits always stand in for letters; a symbol only when a letter or digit
-- follows it ("$uicide", "h!t"), so trailing punctuation ("wow!!") stays punctuation; "1" stands
-- for i or l ("k1ll", "su1cide"), so both are tried. Each is read with spaced letters joined, and
-- again with stretched letters ("pooorn") collapsed.

CREATE FUNCTION private.moderation_guessed_readings(folded text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
declare
  -- Symbols first, on the text as written (a symbol is a letter only before a letter or digit of
  -- the original), marked with chr(1) so the digits' translation below cannot move them.
  marked text := regexp_replace(replace(folded, chr(1), ''), '([@$!|+])(?=[a-z0-9])', chr(1) || '\1', 'g');
  mapped text;
  reading text;
  joined text;
  readings text[] := '{}';
begin
  mapped := replace(replace(replace(replace(replace(marked,
    chr(1) || '@', 'a'), chr(1) || '$', 's'), chr(1) || '!', 'i'), chr(1) || '|', 'i'), chr(1) || '+', 't');
  mapped := translate(mapped, '034578', 'oeastb');
  foreach reading in array array[replace(mapped, '1', 'i'), replace(mapped, '1', 'l')] loop
    joined := private.moderation_join_spaced(reading);
    readings := readings
      || private.moderation_words(joined)
      || private.moderation_words(regexp_replace(joined, '([a-z])\1{2,}', '\1', 'g'));
  end loop;
  return readings;
end
$_$;

REVOKE ALL ON FUNCTION private.moderation_guessed_readings(folded text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderation_guessed_readings(folded text) TO authenticated;
GRANT ALL ON FUNCTION private.moderation_guessed_readings(folded text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.blocked_term_reason
-- The reason of the first category (in position order) with a term in any of the readings.
-- plpgsql, as the other helpers here: it keeps its query plans, where a SQL function that cannot
-- be inlined is planned again at every call (a millisecond each, measured on Postgres 15).

CREATE FUNCTION private.blocked_term_reason(readings text[]) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found text;
begin
  select c.reason into found
    from private.moderation_categories c
   where c.pattern is not null
     and exists (select 1 from unnest(readings) r (reading) where r.reading ~ c.pattern)
   order by c.position
   limit 1;
  return found;
end
$$;

REVOKE ALL ON FUNCTION private.blocked_term_reason(readings text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.blocked_term_reason(readings text[]) TO authenticated;
GRANT ALL ON FUNCTION private.blocked_term_reason(readings text[]) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.moderate_title

CREATE FUNCTION private.moderate_title(p_title text) RETURNS TABLE(verdict text, reason text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  trimmed text := regexp_replace(coalesce(p_title, ''), '^[[:space:]]+|[[:space:]]+$', '', 'g');
  folded text;
  blocked text;
begin
  if char_length(trimmed) not between 1 and 100 then
    return query select 'refused', 'Title must be between 1 and 100 characters.';
    return;
  end if;
  if trimmed ~* '<\s*/?\s*script|(java|vb)script\s*:|data\s*:\s*[a-z]+/[a-z0-9.+-]+|\mon[a-z]+\s*=' then
    return query select 'refused', 'Titles cannot contain scripts, script links or HTML event handlers.';
    return;
  end if;
  folded := private.moderation_fold(trimmed);
  blocked := private.blocked_term_reason(array[private.moderation_words(folded)]);
  if blocked is not null then
    return query select 'refused', blocked;
    return;
  end if;
  if private.blocked_term_reason(private.moderation_guessed_readings(folded)) is not null then
    return query select 'pending',
      'Held for review: the title may contain a word that is not allowed on LaughLoop.';
    return;
  end if;
  return query select 'approved', null::text;
end
$_$;

REVOKE ALL ON FUNCTION private.moderate_title(p_title text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderate_title(p_title text) TO authenticated;
GRANT ALL ON FUNCTION private.moderate_title(p_title text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.percent_decode
-- Percent-decoded as decodeURIComponent would; a malformed escape or invalid UTF-8 leaves the
-- text as it was.

CREATE FUNCTION private.percent_decode(value text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  parts text[] := string_to_array(value, '%');
  bytes bytea;
  part text;
begin
  if value is null or strpos(value, '%') = 0 then
    return value;
  end if;
  bytes := convert_to(parts[1], 'UTF8');
  foreach part in array parts[2:] loop
    if part !~ '^[0-9A-Fa-f]{2}' then
      return value;
    end if;
    bytes := bytes || decode(left(part, 2), 'hex') || convert_to(substr(part, 3), 'UTF8');
  end loop;
  return convert_from(bytes, 'UTF8');
exception when others then
  return value;
end
$$;

REVOKE ALL ON FUNCTION private.percent_decode(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.percent_decode(value text) TO authenticated;
GRANT ALL ON FUNCTION private.percent_decode(value text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.project_api_origins
-- This project's API origins: the issuer of the caller's access token and the listed ones.

CREATE FUNCTION private.project_api_origins() RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  return array_remove(
           array[lower(substring(auth.jwt() ->> 'iss' from '^(https?://[^/?#]+)/auth/v1/?$'))],
           null)
      || coalesce((select array_agg(o.origin) from private.api_origins o), '{}');
end
$_$;

REVOKE ALL ON FUNCTION private.project_api_origins() FROM PUBLIC;
GRANT ALL ON FUNCTION private.project_api_origins() TO authenticated;
GRANT ALL ON FUNCTION private.project_api_origins() TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.owns_storage_object

CREATE FUNCTION private.owns_storage_object(p_bucket text, p_name text, p_user_id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return p_user_id is not null and exists (
    select 1 from storage.objects o
     where o.bucket_id = p_bucket
       and o.name = p_name
       and (o.owner_id = p_user_id::text or o.owner = p_user_id));
end
$$;

REVOKE ALL ON FUNCTION private.owns_storage_object(p_bucket text, p_name text, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.owns_storage_object(p_bucket text, p_name text, p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.owns_storage_object(p_bucket text, p_name text, p_user_id uuid) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.is_known_media_host

CREATE FUNCTION private.is_known_media_host(p_host text, p_kind text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (
    select 1 from private.media_hosts h
     where h.kind = p_kind
       and (p_host = h.domain or right(p_host, char_length(h.domain) + 1) = '.' || h.domain));
end
$$;

REVOKE ALL ON FUNCTION private.is_known_media_host(p_host text, p_kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_known_media_host(p_host text, p_kind text) TO authenticated;
GRANT ALL ON FUNCTION private.is_known_media_host(p_host text, p_kind text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.moderate_url
-- p_kind 'video' (the video's link or uploaded file: bucket uploads) or 'thumbnail' (bucket
-- thumbnails). The owner is who the object must belong to.

CREATE FUNCTION private.moderate_url(p_url text, p_owner uuid, p_kind text DEFAULT 'video'::text) RETURNS TABLE(verdict text, reason text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  noun constant text := case p_kind when 'thumbnail' then 'Thumbnail' else 'Video' end;
  bucket constant text := case p_kind when 'thumbnail' then 'thumbnails' else 'uploads' end;
  invalid constant text := format('The %s URL is not a valid web address.', lower(noun));
  script constant text := 'Script and data URLs are not allowed.';
  parts text[];
  scheme text;
  authority text;
  rest text;
  path text;
  host text;
  port text;
  storage_path text[];
  standard_port integer;
  blocked text;
begin
  if p_url is null or p_url = '' or char_length(p_url) > 2048 or p_url ~ '[[:space:]]|[\u0001-\u001f\u007f]' then
    return query select 'refused', invalid;
    return;
  end if;
  if p_url ~* '<\s*/?\s*script|^(javascript|vbscript|data)\s*:' then
    return query select 'refused', script;
    return;
  end if;
  scheme := lower(substring(p_url from '^([A-Za-z][A-Za-z0-9+.-]*):'));
  if scheme is null then
    return query select 'refused', invalid;
    return;
  end if;
  if scheme not in ('http', 'https') then
    return query select 'refused', format('%s URLs must start with https://.', noun);
    return;
  end if;
  parts := regexp_match(p_url, '^[A-Za-z]+://([^/?#]*)(.*)$');
  if parts is null or p_url !~ '^[A-Za-z0-9._~:/?#\[\]@!$&''()*+,;=%-]+$' then
    return query select 'refused', invalid;
    return;
  end if;
  authority := parts[1];
  rest := parts[2];
  if strpos(authority, '@') > 0 then
    return query select 'refused', format('%s URLs cannot contain a user name or password.', noun);
    return;
  end if;
  if private.percent_decode(p_url) ~* '<\s*/?\s*script|(java|vb)script\s*:|data\s*:\s*[a-z]+/[a-z0-9.+-]+|\mon[a-z]+\s*=' then
    return query select 'refused', script;
    return;
  end if;
  if left(authority, 1) = '[' then
    return query select 'refused', format('%s URLs must use a domain name, not an IP address.', noun);
    return;
  end if;
  parts := regexp_match(lower(authority), '^([^:]*)(?::([0-9]*))?$');
  host := rtrim(parts[1], '.');
  port := nullif(parts[2], '');
  if parts is null or host !~ '^[a-z0-9_-]+(\.[a-z0-9_-]+)*$' or char_length(coalesce(port, '')) > 5 then
    return query select 'refused', invalid;
    return;
  end if;
  path := substring(rest from '^[^?#]*');
  standard_port := case scheme when 'https' then 443 else 80 end;

  -- This project's own storage: an object of the owner's, whatever the host looks like.
  if scheme || '://' || lower(authority) = any (private.project_api_origins()) then
    storage_path := regexp_match(path, '^/storage/v1/object/public/([^/]+)/(.+)$');
    if storage_path is not null and storage_path[1] = bucket
       and private.owns_storage_object(bucket, private.percent_decode(storage_path[2]), p_owner) then
      return query select 'approved', null::text;
    else
      return query select 'refused', case p_kind
        when 'thumbnail' then 'This link to LaughLoop''s storage does not name an image you uploaded.'
        else 'This link to LaughLoop''s storage does not name a video you uploaded.' end;
    end if;
    return;
  end if;

  -- An IP address in any spelling WHATWG URL parsing accepts (the last label a decimal or hex
  -- number: 203.0.113.7, 2130706433, 0x7f.1, 0177.0.0.1), or spelt inside a name (10.0.0.1.nip.io,
  -- 10-0-0-1.sslip.io).
  if host ~ '(^|\.)([0-9]+|0x[0-9a-f]*)$' or host ~ '(^|[.-])[0-9]{1,3}([.-][0-9]{1,3}){3}([.-]|$)' then
    return query select 'refused', format('%s URLs must use a domain name, not an IP address.', noun);
    return;
  end if;
  if strpos(host, '.') = 0
     or host ~ '\.(localhost|local|internal|intranet|lan|localdomain|home|corp|arpa|test|invalid|onion)$' then
    return query select 'refused', format('%s URLs must point to a public website.', noun);
    return;
  end if;
  if port is not null and port::integer <> standard_port then
    return query select 'refused', format('%s URLs cannot use a non-standard port.', noun);
    return;
  end if;
  if scheme <> 'https' then
    return query select 'refused', format('%s URLs must start with https://.', noun);
    return;
  end if;
  -- Host and path read literally: query strings and ids are machine-made, not the creator's words.
  blocked := private.blocked_term_reason(array[
    private.moderation_words(private.moderation_fold(host || ' ' || private.percent_decode(path)))]);
  if blocked is not null then
    return query select 'refused', blocked;
    return;
  end if;
  if private.is_known_media_host(host, p_kind) then
    return query select 'approved', null::text;
  elsif p_kind = 'thumbnail' then
    return query select 'pending', 'Held for review: thumbnails from other sites are checked by a moderator first.';
  else
    return query select 'pending',
      'Held for review: links to sites other than YouTube, TikTok, Instagram, Facebook, X and Vimeo are checked by a moderator first.';
  end if;
end
$_$;

REVOKE ALL ON FUNCTION private.moderate_url(p_url text, p_owner uuid, p_kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderate_url(p_url text, p_owner uuid, p_kind text) TO authenticated;
GRANT ALL ON FUNCTION private.moderate_url(p_url text, p_owner uuid, p_kind text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.moderate_video
-- ---------------------------------------------------------------------------------------------
-- The verdict on a video: the title first, then the URL when there is one (a file is checked
-- before it is uploaded, with no URL yet). p_owner is whose storage objects count as uploads.

CREATE FUNCTION private.moderate_video(p_title text, p_video_url text, p_owner uuid DEFAULT auth.uid()) RETURNS TABLE(verdict text, reason text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  title_verdict record;
  url_verdict record;
begin
  select * into title_verdict from private.moderate_title(p_title);
  if title_verdict.verdict = 'refused' or coalesce(btrim(p_video_url), '') = '' then
    return query select title_verdict.verdict, title_verdict.reason;
    return;
  end if;
  select * into url_verdict from private.moderate_url(btrim(p_video_url), p_owner, 'video');
  if url_verdict.verdict = 'refused' or title_verdict.verdict = 'approved' then
    return query select url_verdict.verdict, url_verdict.reason;
  else
    return query select title_verdict.verdict, title_verdict.reason;
  end if;
end
$$;

COMMENT ON FUNCTION private.moderate_video(p_title text, p_video_url text, p_owner uuid) IS 'LaughLoop''s moderation verdict on a title and video URL: (approved|pending|refused, reason).';

REVOKE ALL ON FUNCTION private.moderate_video(p_title text, p_video_url text, p_owner uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.moderate_video(p_title text, p_video_url text, p_owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.moderate_video(p_title text, p_video_url text, p_owner uuid) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.is_member_request

CREATE FUNCTION private.is_member_request() RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return current_user in ('anon', 'authenticated')
      or coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated');
end
$$;

REVOKE ALL ON FUNCTION private.is_member_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_member_request() TO anon;
GRANT ALL ON FUNCTION private.is_member_request() TO authenticated;
GRANT ALL ON FUNCTION private.is_member_request() TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.moderate_video_content

CREATE FUNCTION public.moderate_video_content(p_title text, p_video_url text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'allowed', m.verdict <> 'refused',
    'reason', m.reason,
    'status', m.verdict)
    from private.moderate_video(p_title, p_video_url, auth.uid()) m
$$;

COMMENT ON FUNCTION public.moderate_video_content(p_title text, p_video_url text) IS 'The moderation verdict on a title and video URL: {allowed, reason, status (approved|pending|refused)}.';

REVOKE ALL ON FUNCTION public.moderate_video_content(p_title text, p_video_url text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.moderate_video_content(p_title text, p_video_url text) TO anon;
GRANT ALL ON FUNCTION public.moderate_video_content(p_title text, p_video_url text) TO authenticated;
GRANT ALL ON FUNCTION public.moderate_video_content(p_title text, p_video_url text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.is_banned

CREATE FUNCTION private.is_banned(uid uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (select 1 from public.user_bans b where b.user_id = uid);
end
$$;

COMMENT ON FUNCTION private.is_banned(uid uuid) IS 'True when the member is banned.';

REVOKE ALL ON FUNCTION private.is_banned(uid uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_banned(uid uuid) TO anon;
GRANT ALL ON FUNCTION private.is_banned(uid uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_banned(uid uuid) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.block_user
-- Blocks the member named by p_user_id (a comment's author) or the uploader of p_video_id (the
-- video's More menu: feeds show creator_hash, never user_id). Idempotent, so the outbox may replay
-- it. Answers who was blocked, with the name and creator_hash the app hides their content by.

CREATE FUNCTION public.block_user(p_user_id uuid DEFAULT NULL::uuid, p_video_id text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  target uuid;
begin
  if caller is null then
    raise exception 'Please sign in to block users.' using errcode = '42501';
  end if;
  if (p_user_id is null) = (p_video_id is null) then
    raise exception 'Name either the member or the video whose uploader you want to block.'
      using errcode = '22023';
  end if;
  if p_video_id is not null then
    select v.user_id into target from public.videos v where v.id = p_video_id;
    if not found then
      raise exception 'Video not found' using errcode = 'P0001';
    end if;
    if target is null then
      raise exception 'This video is one of LaughLoop''s samples: there is no uploader to block.'
        using errcode = '22023';
    end if;
  else
    select u.id into target from auth.users u where u.id = p_user_id;
    if not found then
      raise exception 'User not found' using errcode = 'P0001';
    end if;
  end if;
  if target = caller then
    raise exception 'You cannot block yourself.' using errcode = '22023';
  end if;
  insert into public.user_blocks (blocker_id, blocked_id) values (caller, target)
  on conflict (blocker_id, blocked_id) do nothing;
  return jsonb_build_object(
    'blocked_id', target,
    'display_name', private.member_display_name(target),
    'creator_hash', private.creator_hash(target)
  );
end
$$;

COMMENT ON FUNCTION public.block_user(p_user_id uuid, p_video_id text) IS 'Blocks a member (p_user_id) or a video''s uploader (p_video_id); replays change nothing: {blocked_id, display_name, creator_hash}.';

REVOKE ALL ON FUNCTION public.block_user(p_user_id uuid, p_video_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.block_user(p_user_id uuid, p_video_id text) TO service_role;
GRANT ALL ON FUNCTION public.block_user(p_user_id uuid, p_video_id text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.unblock_user

CREATE FUNCTION public.unblock_user(p_user_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Please sign in to manage blocked users.' using errcode = '42501';
  end if;
  delete from public.user_blocks b where b.blocker_id = caller and b.blocked_id = p_user_id;
  return jsonb_build_object('unblocked', found, 'user_id', p_user_id);
end
$$;

COMMENT ON FUNCTION public.unblock_user(p_user_id uuid) IS 'Removes the caller''s block of a member: {unblocked, user_id}.';

REVOKE ALL ON FUNCTION public.unblock_user(p_user_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.unblock_user(p_user_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.unblock_user(p_user_id uuid) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.list_blocked_users

CREATE FUNCTION public.list_blocked_users() RETURNS TABLE(user_id uuid, display_name text, creator_hash text, blocked_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select b.blocked_id, private.member_display_name(b.blocked_id), private.creator_hash(b.blocked_id), b.created_at
    from public.user_blocks b
   where b.blocker_id = (select auth.uid())
   order by b.created_at desc, b.blocked_id
$$;

COMMENT ON FUNCTION public.list_blocked_users() IS 'The members the caller blocked, newest first, by display name (never an email) and creator_hash.';

REVOKE ALL ON FUNCTION public.list_blocked_users() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.list_blocked_users() TO service_role;
GRANT ALL ON FUNCTION public.list_blocked_users() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.report_hide_threshold
-- The limits, in one place: the admin screen shows them (admin_moderation_queue).

CREATE FUNCTION private.report_hide_threshold() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 3 $$;

COMMENT ON FUNCTION private.report_hide_threshold() IS 'Distinct open reporters that hide a video from everyone until a moderator reviews it.';

REVOKE ALL ON FUNCTION private.report_hide_threshold() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.reports_per_hour

CREATE FUNCTION private.reports_per_hour() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 20 $$;

COMMENT ON FUNCTION private.reports_per_hour() IS 'Reports one member may send in an hour.';

REVOKE ALL ON FUNCTION private.reports_per_hour() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.check_video_report

CREATE FUNCTION private.check_video_report() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  owner uuid;
  status text;
begin
  if new.reason is null or new.reason not in
     ('spam', 'nudity', 'violence', 'harassment', 'hate', 'copyright', 'misleading', 'other') then
    raise exception 'Please choose a reason for your report: spam, nudity, violence, harassment, hate, copyright, misleading or other.'
      using errcode = '22023';
  end if;
  new.details := nullif(btrim(new.details), '');
  if new.details is not null
     and (char_length(new.details) > 1000 or not private.is_safe_text(new.details)) then
    raise exception 'Report details must be at most 1000 characters, without markup.'
      using errcode = '22023';
  end if;
  -- Rows written for someone else (service role, seeds) are not a member's report: RLS refuses
  -- members writing them, and the limits below are a member's.
  if (select auth.uid()) is distinct from new.reporter_id then
    return new;
  end if;
  -- Any video the member could have seen: approved, or already held for review (reports racing
  -- the 3rd one still count and still hide it from their sender). Not a removed one.
  select v.user_id, v.moderation_status into owner, status from public.videos v where v.id = new.video_id;
  if not found or status = 'rejected' then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  if owner = new.reporter_id then
    raise exception 'You cannot report your own video.' using errcode = '42501';
  end if;
  if exists (select 1 from public.video_reports r
              where r.reporter_id = new.reporter_id and r.video_id = new.video_id) then
    raise exception 'You have already reported this video.' using errcode = '23505';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('video_reports:' || new.reporter_id::text, 0));
  if (select count(*) from public.video_reports r
       where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour')
     >= private.reports_per_hour() then
    raise exception 'You have sent too many reports. Please try again in an hour.'
      using errcode = 'PT429';
  end if;
  return new;
end
$$;

COMMENT ON FUNCTION private.check_video_report() IS 'Before insert on video_reports: a valid reason and details, not your own video, once, at most 20 an hour (PT429).';

REVOKE ALL ON FUNCTION private.check_video_report() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.hide_video_reported_by_many

CREATE FUNCTION private.hide_video_reported_by_many() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status <> 'open' then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('video_reports:video:' || new.video_id, 0));
  if (select count(*) from public.video_reports r where r.video_id = new.video_id and r.status = 'open')
     >= private.report_hide_threshold() then
    update public.videos v set moderation_status = 'pending'
     where v.id = new.video_id and v.moderation_status = 'approved';
  end if;
  return null;
end
$$;

COMMENT ON FUNCTION private.hide_video_reported_by_many() IS 'After insert on video_reports: the 3rd open report of a video holds it (pending) for review.';

REVOKE ALL ON FUNCTION private.hide_video_reported_by_many() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.promoted_for_viewer
-- The promoted video unless the caller reported it or blocked its uploader (then no promotion).

CREATE FUNCTION private.promoted_for_viewer(p_video_id text, p_reported text[], p_blocked uuid[]) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (select p_video_id
     where p_video_id is not null
       and not (p_video_id = any (p_reported))
       and not exists (select 1 from public.videos v where v.id = p_video_id and v.user_id = any (p_blocked)));
end
$$;

REVOKE ALL ON FUNCTION private.promoted_for_viewer(p_video_id text, p_reported text[], p_blocked uuid[]) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.moderation_queue_item

CREATE FUNCTION private.moderation_queue_item(p_video_id text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'id', v.id,
    'title', v.title,
    'video_url', v.video_url,
    'thumbnail_url', v.thumbnail_url,
    'moderation_status', v.moderation_status,
    'created_at', v.created_at,
    'uploader_id', v.user_id,
    'uploader_name', case when v.user_id is null then null else private.member_display_name(v.user_id) end,
    'uploader_email', u.email,
    'uploader_banned', v.user_id is not null and private.is_banned(v.user_id),
    'report_count', (select count(*) from public.video_reports r where r.video_id = v.id and r.status = 'open'),
    'last_reported_at', (select max(r.created_at) from public.video_reports r where r.video_id = v.id and r.status = 'open'),
    'reasons', coalesce((
      select jsonb_agg(jsonb_build_object('reason', g.reason, 'count', g.n) order by g.n desc, g.reason)
        from (select r.reason, count(*) as n from public.video_reports r
               where r.video_id = v.id and r.status = 'open' group by r.reason) g), '[]'::jsonb),
    'details', coalesce((
      select jsonb_agg(d.details order by d.created_at desc)
        from (select r.details, r.created_at from public.video_reports r
               where r.video_id = v.id and r.status = 'open' and r.details is not null
               order by r.created_at desc limit 5) d), '[]'::jsonb)
  )
    from public.videos v
    left join auth.users u on u.id = v.user_id
   where v.id = p_video_id
$$;

REVOKE ALL ON FUNCTION private.moderation_queue_item(p_video_id text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.admin_moderation_queue

CREATE FUNCTION public.admin_moderation_queue() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  items jsonb;
begin
  if not private.is_moderator() then
    raise exception 'Only admins and moderators can review reported videos.' using errcode = '42501';
  end if;
  select coalesce(jsonb_agg(private.moderation_queue_item(q.id)
                            order by q.reports desc, q.pending desc, q.created_at, q.id), '[]'::jsonb)
    into items
    from (
      select v.id, v.created_at, v.moderation_status = 'pending' as pending,
             (select count(*) from public.video_reports r where r.video_id = v.id and r.status = 'open') as reports
        from public.videos v
       where v.id in (
               select r.video_id from public.video_reports r where r.status = 'open'
               union
               select p.id from public.videos p where p.moderation_status = 'pending')
         and v.moderation_status in ('pending', 'approved')
       order by reports desc, pending desc, v.created_at, v.id
       limit 100
    ) q;
  return jsonb_build_object(
    'hide_after_reports', private.report_hide_threshold(),
    'reports_per_hour', private.reports_per_hour(),
    'videos', items
  );
end
$$;

COMMENT ON FUNCTION public.admin_moderation_queue() IS 'Admins/moderators: pending and reported videos (most reported first) with reasons and uploader, and the report rules: {hide_after_reports, reports_per_hour, videos}.';

REVOKE ALL ON FUNCTION public.admin_moderation_queue() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.admin_moderation_queue() TO service_role;
GRANT ALL ON FUNCTION public.admin_moderation_queue() TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.moderation_reason
-- A moderator's reason: required for remove and ban, optional for restore; 500 characters, no markup.

CREATE FUNCTION private.moderation_reason(p_reason text, p_required boolean, p_message text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if (reason is null and p_required) or (reason is not null and not private.is_clean_text(reason, 500)) then
    raise exception '%', p_message using errcode = '22023';
  end if;
  return reason;
end
$$;

REVOKE ALL ON FUNCTION private.moderation_reason(p_reason text, p_required boolean, p_message text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.review_video

CREATE FUNCTION public.review_video(p_video_id text, p_decision text, p_reason text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target public.videos%rowtype;
  reason text;
  next_status text;
  closed integer;
begin
  if not private.is_moderator() then
    raise exception 'Only admins and moderators can moderate videos.' using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('restore', 'remove') then
    raise exception 'Choose restore or remove.' using errcode = '22023';
  end if;
  reason := private.moderation_reason(p_reason, p_decision = 'remove',
    'Give the creator a reason for the removal (at most 500 characters, no markup).');
  select * into target from public.videos v where v.id = p_video_id for update;
  if not found then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  if p_decision = 'restore' and target.user_id is not null and private.is_banned(target.user_id) then
    raise exception 'The uploader is banned: their videos stay hidden.' using errcode = '22023';
  end if;
  next_status := case p_decision when 'restore' then 'approved' else 'rejected' end;
  update public.videos v
     set moderation_status = next_status,
         moderation_reason = case when p_decision = 'remove' then reason end
   where v.id = p_video_id;
  update public.video_reports r
     set status = case p_decision when 'restore' then 'dismissed' else 'reviewed' end
   where r.video_id = p_video_id and r.status = 'open';
  get diagnostics closed = row_count;
  insert into public.admin_audit_log (admin_user_id, action, table_name, record_id, new_values)
  values (auth.uid(), 'MODERATE', 'videos', p_video_id,
          jsonb_build_object('decision', p_decision, 'moderation_status', next_status,
                             'reason', reason, 'reports_closed', closed));
  return jsonb_build_object(
    'success', true,
    'id', p_video_id,
    'decision', p_decision,
    'moderation_status', next_status,
    'reports_closed', closed,
    'message', case p_decision when 'restore' then 'Video restored.' else 'Video removed.' end
  );
end
$$;

COMMENT ON FUNCTION public.review_video(p_video_id text, p_decision text, p_reason text) IS 'Admins/moderators: restore (approve, dismiss reports) or remove (reject with a reason, reports reviewed) a video; audited.';

REVOKE ALL ON FUNCTION public.review_video(p_video_id text, p_decision text, p_reason text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.review_video(p_video_id text, p_decision text, p_reason text) TO service_role;
GRANT ALL ON FUNCTION public.review_video(p_video_id text, p_decision text, p_reason text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.ban_user

CREATE FUNCTION public.ban_user(p_user_id uuid, p_reason text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  reason text;
  newly_banned boolean;
  hidden integer;
begin
  if not private.is_moderator() then
    raise exception 'Only admins and moderators can ban members.' using errcode = '42501';
  end if;
  reason := private.moderation_reason(p_reason, true,
    'Give a reason for the ban (at most 500 characters, no markup).');
  if p_user_id is null or not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception 'User not found' using errcode = 'P0001';
  end if;
  if p_user_id = auth.uid() then
    raise exception 'You cannot ban yourself.' using errcode = '22023';
  end if;
  if exists (select 1 from public.user_roles ur where ur.user_id = p_user_id) then
    raise exception 'Admins and moderators cannot be banned: remove their role first.' using errcode = '42501';
  end if;
  insert into public.user_bans (user_id, reason, banned_by) values (p_user_id, reason, auth.uid())
  on conflict (user_id) do nothing;
  newly_banned := found;
  update public.video_reports r set status = 'reviewed'
   where r.status = 'open' and r.video_id in (select v.id from public.videos v where v.user_id = p_user_id);
  update public.videos v set moderation_status = 'rejected', moderation_reason = reason
   where v.user_id = p_user_id and v.moderation_status <> 'rejected';
  get diagnostics hidden = row_count;
  insert into public.admin_audit_log (admin_user_id, action, table_name, record_id, new_values)
  values (auth.uid(), 'MODERATE', 'user_bans', p_user_id::text,
          jsonb_build_object('decision', 'ban', 'reason', reason, 'videos_hidden', hidden,
                             'already_banned', not newly_banned));
  return jsonb_build_object(
    'success', true,
    'user_id', p_user_id,
    'videos_hidden', hidden,
    'message', case when newly_banned then 'Member banned.' else 'This member was already banned.' end
  );
end
$$;

COMMENT ON FUNCTION public.ban_user(p_user_id uuid, p_reason text) IS 'Admins/moderators: ban a member (videos removed with the reason, no uploads or comments, payouts held); audited.';

REVOKE ALL ON FUNCTION public.ban_user(p_user_id uuid, p_reason text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.ban_user(p_user_id uuid, p_reason text) TO service_role;
GRANT ALL ON FUNCTION public.ban_user(p_user_id uuid, p_reason text) TO authenticated;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.video_reports

CREATE TABLE public.video_reports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    video_id text NOT NULL,
    reporter_id uuid DEFAULT auth.uid() NOT NULL,
    reason text NOT NULL,
    details text,
    status text DEFAULT 'open'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT video_reports_details_valid CHECK (((details IS NULL) OR ((char_length(details) <= 1000) AND private.is_safe_text(details)))),
    CONSTRAINT video_reports_reason_valid CHECK ((reason = ANY (ARRAY['spam'::text, 'nudity'::text, 'violence'::text, 'harassment'::text, 'hate'::text, 'copyright'::text, 'misleading'::text, 'other'::text]))),
    CONSTRAINT video_reports_status_valid CHECK ((status = ANY (ARRAY['open'::text, 'reviewed'::text, 'dismissed'::text]))),
    CONSTRAINT video_reports_one_per_reporter UNIQUE (reporter_id, video_id),
    CONSTRAINT video_reports_pkey PRIMARY KEY (id),
    CONSTRAINT video_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT video_reports_video_id_fkey FOREIGN KEY (video_id) REFERENCES public.videos(id) ON DELETE CASCADE
);

CREATE INDEX video_reports_open_idx ON public.video_reports USING btree (created_at) WHERE (status = 'open'::text);

CREATE INDEX video_reports_video_id_idx ON public.video_reports USING btree (video_id);

COMMENT ON TABLE public.video_reports IS 'User reports of videos; one per reporter per video.';

ALTER TABLE public.video_reports ENABLE ROW LEVEL SECURITY;

CREATE POLICY "video_reports: moderators resolve reports" ON public.video_reports FOR UPDATE TO authenticated USING (( SELECT private.is_moderator() AS is_moderator)) WITH CHECK (( SELECT private.is_moderator() AS is_moderator));

CREATE POLICY "video_reports: reporters read their own, moderators read all" ON public.video_reports FOR SELECT TO authenticated USING (((reporter_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_moderator() AS is_moderator)));

CREATE POLICY "video_reports: users report as themselves" ON public.video_reports FOR INSERT TO authenticated WITH CHECK ((reporter_id = ( SELECT auth.uid() AS uid)));

CREATE TRIGGER video_reports_audit_moderation AFTER UPDATE OF status ON public.video_reports FOR EACH ROW EXECUTE FUNCTION private.audit_moderation('status');

CREATE TRIGGER video_reports_check BEFORE INSERT ON public.video_reports FOR EACH ROW EXECUTE FUNCTION private.check_video_report();

CREATE TRIGGER video_reports_hide_when_many AFTER INSERT ON public.video_reports FOR EACH ROW EXECUTE FUNCTION private.hide_video_reported_by_many();

CREATE TRIGGER video_reports_set_updated_at BEFORE UPDATE ON public.video_reports FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.video_reports FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.video_reports TO service_role;
GRANT SELECT ON TABLE public.video_reports TO authenticated;

GRANT INSERT(video_id) ON TABLE public.video_reports TO authenticated;

GRANT INSERT(reporter_id) ON TABLE public.video_reports TO authenticated;

GRANT INSERT(reason) ON TABLE public.video_reports TO authenticated;

GRANT INSERT(details) ON TABLE public.video_reports TO authenticated;

GRANT UPDATE(status) ON TABLE public.video_reports TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.moderation_categories

CREATE TABLE private.moderation_categories (
    id text NOT NULL,
    "position" integer NOT NULL,
    reason text NOT NULL,
    pattern text,
    CONSTRAINT moderation_categories_pkey PRIMARY KEY (id),
    CONSTRAINT moderation_categories_position_key UNIQUE ("position")
);

COMMENT ON TABLE private.moderation_categories IS 'Categories of blocked terms, checked in position order; reason is shown to the creator.';

-- ------------------------------------------------------------------------------------------------
-- private.moderation_terms

CREATE TABLE private.moderation_terms (
    term text NOT NULL,
    category text NOT NULL,
    CONSTRAINT moderation_terms_term_valid CHECK ((term ~ '^[a-z]+( [a-z]+)*$'::text)),
    CONSTRAINT moderation_terms_pkey PRIMARY KEY (term),
    CONSTRAINT moderation_terms_category_fkey FOREIGN KEY (category) REFERENCES private.moderation_categories(id)
);

COMMENT ON TABLE private.moderation_terms IS 'Blocked terms: lower-case ASCII words, matched as whole words with an optional plural s/es.';

CREATE TRIGGER moderation_terms_compile AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON private.moderation_terms FOR EACH STATEMENT EXECUTE FUNCTION private.moderation_terms_compile();

-- ------------------------------------------------------------------------------------------------
-- private.media_hosts

CREATE TABLE private.media_hosts (
    domain text NOT NULL,
    kind text NOT NULL,
    CONSTRAINT media_hosts_domain_valid CHECK ((domain ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'::text)),
    CONSTRAINT media_hosts_kind_valid CHECK ((kind = ANY (ARRAY['video'::text, 'thumbnail'::text]))),
    CONSTRAINT media_hosts_pkey PRIMARY KEY (kind, domain)
);

COMMENT ON TABLE private.media_hosts IS 'Hosts (and their subdomains) whose links are approved at once; links elsewhere wait for review.';

-- ------------------------------------------------------------------------------------------------
-- private.api_origins

CREATE TABLE private.api_origins (
    origin text NOT NULL,
    CONSTRAINT api_origins_origin_valid CHECK ((origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$'::text)),
    CONSTRAINT api_origins_pkey PRIMARY KEY (origin)
);

COMMENT ON TABLE private.api_origins IS 'Origins this project''s API is also reached at (custom domain, proxy), besides its token issuer.';

-- ------------------------------------------------------------------------------------------------
-- public.user_blocks

CREATE TABLE public.user_blocks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    blocker_id uuid NOT NULL,
    blocked_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_blocks_not_self CHECK ((blocker_id <> blocked_id)),
    CONSTRAINT user_blocks_once UNIQUE (blocker_id, blocked_id),
    CONSTRAINT user_blocks_pkey PRIMARY KEY (id),
    CONSTRAINT user_blocks_blocked_id_fkey FOREIGN KEY (blocked_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT user_blocks_blocker_id_fkey FOREIGN KEY (blocker_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX user_blocks_blocked_id_idx ON public.user_blocks USING btree (blocked_id);

COMMENT ON TABLE public.user_blocks IS 'Who blocked whom: the blocked member''s videos and comments are hidden from the blocker, and they cannot comment on the blocker''s videos.';

ALTER TABLE public.user_blocks ENABLE ROW LEVEL SECURITY;

CREATE POLICY "user_blocks: members read their own blocks" ON public.user_blocks FOR SELECT TO authenticated USING ((blocker_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.user_blocks FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_blocks TO service_role;
GRANT SELECT ON TABLE public.user_blocks TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.user_bans

CREATE TABLE public.user_bans (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    reason text NOT NULL,
    banned_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_bans_reason_valid CHECK (private.is_clean_text(reason, 500)),
    CONSTRAINT user_bans_once UNIQUE (user_id),
    CONSTRAINT user_bans_pkey PRIMARY KEY (id),
    CONSTRAINT user_bans_banned_by_fkey FOREIGN KEY (banned_by) REFERENCES auth.users(id) ON DELETE SET NULL,
    CONSTRAINT user_bans_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX user_bans_banned_by_idx ON public.user_bans USING btree (banned_by);

COMMENT ON TABLE public.user_bans IS 'Banned members: videos hidden, no uploads or comments, payouts held. Written only by ban_user().';

ALTER TABLE public.user_bans ENABLE ROW LEVEL SECURITY;

CREATE POLICY "user_bans: members read their own ban, moderators read all" ON public.user_bans FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_moderator() AS is_moderator)));

REVOKE ALL ON TABLE public.user_bans FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_bans TO service_role;
GRANT SELECT ON TABLE public.user_bans TO authenticated;

-- ================================================================================================
-- Rows the rules read (written by the migrations; `supabase db diff` does not diff rows: a change
-- here also needs its insert/update in a migration by hand)
-- ================================================================================================

-- A modest English list for a community with members from 13 years old (contest terms). Words that
-- are ordinary in a comedy title ("kill it", "bomb", "shot", "sexy", "pussy cat", "blue tits",
-- "Al Gore") are deliberately absent.
insert into private.moderation_categories (id, position, reason) values
  ('hate', 1, 'Hateful or abusive language is not allowed on LaughLoop.'),
  ('sexual', 2, 'Sexual content is not allowed on LaughLoop.'),
  ('violence', 3, 'Violent, cruel or self-harm content is not allowed on LaughLoop.'),
  ('scam', 4, 'Scams and spam are not allowed on LaughLoop.');

insert into private.moderation_terms (category, term)
select 'hate', unnest(array[
  'nigger', 'nigga', 'faggot', 'fag', 'kike', 'spic', 'chink', 'gook', 'wetback', 'raghead',
  'towelhead', 'tranny', 'retard', 'heil hitler', 'white power', 'gas the jews'])
union all
select 'sexual', unnest(array[
  'porn', 'porno', 'pornography', 'pornhub', 'xvideos', 'xhamster', 'xxx', 'nsfw', 'nude', 'nudes',
  'nudity', 'naked', 'sex tape', 'sextape', 'sex video', 'hentai', 'onlyfans', 'blowjob', 'handjob',
  'cumshot', 'camgirl', 'striptease', 'milf', 'orgy', 'dick pic', 'boobs'])
union all
select 'violence', unnest(array[
  'kill yourself', 'kys', 'suicide', 'self harm', 'selfharm', 'cut myself', 'hang myself',
  'beheading', 'gore video', 'real gore', 'snuff film', 'school shooting', 'mass shooting',
  'make a bomb', 'animal abuse', 'animal cruelty', 'animal torture'])
union all
select 'scam', unnest(array[
  'free money', 'crypto giveaway', 'bitcoin giveaway', 'double your bitcoin', 'double your money',
  'get rich quick', 'cash app flip', 'money flip', 'free gift cards', 'gift card generator',
  'free robux', 'free vbucks', 'click here to win', 'guaranteed profit', 'send me bitcoin']);

insert into private.media_hosts (kind, domain) values
  ('video', 'youtube.com'), ('video', 'youtu.be'), ('video', 'youtube-nocookie.com'),
  ('video', 'tiktok.com'),
  ('video', 'instagram.com'), ('video', 'instagr.am'),
  ('video', 'facebook.com'), ('video', 'fb.watch'), ('video', 'fb.com'),
  ('video', 'twitter.com'), ('video', 'x.com'),
  ('video', 'vimeo.com'),
  ('thumbnail', 'ytimg.com'), ('thumbnail', 'vimeocdn.com'), ('thumbnail', 'tiktokcdn.com'),
  ('thumbnail', 'cdninstagram.com'), ('thumbnail', 'fbcdn.net'), ('thumbnail', 'twimg.com');
