-- Shared building blocks for every later migration:
--   * the `private` schema for helpers PostgREST must never expose as RPCs (only `public` is exposed);
--   * the updated_at trigger every mutable table uses;
--   * the validators CHECK constraints call, so bad text is refused by the database itself, whichever
--     client (supabase-js, an edge function, the dashboard) writes it.
--
-- Validators are IMMUTABLE, SECURITY INVOKER and pure. Postgres checks EXECUTE on functions used in
-- CHECK constraints against the writing role, so they are granted to the API roles explicitly.

create schema if not exists private;
comment on schema private is 'Internal helpers of LaughLoop; not exposed through the Data API.';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Keeps updated_at honest on every UPDATE, whatever the client sent.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
comment on function private.set_updated_at() is 'BEFORE UPDATE trigger: stamps updated_at with the server clock.';

-- True when text carries none of the markup the spec forbids (part 1 §5): script tags,
-- javascript:/vbscript: schemes, inline event handlers (onclick=...), or HTML data URLs.
create or replace function private.is_safe_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null or value !~* '(<\s*/?\s*script|javascript\s*:|vbscript\s*:|\mon[a-z]+\s*=|data\s*:\s*text/html)'
$$;
comment on function private.is_safe_text(text) is
  'False for script tags, javascript:/vbscript: schemes, inline event handlers and HTML data URLs.';

-- True for a non-empty, trimmed single piece of text of at most max_length characters that passes
-- is_safe_text. Used for titles, names and other short user-visible strings.
create or replace function private.is_clean_text(value text, max_length integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and char_length(btrim(value)) between 1 and max_length
     and private.is_safe_text(value)
$$;
comment on function private.is_clean_text(text, integer) is
  'Non-blank, at most max_length characters after trimming, and free of script markup.';

-- An absolute http(s) URL, or (when allow_root_relative) a root-relative path under /samples/,
-- which is where the built-in sample media live in public/. Never javascript:, data: or blob:.
create or replace function private.is_media_url(value text, allow_root_relative boolean default false)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and char_length(value) <= 2048
     and private.is_safe_text(value)
     and (
       value ~* '^https?://[^\s/?#]+[^\s]*$'
       or (allow_root_relative and value ~ '^/samples/[A-Za-z0-9._-]+$')
     )
$$;
comment on function private.is_media_url(text, boolean) is
  'http(s) URL of at most 2048 characters; optionally a /samples/<file> path for built-in media.';

-- A plausible email address (the auth service does the real verification by sending mail).
create or replace function private.is_email(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and char_length(value) <= 254
     and value ~* '^[a-z0-9._%+''-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$'
$$;
comment on function private.is_email(text) is 'Syntactically plausible email address of at most 254 characters.';

revoke execute on function private.set_updated_at() from public;
grant execute on function
  private.is_safe_text(text),
  private.is_clean_text(text, integer),
  private.is_media_url(text, boolean),
  private.is_email(text)
to anon, authenticated, service_role;
