-- Weekly challenges: the challenges, entries (tickets issued before the deadline, one entry per member
-- and challenge, late entries within the grace window, sealed once the challenge ended), winners, and
-- the double opt-in weekly e-mail list. The triggers that keep a video's challenge tag valid and
-- seal an entered video (videos_keep_challenge_tags_only, videos_seal_closed_entries) are with the
-- videos in 03_videos_and_feeds.sql.
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
-- private.challenges_compute_active

CREATE FUNCTION private.challenges_compute_active() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.is_active := now() between new.start_date and new.end_date;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.challenges_compute_active() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.challenge_entry_grace
-- One constant for the grace window: an entry started before the deadline (it holds a ticket issued
-- before end_date) may reach the server up to this long after end_date.

CREATE FUNCTION private.challenge_entry_grace() RETURNS interval
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select interval '24 hours'
$$;

COMMENT ON FUNCTION private.challenge_entry_grace() IS 'Grace window after a challenge''s end_date for entries whose ticket was issued before it (design §3.13).';

REVOKE ALL ON FUNCTION private.challenge_entry_grace() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.refuse_second_entry
-- One entry per user per challenge (contest terms), said before a ticket is issued or used.

CREATE FUNCTION private.refuse_second_entry(p_challenge_id uuid, p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from public.challenge_entries e
              where e.challenge_id = p_challenge_id and e.user_id = p_user_id) then
    raise exception 'You have already entered this challenge.' using errcode = '23505';
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.refuse_second_entry(p_challenge_id uuid, p_user_id uuid) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.issue_entry_ticket
-- issue_entry_ticket(challenge) -> {id, issued_at, end_date, accept_until}
-- Signed-in users, only while the challenge runs (start <= now <= end). Returns the caller's open
-- (unused) ticket for the challenge when there is one, so a retry or a second take gets the same.

