-- SQL-side checks for challenge text (part 1 §5 admin challenge validation; issue 13: "the same
-- checks hold in SQL, so a direct REST write with bad text is refused").
--
-- What the client does and what the database already refused (20261122101300_challenges.sql):
--   * the client strips < > ' " & and keeps 1000 characters, then refuses over 5000 characters,
--     script tags, javascript:/vbscript: schemes, inline event handlers and html data URLs;
--   * title and description are non-blank, at most 1000 characters (the client never sends more
--     after trimming, so this refuses everything over 5000 as well) and pass private.is_safe_text;
--     end_date > start_date; affiliate_url is an http(s) URL (private.is_media_url).
--
-- What private.is_safe_text misses, and a browser still runs:
--   * schemes split by ASCII tab or newline (java<TAB>script:), which URL parsing removes;
--   * character references (&#106;avascript:, javascript&colon;, &#x6A;...) that decode into one.
-- The client strips '&', so no character reference can legitimately reach the table: challenge text
-- refuses any (&name; &#nn; &#xhh;, with or without the ';'), and is also checked with tabs and
-- newlines removed, as a browser's URL parser removes them ("Java script:" with a space stays
-- allowed: no browser runs it). The checks apply to every challenge text column an admin writes.

create or replace function private.is_safe_challenge_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null
      or (private.is_safe_text(value)
          and private.is_safe_text(regexp_replace(value, '[\t\n\r]+', '', 'g'))
          and value !~* '&(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);?')
$$;
comment on function private.is_safe_challenge_text(text) is
  'is_safe_text, also with tabs and newlines removed, and no HTML character references.';
revoke execute on function private.is_safe_challenge_text(text) from public;
grant execute on function private.is_safe_challenge_text(text) to anon, authenticated, service_role;

alter table public.challenges
  add constraint challenges_title_safe check (private.is_safe_challenge_text(title)),
  add constraint challenges_description_safe check (private.is_safe_challenge_text(description)),
  add constraint challenges_prize_text_safe check (private.is_safe_challenge_text(prize_text)),
  add constraint challenges_affiliate_product_name_safe
    check (private.is_safe_challenge_text(affiliate_product_name));
