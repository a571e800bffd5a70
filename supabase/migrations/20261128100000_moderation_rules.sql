-- Issue 34 §1 (design §3.20): the moderation rules, in SQL, as the one source of truth. They used to
-- be TypeScript in supabase/functions/_shared/moderation, run only when a client chose to call
-- moderate-video-content. Here they are functions every path reaches: the videos trigger
-- (20261128100100_videos_moderated_by_the_database.sql) and the moderate_video_content RPC the
-- function now asks.
--
-- A verdict is one of
--   * 'refused'  — the rule's reason is shown to the creator and nothing is written;
--   * 'pending'  — uncertain: stored, but hidden from every public list until a moderator decides;
--   * 'approved' — published.
--
-- What "uncertain" means (the issue leaves it to us):
--   * a blocked term found only by guessing at the writing — digits or symbols read as letters
--     ("p0rn", "$uicide"), spaced letters joined ("s u i c i d e"), stretched letters collapsed
--     ("pooorn"). A term written plainly (after folding case and accents: "Pörn") is refused. The
--     guesses are what catch deliberate disguise, but they can misread an innocent title too, so a
--     person decides: the creator is told the video awaits review.
--   * a link video on a site that is not one of the video platforms the app accepts (YouTube,
--     TikTok, Instagram, Facebook, X/Twitter, Vimeo: the same list as src/features/submit/model/
--     video-url.ts), or a thumbnail from a host that is not one of those platforms' image hosts.
--
-- Title rules: 1..100 characters after trimming; no script tags, script schemes, data URLs or
-- inline event handlers; no blocked term (whole words, with an optional plural "s"/"es").
--
-- URL rules (video links and thumbnails):
--   * at most 2048 characters, no spaces or control characters, only the characters RFC 3986
--     allows (a backslash or a raw non-ASCII character is refused: browsers parse those differently
--     from a plain reading, e.g. https://youtube.com\@evil.example goes to youtube.com);
--   * not a script or data URL, no markup once percent-decoded;
--   * https only (http is refused too), no user name or password, no port but the standard one;
--   * a domain name: no IP literal in any spelling (dotted, one decimal number, hex, octal, IPv6 in
--     brackets, or an IPv4 address spelt inside the name as nip.io-style services do), so no private
--     or link-local range can be named either; no localhost, single-label, .local, .internal or
--     other non-public names;
--   * no blocked term in the host or path (read literally: ids are machine-made, so no guessing).
--   * This project's own storage: an uploaded file's URL is <API origin>/storage/v1/object/public/
--     <bucket>/<name>, on the local stack an http://127.0.0.1 origin. It is accepted when the
--     object exists in storage.objects of the uploads bucket (thumbnails: the thumbnails bucket)
--     and belongs to the video's owner, whatever the host looks like. Which origins are this
--     project's API: the issuer of the caller's access token (GoTrue signs iss = <API origin>/auth/v1,
--     on hosted Supabase as on supabase/local), plus any listed in private.api_origins (a custom
--     domain, a proxy in front of the API). Checking the origin too keeps a look-alike URL on
--     someone else's server (with the same path as one of the caller's own objects) from passing
--     as an upload. Any other URL on this project's origin is refused.
--
-- The terms and hosts are rows, so an admin can change them with SQL without a deploy.

-- ---------------------------------------------------------------------------------------------
-- The lists.

create table private.moderation_categories (
  id text primary key,
  position integer not null unique,
  reason text not null,
  -- The category's terms as one regular expression, kept by moderation_terms_compile below.
  pattern text
);
comment on table private.moderation_categories is
  'Categories of blocked terms, checked in position order; reason is shown to the creator.';

create table private.moderation_terms (
  term text primary key constraint moderation_terms_term_valid check (term ~ '^[a-z]+( [a-z]+)*$'),
  category text not null references private.moderation_categories (id)
);
comment on table private.moderation_terms is
  'Blocked terms: lower-case ASCII words, matched as whole words with an optional plural s/es.';

