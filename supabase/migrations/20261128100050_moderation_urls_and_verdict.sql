-- Issue 34 §1, continued from 20261128100000_moderation_rules.sql (the lists, text normalisation
-- and titles): the URL rules, the verdict on a video, and who may run them.

-- ---------------------------------------------------------------------------------------------
-- URLs.

-- Percent-decoded as decodeURIComponent would; a malformed escape or invalid UTF-8 leaves the
-- text as it was.
create or replace function private.percent_decode(value text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
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

-- This project's API origins: the issuer of the caller's access token and the listed ones.
create or replace function private.project_api_origins()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return array_remove(
           array[lower(substring(auth.jwt() ->> 'iss' from '^(https?://[^/?#]+)/auth/v1/?$'))],
           null)
      || coalesce((select array_agg(o.origin) from private.api_origins o), '{}');
end
$$;

create or replace function private.owns_storage_object(p_bucket text, p_name text, p_user_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return p_user_id is not null and exists (
    select 1 from storage.objects o
     where o.bucket_id = p_bucket
       and o.name = p_name
       and (o.owner_id = p_user_id::text or o.owner = p_user_id));
end
$$;

create or replace function private.is_known_media_host(p_host text, p_kind text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from private.media_hosts h
     where h.kind = p_kind
       and (p_host = h.domain or right(p_host, char_length(h.domain) + 1) = '.' || h.domain));
end
$$;

-- p_kind 'video' (the video's link or uploaded file: bucket uploads) or 'thumbnail' (bucket
-- thumbnails). The owner is who the object must belong to.
create or replace function private.moderate_url(p_url text, p_owner uuid, p_kind text default 'video')
returns table (verdict text, reason text)
language plpgsql
stable
set search_path = ''
as $$
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
$$;

-- ---------------------------------------------------------------------------------------------
-- The verdict on a video: the title first, then the URL when there is one (a file is checked
-- before it is uploaded, with no URL yet). p_owner is whose storage objects count as uploads.
create or replace function private.moderate_video(p_title text, p_video_url text, p_owner uuid default auth.uid())
returns table (verdict text, reason text)
language plpgsql
stable
set search_path = ''
as $$
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
comment on function private.moderate_video(text, text, uuid) is
  'LaughLoop''s moderation verdict on a title and video URL: (approved|pending|refused, reason).';

revoke execute on function
  private.moderation_fold(text),
  private.moderation_words(text),
  private.moderation_join_spaced(text),
  private.moderation_guessed_readings(text),
  private.blocked_term_reason(text[]),
  private.moderate_title(text),
  private.percent_decode(text),
  private.project_api_origins(),
  private.owns_storage_object(text, text, uuid),
  private.is_known_media_host(text, text),
  private.moderate_url(text, uuid, text),
  private.moderate_video(text, text, uuid)
from public;
-- The videos trigger runs as the writer (private is not exposed through the Data API).
grant execute on function
  private.moderation_fold(text),
  private.moderation_words(text),
  private.moderation_join_spaced(text),
  private.moderation_guessed_readings(text),
  private.blocked_term_reason(text[]),
  private.moderate_title(text),
  private.percent_decode(text),
  private.project_api_origins(),
  private.owns_storage_object(text, text, uuid),
  private.is_known_media_host(text, text),
  private.moderate_url(text, uuid, text),
  private.moderate_video(text, text, uuid)
to authenticated, service_role;