CREATE FUNCTION public.issue_entry_ticket(p_challenge_id uuid, p_content_sha256 text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := auth.uid();
  challenge public.challenges;
  hash text := lower(btrim(p_content_sha256));
  ticket record;
begin
  challenge := private.challenge_for_entry(p_challenge_id);
  if hash is null or hash !~ '^[0-9a-f]{64}$' then
    raise exception 'An entry ticket covers one file: send the SHA-256 of the video (64 hexadecimal characters).'
      using errcode = '22023';
  end if;
  if now() < challenge.start_date then
    raise exception 'This challenge has not started yet.' using errcode = 'P0001';
  end if;
  if now() > challenge.end_date then
    raise exception 'This challenge has ended: entries had to reach the server before the deadline.'
      using errcode = 'P0001';
  end if;
  perform private.lock_challenge_entrant(caller, p_challenge_id);
  perform private.refuse_second_entry(p_challenge_id, caller);
  insert into public.challenge_entry_tickets as t (user_id, challenge_id, content_sha256, bound_at)
  values (caller, p_challenge_id, hash, now())
  on conflict (user_id, challenge_id) where used_at is null and voided_at is null
  do update set
    content_sha256 = excluded.content_sha256,
    bound_at = case when t.content_sha256 is distinct from excluded.content_sha256
                    then excluded.bound_at else t.bound_at end
  returning t.id, t.issued_at, t.bound_at, t.content_sha256 into ticket;
  return jsonb_build_object(
    'id', ticket.id,
    'issued_at', ticket.issued_at,
    'bound_at', ticket.bound_at,
    'content_sha256', ticket.content_sha256,
    'end_date', challenge.end_date,
    'accept_until', challenge.end_date + private.challenge_entry_grace()
  );
end
$_$;

COMMENT ON FUNCTION public.issue_entry_ticket(p_challenge_id uuid, p_content_sha256 text) IS 'Issues (or re-binds) the caller''s open entry ticket for a running challenge, bound to a file''s SHA-256 (design §3.13).';

REVOKE ALL ON FUNCTION public.issue_entry_ticket(p_challenge_id uuid, p_content_sha256 text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.issue_entry_ticket(p_challenge_id uuid, p_content_sha256 text) TO service_role;
GRANT ALL ON FUNCTION public.issue_entry_ticket(p_challenge_id uuid, p_content_sha256 text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.enter_challenge
-- enter_challenge(challenge, video, ticket?) -> {id, challenge_id, video_id, user_id, created_at, late}
--   before start_date            -> refused
--   start_date <= now <= end     -> accepted; a named ticket must be the caller's own for this
--                                   challenge and open, and is spent; other open tickets are void
--   end < now <= end + grace     -> never admitted here: with an open ticket bound before the
--                                   deadline, for an uploaded file, the answer is PT428 (HTTP 428):
--                                   the file must be checked by enter-challenge-late
--   later                        -> refused
-- Locks: the challenge row FOR SHARE (an admin cannot move the dates mid-check; entrants do not block
-- each other). Racing entries by one user serialise on the entrant lock and end on the unique
-- (challenge_id, user_id) constraint: exactly one wins.

CREATE FUNCTION public.enter_challenge(p_challenge_id uuid, p_video_id text, p_ticket uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
  challenge public.challenges;
  video_url text;
  ticket public.challenge_entry_tickets;
begin
  challenge := private.challenge_for_entry(p_challenge_id);
  select v.video_url into video_url from public.videos v where v.id = p_video_id and v.user_id = caller;
  if not found then
    raise exception 'You can only enter your own videos.' using errcode = '42501';
  end if;
  perform private.lock_challenge_entrant(caller, p_challenge_id);
  ticket := private.entry_ticket(p_challenge_id, caller, p_ticket);
  perform private.refuse_second_entry(p_challenge_id, caller);
  if p_ticket is not null then
    perform private.refuse_closed_ticket(ticket);
  end if;
  if now() < challenge.start_date then
    raise exception 'This challenge has not started yet.' using errcode = 'P0001';
  end if;
  if now() <= challenge.end_date then
    -- On time the entry needs no ticket: one named is spent by it, an unnamed open one is void.
    if p_ticket is null then
      ticket := null;
    end if;
    return private.admit_entry(challenge, caller, p_video_id, ticket, false);
  end if;
  perform private.refuse_late_entry(challenge, ticket, caller, video_url);
  raise exception 'This entry reached the server after the deadline: its file must be checked against its entry ticket.'
    using errcode = 'PT428',
          hint = 'Call the enter-challenge-late function with this challenge and video.';
end
$$;

COMMENT ON FUNCTION public.enter_challenge(p_challenge_id uuid, p_video_id text, p_ticket uuid) IS 'Enters the caller''s video into a challenge; the only way to create challenge_entries (design §3.13).';

REVOKE ALL ON FUNCTION public.enter_challenge(p_challenge_id uuid, p_video_id text, p_ticket uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.enter_challenge(p_challenge_id uuid, p_video_id text, p_ticket uuid) TO service_role;
GRANT ALL ON FUNCTION public.enter_challenge(p_challenge_id uuid, p_video_id text, p_ticket uuid) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.challenge_winners_check

CREATE FUNCTION private.challenge_winners_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  ends timestamptz;
  entrant uuid;
begin
  -- RLS refuses non-admins too, but only after BEFORE triggers: answer them first with 42501.
  if auth.role() in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only admins can pick challenge winners.' using errcode = '42501';
  end if;
  select c.end_date into ends from public.challenges c where c.id = new.challenge_id for share;
  if not found then
    raise exception 'This challenge does not exist.' using errcode = '23503';
  end if;
  if now() <= ends then
    raise exception 'Winners can only be picked once the challenge has ended.' using errcode = '23514';
  end if;
  select e.user_id into entrant from public.challenge_entries e
   where e.challenge_id = new.challenge_id and e.video_id = new.video_id;
  if not found then
    raise exception 'Winners must be picked from this challenge''s entries.' using errcode = '23503';
  end if;
  new.user_id := entrant;
  return new;
end
$$;

REVOKE ALL ON FUNCTION private.challenge_winners_check() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.unsubscribe_challenge_emails
-- unsubscribe_challenge_emails(token) -> boolean: true when the token is known (already unsubscribed
-- included: idempotent, the first time is kept), false otherwise; every confirmation not yet used is
-- voided.

CREATE FUNCTION public.unsubscribe_challenge_emails(p_token text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  unsubscribed_id uuid;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update public.challenge_email_optins
     set unsubscribed_at = coalesce(unsubscribed_at, now())
   where unsubscribe_token = p_token
  returning id into unsubscribed_id;
  if unsubscribed_id is null then
    return false;
  end if;
  update private.challenge_optin_confirmations c
     set used_at = now()
   where c.optin_id = unsubscribed_id and c.used_at is null;
  return true;
end
$_$;

COMMENT ON FUNCTION public.unsubscribe_challenge_emails(p_token text) IS 'Marks the opt-in with this unsubscribe token unsubscribed and voids its unused confirmations; idempotent; false for an unknown token.';

REVOKE ALL ON FUNCTION public.unsubscribe_challenge_emails(p_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.unsubscribe_challenge_emails(p_token text) TO service_role;
GRANT ALL ON FUNCTION public.unsubscribe_challenge_emails(p_token text) TO anon;
GRANT ALL ON FUNCTION public.unsubscribe_challenge_emails(p_token text) TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- private.is_safe_challenge_text

CREATE FUNCTION private.is_safe_challenge_text(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select value is null
      or (private.is_safe_text(value)
          and private.is_safe_text(regexp_replace(value, '[\t\n\r]+', '', 'g'))
          and value !~* '&(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);?')
$$;

COMMENT ON FUNCTION private.is_safe_challenge_text(value text) IS 'is_safe_text, also with tabs and newlines removed, and no HTML character references.';

REVOKE ALL ON FUNCTION private.is_safe_challenge_text(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_safe_challenge_text(value text) TO anon;
GRANT ALL ON FUNCTION private.is_safe_challenge_text(value text) TO authenticated;
GRANT ALL ON FUNCTION private.is_safe_challenge_text(value text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.lock_challenge_entrant
-- One (user, challenge) at a time through tickets and entries.

CREATE FUNCTION private.lock_challenge_entrant(p_user_id uuid, p_challenge_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_advisory_xact_lock(
    hashtextextended('laughloop:entry:' || p_user_id::text || ':' || p_challenge_id::text, 0))
$$;

REVOKE ALL ON FUNCTION private.lock_challenge_entrant(p_user_id uuid, p_challenge_id uuid) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.upload_object_name
-- The object name of a video file in the uploads bucket, read from the canonical public URL the app
-- stores (<origin>/storage/v1/object/public/uploads/<user id>/<file>); null for anything else. The
-- origin is checked by enter-challenge-late, which knows the project's URL.

CREATE FUNCTION private.upload_object_name(p_url text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select (regexp_match(
    p_url,
    '^https?://[^/?#@]+/storage/v1/object/public/uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9._-]+)$'
  ))[1]
$_$;

REVOKE ALL ON FUNCTION private.upload_object_name(p_url text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.late_entry_file
-- late_entry_file(user, challenge, video) -> {object_name, object_version, video_url}
-- Before the function downloads anything: the same checks as a late entry (a ticket that can still
-- admit, a file in the caller's own uploads), a cap on checks per ticket (each one reads up to
-- 100 MB), and the object's current version, which enter_challenge_late requires unchanged.

CREATE FUNCTION public.late_entry_file(p_user_id uuid, p_challenge_id uuid, p_video_id text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  challenge public.challenges;
  video_url text;
  ticket public.challenge_entry_tickets;
  object_name text;
  version text;
begin
  if p_user_id is null then
    raise exception 'Please sign in to enter a challenge.' using errcode = '42501';
  end if;
  challenge := private.challenge_locked(p_challenge_id);
  select v.video_url into video_url from public.videos v where v.id = p_video_id and v.user_id = p_user_id;
  if not found then
    raise exception 'You can only enter your own videos.' using errcode = '42501';
  end if;
  perform private.lock_challenge_entrant(p_user_id, p_challenge_id);
  ticket := private.entry_ticket(p_challenge_id, p_user_id, null);
  perform private.refuse_second_entry(p_challenge_id, p_user_id);
  if now() < challenge.start_date then
    raise exception 'This challenge has not started yet.' using errcode = 'P0001';
  end if;
  if now() > challenge.end_date then
    perform private.refuse_late_entry(challenge, ticket, p_user_id, video_url);
    if ticket.file_checks >= 10 then
      raise exception 'This entry''s file has been checked too many times; it cannot enter after the deadline.'
        using errcode = 'P0001';
    end if;
    update public.challenge_entry_tickets set file_checks = file_checks + 1 where id = ticket.id;
  end if;
  object_name := private.upload_object_name(video_url);
  if object_name is null then
    raise exception 'Only a video file uploaded to LaughLoop can be checked.' using errcode = 'P0001';
  end if;
  select o.version into version from storage.objects o
   where o.bucket_id = 'uploads' and o.name = object_name;
  if not found then
    raise exception 'This video''s file is not in storage.' using errcode = 'P0002';
  end if;
  return jsonb_build_object('object_name', object_name, 'object_version', version, 'video_url', video_url);
end
$$;

COMMENT ON FUNCTION public.late_entry_file(p_user_id uuid, p_challenge_id uuid, p_video_id text) IS 'enter-challenge-late, step 1: may this late entry''s file be checked, and which object version (service_role).';

REVOKE ALL ON FUNCTION public.late_entry_file(p_user_id uuid, p_challenge_id uuid, p_video_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.late_entry_file(p_user_id uuid, p_challenge_id uuid, p_video_id text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.enter_challenge_late
-- enter_challenge_late(user, challenge, video, object version, sha256) -> as enter_challenge
-- Admits the entry when the hash the function computed from the stored object, at the version
-- late_entry_file gave, equals the binding of the user's open ticket. The object row is locked FOR
-- SHARE while the entry is written. (If the deadline moved later meanwhile, it is an on-time entry.)

CREATE FUNCTION public.enter_challenge_late(p_user_id uuid, p_challenge_id uuid, p_video_id text, p_object_version text, p_content_sha256 text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  challenge public.challenges;
  video_url text;
  ticket public.challenge_entry_tickets;
  current_version text;
begin
  if p_user_id is null then
    raise exception 'Please sign in to enter a challenge.' using errcode = '42501';
  end if;
  challenge := private.challenge_locked(p_challenge_id);
  select v.video_url into video_url from public.videos v where v.id = p_video_id and v.user_id = p_user_id;
  if not found then
    raise exception 'You can only enter your own videos.' using errcode = '42501';
  end if;
  perform private.lock_challenge_entrant(p_user_id, p_challenge_id);
  ticket := private.entry_ticket(p_challenge_id, p_user_id, null);
  perform private.refuse_second_entry(p_challenge_id, p_user_id);
  if now() < challenge.start_date then
    raise exception 'This challenge has not started yet.' using errcode = 'P0001';
  end if;
  if now() <= challenge.end_date then
    return private.admit_entry(challenge, p_user_id, p_video_id, null, false);
  end if;
  perform private.refuse_late_entry(challenge, ticket, p_user_id, video_url);
  if ticket.content_sha256 is distinct from lower(p_content_sha256) then
    raise exception 'This entry ticket covers another file: this video is not the one it was issued for.'
      using errcode = 'P0001';
  end if;
  select o.version into current_version from storage.objects o
   where o.bucket_id = 'uploads' and o.name = private.upload_object_name(video_url)
     for share;
  if not found or current_version is distinct from p_object_version then
    raise exception 'This video''s file changed while it was being checked. Please try again.'
      using errcode = 'PT409';
  end if;
  return private.admit_entry(challenge, p_user_id, p_video_id, ticket, true);
end
$$;

COMMENT ON FUNCTION public.enter_challenge_late(p_user_id uuid, p_challenge_id uuid, p_video_id text, p_object_version text, p_content_sha256 text) IS 'enter-challenge-late, step 2: admits a late entry whose stored file hashes to its ticket''s binding (service_role).';

REVOKE ALL ON FUNCTION public.enter_challenge_late(p_user_id uuid, p_challenge_id uuid, p_video_id text, p_object_version text, p_content_sha256 text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.enter_challenge_late(p_user_id uuid, p_challenge_id uuid, p_video_id text, p_object_version text, p_content_sha256 text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.challenge_entries_refuse_late_withdrawal
-- Owners cannot withdraw an entry of an ended challenge. Cascades (the video or the account deleted,
-- an admin deleting the challenge) run as the table owner, not as an API role, and still remove it.

CREATE FUNCTION private.challenge_entries_refuse_late_withdrawal() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated')
     and exists (select 1 from public.challenges c where c.id = old.challenge_id and c.end_date < now()) then
    raise exception 'This challenge has ended: its entries can no longer be withdrawn or replaced.'
      using errcode = '42501';
  end if;
  return old;
end
$$;

REVOKE ALL ON FUNCTION private.challenge_entries_refuse_late_withdrawal() FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.request_challenge_emails
-- request_challenge_emails(email, name) -> {confirm_token, unsubscribe_token}

CREATE FUNCTION public.request_challenge_emails(p_email text, p_name text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
  clean_name text := nullif(btrim(coalesce(p_name, '')), '');
  raw_token text := encode(extensions.gen_random_bytes(32), 'hex');
  optin public.challenge_email_optins;
begin
  if not private.is_email(wanted) then
    raise exception 'email must be a valid email address' using errcode = '22023';
  end if;
  if clean_name is not null and (char_length(clean_name) > 100 or not private.is_safe_text(clean_name)) then
    raise exception 'Name contains invalid characters or is too long.' using errcode = '22023';
  end if;
  delete from private.challenge_optin_confirmations c where c.expires_at < now() - interval '30 days';
  delete from public.challenge_email_optins o
   where o.confirmed_at is null and o.created_at < now() - interval '30 days'
     and not exists (select 1 from private.challenge_optin_confirmations c
                      where c.optin_id = o.id and c.used_at is null and c.expires_at > now());
  insert into public.challenge_email_optins (email) values (wanted)
  on conflict (lower(email)) do nothing;
  select * into optin from public.challenge_email_optins o where lower(o.email) = wanted;
  insert into private.challenge_optin_confirmations (token_hash, optin_id, name, expires_at)
  values (private.token_hash(raw_token), optin.id, clean_name, now() + interval '7 days');
  return jsonb_build_object('confirm_token', raw_token, 'unsubscribe_token', optin.unsubscribe_token);
end
$$;

COMMENT ON FUNCTION public.request_challenge_emails(p_email text, p_name text) IS 'service_role: a single-use confirmation token (7 days) for the address, and its unsubscribe token; subscribes nothing.';

REVOKE ALL ON FUNCTION public.request_challenge_emails(p_email text, p_name text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.request_challenge_emails(p_email text, p_name text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- public.confirm_challenge_emails
-- confirm_challenge_emails(token) -> boolean

CREATE FUNCTION public.confirm_challenge_emails(p_token text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  spent private.challenge_optin_confirmations;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update private.challenge_optin_confirmations c
     set used_at = now()
   where c.token_hash = private.token_hash(p_token) and c.used_at is null and c.expires_at > now()
  returning * into spent;
  if not found then
    return false;
  end if;
  update public.challenge_email_optins o
     set confirmed_at = now(),
         unsubscribed_at = null,
         name = coalesce(spent.name, o.name)
   where o.id = spent.optin_id;
  return true;
end
$_$;

COMMENT ON FUNCTION public.confirm_challenge_emails(p_token text) IS 'Spends a mailed confirmation token and subscribes its address; false for an unknown, used, expired or voided token.';

REVOKE ALL ON FUNCTION public.confirm_challenge_emails(p_token text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.confirm_challenge_emails(p_token text) TO service_role;
GRANT ALL ON FUNCTION public.confirm_challenge_emails(p_token text) TO anon;
GRANT ALL ON FUNCTION public.confirm_challenge_emails(p_token text) TO authenticated;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.challenges

CREATE TABLE public.challenges (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    image_url text,
    prize_text text,
    start_date timestamp with time zone NOT NULL,
    end_date timestamp with time zone NOT NULL,
    is_active boolean DEFAULT false NOT NULL,
    affiliate_product_name text,
    affiliate_url text,
    affiliate_image_url text,
    created_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT challenges_affiliate_image_url_valid CHECK (((affiliate_image_url IS NULL) OR private.is_media_url(affiliate_image_url, true))),
    CONSTRAINT challenges_affiliate_product_name_safe CHECK (private.is_safe_challenge_text(affiliate_product_name)),
    CONSTRAINT challenges_affiliate_product_name_valid CHECK (((affiliate_product_name IS NULL) OR ((char_length(affiliate_product_name) <= 200) AND private.is_safe_text(affiliate_product_name)))),
    CONSTRAINT challenges_affiliate_url_valid CHECK (((affiliate_url IS NULL) OR private.is_media_url(affiliate_url))),
    CONSTRAINT challenges_dates_ordered CHECK ((end_date > start_date)),
    CONSTRAINT challenges_description_safe CHECK (private.is_safe_challenge_text(description)),
    CONSTRAINT challenges_description_valid CHECK (private.is_clean_text(description, 1000)),
    CONSTRAINT challenges_image_url_valid CHECK (((image_url IS NULL) OR private.is_media_url(image_url, true))),
    CONSTRAINT challenges_prize_text_safe CHECK (private.is_safe_challenge_text(prize_text)),
    CONSTRAINT challenges_prize_text_valid CHECK (((prize_text IS NULL) OR ((char_length(prize_text) <= 1000) AND private.is_safe_text(prize_text)))),
    CONSTRAINT challenges_title_safe CHECK (private.is_safe_challenge_text(title)),
    CONSTRAINT challenges_title_valid CHECK (private.is_clean_text(title, 1000)),
    CONSTRAINT challenges_pkey PRIMARY KEY (id),
    CONSTRAINT challenges_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL
);

CREATE INDEX challenges_created_by_idx ON public.challenges USING btree (created_by);

CREATE INDEX challenges_end_date_idx ON public.challenges USING btree (end_date DESC);

COMMENT ON TABLE public.challenges IS 'Weekly challenges; admin-managed, publicly readable.';

ALTER TABLE public.challenges ENABLE ROW LEVEL SECURITY;

CREATE POLICY "challenges: admins create" ON public.challenges FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "challenges: admins delete" ON public.challenges FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "challenges: admins edit" ON public.challenges FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "challenges: everyone reads" ON public.challenges FOR SELECT TO anon, authenticated USING (true);

CREATE TRIGGER challenges_audit AFTER INSERT OR DELETE OR UPDATE ON public.challenges FOR EACH ROW EXECUTE FUNCTION private.audit_admin_write();

CREATE TRIGGER challenges_compute_active BEFORE INSERT OR UPDATE ON public.challenges FOR EACH ROW EXECUTE FUNCTION private.challenges_compute_active();

CREATE TRIGGER challenges_set_updated_at BEFORE UPDATE ON public.challenges FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.challenges FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.challenges TO service_role;
GRANT SELECT ON TABLE public.challenges TO anon;
GRANT SELECT,DELETE ON TABLE public.challenges TO authenticated;

GRANT INSERT(title),UPDATE(title) ON TABLE public.challenges TO authenticated;

GRANT INSERT(description),UPDATE(description) ON TABLE public.challenges TO authenticated;

GRANT INSERT(image_url),UPDATE(image_url) ON TABLE public.challenges TO authenticated;

GRANT INSERT(prize_text),UPDATE(prize_text) ON TABLE public.challenges TO authenticated;

GRANT INSERT(start_date),UPDATE(start_date) ON TABLE public.challenges TO authenticated;

GRANT INSERT(end_date),UPDATE(end_date) ON TABLE public.challenges TO authenticated;

GRANT INSERT(is_active),UPDATE(is_active) ON TABLE public.challenges TO authenticated;

GRANT INSERT(affiliate_product_name),UPDATE(affiliate_product_name) ON TABLE public.challenges TO authenticated;

GRANT INSERT(affiliate_url),UPDATE(affiliate_url) ON TABLE public.challenges TO authenticated;

GRANT INSERT(affiliate_image_url),UPDATE(affiliate_image_url) ON TABLE public.challenges TO authenticated;

GRANT UPDATE(updated_at) ON TABLE public.challenges TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.challenge_entries

CREATE TABLE public.challenge_entries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    challenge_id uuid NOT NULL,
    user_id uuid NOT NULL,
    video_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT challenge_entries_one_per_user UNIQUE (challenge_id, user_id),
    CONSTRAINT challenge_entries_one_per_video UNIQUE (challenge_id, video_id),
    CONSTRAINT challenge_entries_pkey PRIMARY KEY (id),
    CONSTRAINT challenge_entries_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES public.challenges(id) ON DELETE CASCADE,
    CONSTRAINT challenge_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
    CONSTRAINT challenge_entries_video_id_fkey FOREIGN KEY (video_id) REFERENCES public.videos(id) ON DELETE CASCADE
);

CREATE INDEX challenge_entries_user_id_idx ON public.challenge_entries USING btree (user_id);

CREATE INDEX challenge_entries_video_id_idx ON public.challenge_entries USING btree (video_id);

COMMENT ON TABLE public.challenge_entries IS 'A user''s video entered into a challenge; one per user per challenge.';

ALTER TABLE public.challenge_entries ENABLE ROW LEVEL SECURITY;

CREATE POLICY "challenge_entries: everyone reads" ON public.challenge_entries FOR SELECT TO anon, authenticated USING (true);

CREATE POLICY "challenge_entries: users withdraw their own entries" ON public.challenge_entries FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE TRIGGER challenge_entries_refuse_late_withdrawal BEFORE DELETE ON public.challenge_entries FOR EACH ROW EXECUTE FUNCTION private.challenge_entries_refuse_late_withdrawal();

CREATE TRIGGER challenge_entries_set_updated_at BEFORE UPDATE ON public.challenge_entries FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.challenge_entries FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.challenge_entries TO service_role;
GRANT SELECT ON TABLE public.challenge_entries TO anon;
GRANT SELECT,DELETE ON TABLE public.challenge_entries TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.challenge_entry_tickets

CREATE TABLE public.challenge_entry_tickets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    challenge_id uuid NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    content_sha256 text,
    bound_at timestamp with time zone,
    entry_id uuid,
    voided_at timestamp with time zone,
    file_checks smallint DEFAULT 0 NOT NULL,
    CONSTRAINT challenge_entry_tickets_bound_together CHECK (((content_sha256 IS NULL) = (bound_at IS NULL))),
    CONSTRAINT challenge_entry_tickets_content_sha256_valid CHECK ((content_sha256 ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT challenge_entry_tickets_file_checks_valid CHECK ((file_checks >= 0)),
    CONSTRAINT challenge_entry_tickets_spent_or_void CHECK (((used_at IS NULL) OR (voided_at IS NULL))),
    CONSTRAINT challenge_entry_tickets_used_after_issue CHECK (((used_at IS NULL) OR (used_at >= issued_at))),
    CONSTRAINT challenge_entry_tickets_void_after_issue CHECK (((voided_at IS NULL) OR (voided_at >= issued_at))),
    CONSTRAINT challenge_entry_tickets_pkey PRIMARY KEY (id),
    CONSTRAINT challenge_entry_tickets_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES public.challenges(id) ON DELETE CASCADE,
    CONSTRAINT challenge_entry_tickets_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES public.challenge_entries(id) ON DELETE SET NULL,
    CONSTRAINT challenge_entry_tickets_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX challenge_entry_tickets_challenge_idx ON public.challenge_entry_tickets USING btree (challenge_id);

CREATE INDEX challenge_entry_tickets_entry_idx ON public.challenge_entry_tickets USING btree (entry_id);

CREATE UNIQUE INDEX challenge_entry_tickets_one_open_idx ON public.challenge_entry_tickets USING btree (user_id, challenge_id) WHERE ((used_at IS NULL) AND (voided_at IS NULL));

CREATE INDEX challenge_entry_tickets_user_idx ON public.challenge_entry_tickets USING btree (user_id, challenge_id);

COMMENT ON TABLE public.challenge_entry_tickets IS 'Server-time proof that a user started a challenge take before the deadline; single use (design §3.13).';

COMMENT ON COLUMN public.challenge_entry_tickets.content_sha256 IS 'SHA-256 (hex) of the file the ticket covers, bound while the challenge ran.';

COMMENT ON COLUMN public.challenge_entry_tickets.bound_at IS 'When content_sha256 was last bound (server time).';

COMMENT ON COLUMN public.challenge_entry_tickets.entry_id IS 'The entry that spent the ticket.';

COMMENT ON COLUMN public.challenge_entry_tickets.voided_at IS 'Set when the holder entered on time: the ticket can admit nothing after that.';

COMMENT ON COLUMN public.challenge_entry_tickets.file_checks IS 'Times enter-challenge-late hashed a file for this ticket (capped: each check downloads the file).';

ALTER TABLE public.challenge_entry_tickets ENABLE ROW LEVEL SECURITY;

CREATE POLICY "challenge_entry_tickets: users read their own" ON public.challenge_entry_tickets FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

REVOKE ALL ON TABLE public.challenge_entry_tickets FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.challenge_entry_tickets TO service_role;
GRANT SELECT ON TABLE public.challenge_entry_tickets TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.challenge_winners

CREATE TABLE public.challenge_winners (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    challenge_id uuid NOT NULL,
    place smallint NOT NULL,
    video_id text NOT NULL,
    user_id uuid NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT challenge_winners_place_valid CHECK (((place >= 1) AND (place <= 3))),
    CONSTRAINT challenge_winners_pkey PRIMARY KEY (id),
    CONSTRAINT challenge_winners_place_unique UNIQUE (challenge_id, place),
    CONSTRAINT challenge_winners_video_unique UNIQUE (challenge_id, video_id),
    CONSTRAINT challenge_winners_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES public.challenges(id) ON DELETE CASCADE,
    CONSTRAINT challenge_winners_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL,
    CONSTRAINT challenge_winners_entry_fk FOREIGN KEY (challenge_id, video_id) REFERENCES public.challenge_entries(challenge_id, video_id) ON DELETE CASCADE,
    CONSTRAINT challenge_winners_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

CREATE INDEX challenge_winners_created_by_idx ON public.challenge_winners USING btree (created_by);

CREATE INDEX challenge_winners_user_id_idx ON public.challenge_winners USING btree (user_id);

COMMENT ON TABLE public.challenge_winners IS 'Places 1-3 of an ended challenge, picked by admins from its entries.';

ALTER TABLE public.challenge_winners ENABLE ROW LEVEL SECURITY;

CREATE POLICY "challenge_winners: admins change" ON public.challenge_winners FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "challenge_winners: admins pick" ON public.challenge_winners FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "challenge_winners: admins remove" ON public.challenge_winners FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "challenge_winners: everyone reads" ON public.challenge_winners FOR SELECT TO anon, authenticated USING (true);

CREATE TRIGGER challenge_winners_audit AFTER INSERT OR DELETE OR UPDATE ON public.challenge_winners FOR EACH ROW EXECUTE FUNCTION private.audit_admin_write();

CREATE TRIGGER challenge_winners_check BEFORE INSERT OR UPDATE ON public.challenge_winners FOR EACH ROW EXECUTE FUNCTION private.challenge_winners_check();

CREATE TRIGGER challenge_winners_set_updated_at BEFORE UPDATE ON public.challenge_winners FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.challenge_winners FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.challenge_winners TO service_role;
GRANT SELECT ON TABLE public.challenge_winners TO anon;
GRANT SELECT,DELETE ON TABLE public.challenge_winners TO authenticated;

GRANT INSERT(challenge_id) ON TABLE public.challenge_winners TO authenticated;

GRANT INSERT(place),UPDATE(place) ON TABLE public.challenge_winners TO authenticated;

GRANT INSERT(video_id),UPDATE(video_id) ON TABLE public.challenge_winners TO authenticated;

GRANT INSERT(user_id),UPDATE(user_id) ON TABLE public.challenge_winners TO authenticated;

GRANT UPDATE(updated_at) ON TABLE public.challenge_winners TO authenticated;

-- ------------------------------------------------------------------------------------------------
-- public.challenge_email_optins

CREATE TABLE public.challenge_email_optins (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email text NOT NULL,
    name text,
    unsubscribe_token text DEFAULT encode(extensions.gen_random_bytes(32), 'hex'::text) NOT NULL,
    unsubscribed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    confirmed_at timestamp with time zone,
    CONSTRAINT challenge_email_optins_email_valid CHECK ((private.is_email(email) AND (email = lower(btrim(email))))),
    CONSTRAINT challenge_email_optins_name_valid CHECK (((name IS NULL) OR ((char_length(name) <= 100) AND private.is_safe_text(name)))),
    CONSTRAINT challenge_email_optins_token_valid CHECK ((unsubscribe_token ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT challenge_email_optins_pkey PRIMARY KEY (id),
    CONSTRAINT challenge_email_optins_token_unique UNIQUE (unsubscribe_token)
);

CREATE UNIQUE INDEX challenge_email_optins_email_idx ON public.challenge_email_optins USING btree (lower(email));

COMMENT ON TABLE public.challenge_email_optins IS 'Addresses that asked for weekly challenge emails; service_role only.';

COMMENT ON COLUMN public.challenge_email_optins.confirmed_at IS 'When the owner last confirmed by the mailed link; subscribed = confirmed_at set and unsubscribed_at null.';

ALTER TABLE public.challenge_email_optins ENABLE ROW LEVEL SECURITY;

CREATE TRIGGER challenge_email_optins_set_updated_at BEFORE UPDATE ON public.challenge_email_optins FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.challenge_email_optins FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.challenge_email_optins TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.challenge_optin_confirmations

CREATE TABLE private.challenge_optin_confirmations (
    token_hash text NOT NULL,
    optin_id uuid NOT NULL,
    name text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    CONSTRAINT challenge_optin_confirmations_name_valid CHECK (((name IS NULL) OR ((char_length(name) <= 100) AND private.is_safe_text(name)))),
    CONSTRAINT challenge_optin_confirmations_token_valid CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT challenge_optin_confirmations_pkey PRIMARY KEY (token_hash),
    CONSTRAINT challenge_optin_confirmations_optin_id_fkey FOREIGN KEY (optin_id) REFERENCES public.challenge_email_optins(id) ON DELETE CASCADE
);

CREATE INDEX challenge_optin_confirmations_expires_idx ON private.challenge_optin_confirmations USING btree (expires_at);

CREATE INDEX challenge_optin_confirmations_optin_idx ON private.challenge_optin_confirmations USING btree (optin_id);

COMMENT ON TABLE private.challenge_optin_confirmations IS 'Mailed confirmation links of the weekly challenge list: token hash, the name asked with it, single use.';

-- ================================================================================================
-- Functions that take or return a row of the tables above
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- private.challenge_for_entry
-- What issue_entry_ticket and enter_challenge both check first: a signed-in caller and a challenge
-- that exists, locked FOR SHARE so its dates cannot change under the entry (admins' updates wait).

CREATE FUNCTION private.challenge_for_entry(p_challenge_id uuid) RETURNS public.challenges
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  challenge public.challenges;
begin
  if auth.uid() is null then
    raise exception 'Please sign in to enter a challenge.' using errcode = '42501';
  end if;
  select c.* into challenge from public.challenges c where c.id = p_challenge_id for share;
  if not found then
    raise exception 'This challenge does not exist.' using errcode = 'P0002';
  end if;
  return challenge;
end
$$;

REVOKE ALL ON FUNCTION private.challenge_for_entry(p_challenge_id uuid) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.challenge_locked
-- The challenge, locked FOR SHARE so its dates cannot move under a check (admins' edits wait).

CREATE FUNCTION private.challenge_locked(p_challenge_id uuid) RETURNS public.challenges
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  challenge public.challenges;
begin
  select c.* into challenge from public.challenges c where c.id = p_challenge_id for share;
  if not found then
    raise exception 'This challenge does not exist.' using errcode = 'P0002';
  end if;
  return challenge;
end
$$;

REVOKE ALL ON FUNCTION private.challenge_locked(p_challenge_id uuid) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.entry_ticket
-- The ticket an entry is judged with, locked FOR UPDATE: the one named (it must be the caller's own
-- for this challenge: unknown, someone else's and another challenge's get the same answer), or else
-- the caller's open ticket; id null when there is none.

CREATE FUNCTION private.entry_ticket(p_challenge_id uuid, p_user_id uuid, p_ticket uuid) RETURNS public.challenge_entry_tickets
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  ticket public.challenge_entry_tickets;
begin
  if p_ticket is not null then
    select t.* into ticket from public.challenge_entry_tickets t where t.id = p_ticket for update;
    if not found or ticket.user_id <> p_user_id or ticket.challenge_id <> p_challenge_id then
      raise exception 'This entry ticket is not valid for you and this challenge.' using errcode = '42501';
    end if;
  else
    select t.* into ticket from public.challenge_entry_tickets t
     where t.user_id = p_user_id and t.challenge_id = p_challenge_id
       and t.used_at is null and t.voided_at is null
       for update;
  end if;
  return ticket;
end
$$;

REVOKE ALL ON FUNCTION private.entry_ticket(p_challenge_id uuid, p_user_id uuid, p_ticket uuid) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.refuse_closed_ticket
-- A named ticket that can admit nothing says so, whatever the time.

CREATE FUNCTION private.refuse_closed_ticket(ticket public.challenge_entry_tickets) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if ticket.used_at is not null then
    raise exception 'This entry ticket has already been used.' using errcode = 'P0001';
  end if;
  if ticket.voided_at is not null then
    raise exception 'This entry ticket is void: you entered this challenge before the deadline.'
      using errcode = 'P0001';
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.refuse_closed_ticket(ticket public.challenge_entry_tickets) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.refuse_late_entry
-- What a late entry needs from its ticket and its video; raises the refusal otherwise. Every
-- "has ended" message is what the client shows as 'Challenge entry too late'.

CREATE FUNCTION private.refuse_late_entry(challenge public.challenges, ticket public.challenge_entry_tickets, p_user_id uuid, p_video_url text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if ticket.id is null then
    raise exception 'This challenge has ended: entries had to reach the server before the deadline.'
      using errcode = 'P0001';
  end if;
  perform private.refuse_closed_ticket(ticket);
  if coalesce(ticket.bound_at, ticket.issued_at) > challenge.end_date then
    raise exception 'This challenge has ended: the entry ticket was issued after the deadline.'
      using errcode = 'P0001';
  end if;
  if now() > challenge.end_date + private.challenge_entry_grace() then
    raise exception 'This challenge has ended: the grace period for entries started before the deadline is over.'
      using errcode = 'P0001';
  end if;
  if ticket.content_sha256 is null then
    raise exception 'This challenge has ended: the entry ticket covers no file, so it cannot admit a late entry.'
      using errcode = 'P0001';
  end if;
  if coalesce(split_part(private.upload_object_name(p_video_url), '/', 1), '') <> p_user_id::text then
    raise exception 'This challenge has ended: only a video file uploaded to LaughLoop can enter after the deadline.'
      using errcode = 'P0001';
  end if;
end
$$;

REVOKE ALL ON FUNCTION private.refuse_late_entry(challenge public.challenges, ticket public.challenge_entry_tickets, p_user_id uuid, p_video_url text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.admit_entry
-- Writes the entry. The ticket it was judged with (if any) is spent by it; every other open ticket
-- of the entrant for this challenge is void (an on-time entry voids them all).

CREATE FUNCTION private.admit_entry(challenge public.challenges, p_user_id uuid, p_video_id text, ticket public.challenge_entry_tickets, p_late boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  entry record;
begin
  begin
    insert into public.challenge_entries (challenge_id, user_id, video_id)
    values (challenge.id, p_user_id, p_video_id)
    returning id, challenge_id, user_id, video_id, created_at into entry;
  exception when unique_violation then
    raise exception 'You have already entered this challenge.' using errcode = '23505';
  end;
  if ticket.id is not null then
    update public.challenge_entry_tickets set used_at = now(), entry_id = entry.id where id = ticket.id;
  end if;
  update public.challenge_entry_tickets t
     set voided_at = greatest(now(), t.issued_at)
   where t.user_id = p_user_id and t.challenge_id = challenge.id
     and t.used_at is null and t.voided_at is null;
  return jsonb_build_object(
    'id', entry.id,
    'challenge_id', entry.challenge_id,
    'user_id', entry.user_id,
    'video_id', entry.video_id,
    'created_at', entry.created_at,
    'late', p_late
  );
end
$$;

REVOKE ALL ON FUNCTION private.admit_entry(challenge public.challenges, p_user_id uuid, p_video_id text, ticket public.challenge_entry_tickets, p_late boolean) FROM PUBLIC;

-- ================================================================================================
-- Views
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.challenge_participant_counts

CREATE VIEW public.challenge_participant_counts WITH (security_invoker='true') AS
 SELECT c.id AS challenge_id,
    (count(e.id))::integer AS participant_count
   FROM (public.challenges c
     LEFT JOIN public.challenge_entries e ON ((e.challenge_id = c.id)))
  GROUP BY c.id;

COMMENT ON VIEW public.challenge_participant_counts IS 'Entries per challenge (participantCount of part 1 §3), counted at read time instead of a hot counter row.';

REVOKE ALL ON TABLE public.challenge_participant_counts FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.challenge_participant_counts TO anon;
GRANT ALL ON TABLE public.challenge_participant_counts TO authenticated;
GRANT ALL ON TABLE public.challenge_participant_counts TO service_role;