-- One alternation per category, rebuilt whenever the terms change: matching a reading against it
-- costs microseconds, building it for every check cost a millisecond (measured).
create or replace function private.moderation_terms_compile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update private.moderation_categories c
     set pattern = (
       select ' (' || string_agg(replace(t.term, ' ', ' +'), '|' order by t.term) || ')(s|es)? '
         from private.moderation_terms t
        where t.category = c.id);
  return null;
end
$$;
revoke execute on function private.moderation_terms_compile() from public;

create trigger moderation_terms_compile
  after insert or update or delete or truncate on private.moderation_terms
  for each statement execute function private.moderation_terms_compile();

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

create table private.media_hosts (
  domain text not null constraint media_hosts_domain_valid check (domain ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'),
  kind text not null constraint media_hosts_kind_valid check (kind in ('video', 'thumbnail')),
  primary key (kind, domain)
);
comment on table private.media_hosts is
  'Hosts (and their subdomains) whose links are approved at once; links elsewhere wait for review.';

insert into private.media_hosts (kind, domain) values
  ('video', 'youtube.com'), ('video', 'youtu.be'), ('video', 'youtube-nocookie.com'),
  ('video', 'tiktok.com'),
  ('video', 'instagram.com'), ('video', 'instagr.am'),
  ('video', 'facebook.com'), ('video', 'fb.watch'), ('video', 'fb.com'),
  ('video', 'twitter.com'), ('video', 'x.com'),
  ('video', 'vimeo.com'),
  ('thumbnail', 'ytimg.com'), ('thumbnail', 'vimeocdn.com'), ('thumbnail', 'tiktokcdn.com'),
  ('thumbnail', 'cdninstagram.com'), ('thumbnail', 'fbcdn.net'), ('thumbnail', 'twimg.com');

create table private.api_origins (
  origin text primary key constraint api_origins_origin_valid check (origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$')
);
comment on table private.api_origins is
  'Origins this project''s API is also reached at (custom domain, proxy), besides its token issuer.';

revoke all on private.moderation_categories, private.moderation_terms, private.media_hosts,
  private.api_origins from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Text normalisation. Every reading is lower-case ASCII words separated by single spaces, padded
-- with a space at each end, so a term matches only as whole words.

-- Accents and compatibility forms folded away: "Pörn" and "ｐｏｒｎ" read as "porn". No SET clause
-- here and in moderation_words, so the planner inlines them; they name only pg_catalog functions.
create or replace function private.moderation_fold(value text)
returns text
language sql
immutable
parallel safe
as $$
  select lower(regexp_replace(normalize(value, NFKD), '[\u0300-\u036f]', '', 'g'))
$$;

create or replace function private.moderation_words(value text)
returns text
language sql
immutable
parallel safe
as $$
  select ' ' || btrim(regexp_replace(value, '[^a-z0-9]+', ' ', 'g')) || ' '
$$;

-- "p o r n", "p.o.r.n", "p-o-r-n": three or more single letters split by separators become one word.
create or replace function private.moderation_join_spaced(value text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
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

-- The guessed readings: digits always stand in for letters; a symbol only when a letter or digit
-- follows it ("$uicide", "h!t"), so trailing punctuation ("wow!!") stays punctuation; "1" stands
-- for i or l ("k1ll", "su1cide"), so both are tried. Each is read with spaced letters joined, and
-- again with stretched letters ("pooorn") collapsed.
create or replace function private.moderation_guessed_readings(folded text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
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
$$;

-- The reason of the first category (in position order) with a term in any of the readings.
-- plpgsql, as the other helpers here: it keeps its query plans, where a SQL function that cannot
-- be inlined is planned again at every call (a millisecond each, measured on Postgres 15).
create or replace function private.blocked_term_reason(readings text[])
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
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

-- ---------------------------------------------------------------------------------------------
-- Titles.

create or replace function private.moderate_title(p_title text)
returns table (verdict text, reason text)
language plpgsql
stable
set search_path = ''
as $$
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
$$;

