-- Contest integrity (issue 34 §5; design §3.13 "the server judges time", §3.19 "every rule holds
-- against a direct API call"). Builds on 20261125150000_challenge_entry_tickets.sql.
--
-- Two holes a script could walk through:
--   * Swapping an entry after the deadline: take a ticket, enter on time without using it, withdraw
--     the entry after end_date, enter another video with the ticket.
--   * A ticket bound to nothing: anyone who asked for one in time got the 24 h grace for a video
--     made after the deadline.
--
-- The rules now:
--   * A ticket is bound at issue to the SHA-256 of the exact bytes it covers (a finished take or a
--     picked file, as it will be uploaded). While the challenge runs, asking again with another
--     hash re-binds the caller's one open ticket (a new take, a file shrunk on the device); after
--     end_date nothing can be bound any more, so a binding always predates the deadline.
--   * A late entry (end_date < now <= end_date + grace) is admitted only for an uploaded file whose
--     SHA-256, computed by the server from the stored object (edge function enter-challenge-late,
--     never the client's word), equals the binding of the caller's open ticket. Why this cannot be
--     gamed: SHA-256 cannot be matched by a file made later (preimage resistance), so a binding made
--     before the deadline proves those exact bytes existed then; the server hashes the object
--     itself, at a recorded object version that must still be current (locked FOR SHARE) when the
--     entry row is written; and video files are write-once for members (below), so the bytes
--     entered are the bytes hashed, for good. Links cannot enter late: there are no bytes to check
--     and their content lives on another site.
--   * A ticket is spent by the entry it admits (used_at, entry_id), and void (voided_at) once its
--     holder has an on-time entry. One open ticket per user and challenge, as before.
--   * After end_date no entry can be withdrawn by its owner (DELETE) or re-pointed (no UPDATE grant
--     on challenge_entries; the entered video's video_url and challenge_tag are sealed), and no
--     member can replace or delete a file in the uploads bucket (the app never does: every
--     submission writes a new object), so no entry's file can be swapped either. Deleting the video
--     itself still removes its entry (a withdrawal): the tickets it could have reused are void or
--     spent, so nothing can take its place.
--   * Ticket, entry and late-entry functions serialise per (user, challenge) on an advisory lock:
--     a ticket issued while an on-time entry commits would otherwise escape being voided.

-- 1. Tickets: bound, spent, void -------------------------------------------------------------------

alter table public.challenge_entry_tickets
  add column content_sha256 text
    constraint challenge_entry_tickets_content_sha256_valid check (content_sha256 ~ '^[0-9a-f]{64}$'),
  add column bound_at timestamptz,
  add column entry_id uuid references public.challenge_entries (id) on delete set null,
  add column voided_at timestamptz,
  add column file_checks smallint not null default 0
    constraint challenge_entry_tickets_file_checks_valid check (file_checks >= 0),
  add constraint challenge_entry_tickets_bound_together
    check ((content_sha256 is null) = (bound_at is null)),
  add constraint challenge_entry_tickets_spent_or_void
    check (used_at is null or voided_at is null),
  add constraint challenge_entry_tickets_void_after_issue
    check (voided_at is null or voided_at >= issued_at);
comment on column public.challenge_entry_tickets.content_sha256 is
  'SHA-256 (hex) of the file the ticket covers, bound while the challenge ran.';
comment on column public.challenge_entry_tickets.bound_at is 'When content_sha256 was last bound (server time).';
comment on column public.challenge_entry_tickets.entry_id is 'The entry that spent the ticket.';
comment on column public.challenge_entry_tickets.voided_at is
  'Set when the holder entered on time: the ticket can admit nothing after that.';
comment on column public.challenge_entry_tickets.file_checks is
  'Times enter-challenge-late hashed a file for this ticket (capped: each check downloads the file).';
create index challenge_entry_tickets_entry_idx on public.challenge_entry_tickets (entry_id);

-- Open now means neither spent nor void.
drop index public.challenge_entry_tickets_one_open_idx;
create unique index challenge_entry_tickets_one_open_idx
  on public.challenge_entry_tickets (user_id, challenge_id) where used_at is null and voided_at is null;

-- Tickets whose holders already entered are void from now on.
update public.challenge_entry_tickets t
   set voided_at = greatest(now(), t.issued_at)
 where t.used_at is null
   and t.voided_at is null
   and exists (select 1 from public.challenge_entries e
                where e.challenge_id = t.challenge_id and e.user_id = t.user_id);

-- 2. Helpers ----------------------------------------------------------------------------------------

-- One (user, challenge) at a time through tickets and entries.
create or replace function private.lock_challenge_entrant(p_user_id uuid, p_challenge_id uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(
    hashtextextended('laughloop:entry:' || p_user_id::text || ':' || p_challenge_id::text, 0))
$$;

-- The challenge, locked FOR SHARE so its dates cannot move under a check (admins' edits wait).
create or replace function private.challenge_locked(p_challenge_id uuid)
returns public.challenges
language plpgsql
security definer
set search_path = ''
as $$
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

-- The object name of a video file in the uploads bucket, read from the canonical public URL the app
-- stores (<origin>/storage/v1/object/public/uploads/<user id>/<file>); null for anything else. The
-- origin is checked by enter-challenge-late, which knows the project's URL.
create or replace function private.upload_object_name(p_url text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (regexp_match(
    p_url,
    '^https?://[^/?#@]+/storage/v1/object/public/uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9._-]+)$'
  ))[1]
$$;

-- The ticket an entry is judged with, locked FOR UPDATE: the one named (it must be the caller's own
-- for this challenge: unknown, someone else's and another challenge's get the same answer), or else
-- the caller's open ticket; id null when there is none.
create or replace function private.entry_ticket(p_challenge_id uuid, p_user_id uuid, p_ticket uuid)
returns public.challenge_entry_tickets
language plpgsql
security definer
set search_path = ''
as $$
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

-- A named ticket that can admit nothing says so, whatever the time.
create or replace function private.refuse_closed_ticket(ticket public.challenge_entry_tickets)
returns void
language plpgsql
set search_path = ''
as $$
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

-- What a late entry needs from its ticket and its video; raises the refusal otherwise. Every
-- "has ended" message is what the client shows as 'Challenge entry too late'.
create or replace function private.refuse_late_entry(
  challenge public.challenges,
  ticket public.challenge_entry_tickets,
  p_user_id uuid,
  p_video_url text
)
returns void
language plpgsql
set search_path = ''
as $$
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

-- Writes the entry. The ticket it was judged with (if any) is spent by it; every other open ticket
-- of the entrant for this challenge is void (an on-time entry voids them all).
create or replace function private.admit_entry(
  challenge public.challenges,
  p_user_id uuid,
  p_video_id text,
  ticket public.challenge_entry_tickets,
  p_late boolean
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

revoke execute on function
  private.lock_challenge_entrant(uuid, uuid),
  private.challenge_locked(uuid),
  private.entry_ticket(uuid, uuid, uuid),
  private.refuse_closed_ticket(public.challenge_entry_tickets),
  private.refuse_late_entry(public.challenges, public.challenge_entry_tickets, uuid, text),
  private.admit_entry(public.challenges, uuid, text, public.challenge_entry_tickets, boolean)
from public, anon, authenticated;
revoke execute on function private.upload_object_name(text) from public;

-- 3. issue_entry_ticket(challenge, sha256) -> {id, issued_at, bound_at, content_sha256, end_date, accept_until}
-- Signed-in users, while the challenge runs (start <= now <= end), for the SHA-256 of the file the
-- entry will upload. Returns the caller's open ticket, re-bound to this hash when it covered
-- another (bound_at moves; issued_at stays), so a retry gets the same ticket.

drop function public.issue_entry_ticket(uuid);

create function public.issue_entry_ticket(p_challenge_id uuid, p_content_sha256 text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
comment on function public.issue_entry_ticket(uuid, text) is
  'Issues (or re-binds) the caller''s open entry ticket for a running challenge, bound to a file''s SHA-256 (design §3.13).';

-- 4. enter_challenge(challenge, video, ticket?) -> {id, challenge_id, video_id, user_id, created_at, late}
--   before start_date            -> refused
--   start_date <= now <= end     -> accepted; a named ticket must be the caller's own for this
--                                   challenge and open, and is spent; other open tickets are void
--   end < now <= end + grace     -> never admitted here: with an open ticket bound before the
--                                   deadline, for an uploaded file, the answer is PT428 (HTTP 428):
--                                   the file must be checked by enter-challenge-late
--   later                        -> refused
-- Racing entries by one user serialise on the entrant lock and end on the unique
-- (challenge_id, user_id) constraint: exactly one wins.
create or replace function public.enter_challenge(
  p_challenge_id uuid,
  p_video_id text,
  p_ticket uuid default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

-- 5. The late path, for the enter-challenge-late edge function (service_role only) ----------------

-- late_entry_file(user, challenge, video) -> {object_name, object_version, video_url}
-- Before the function downloads anything: the same checks as a late entry (a ticket that can still
-- admit, a file in the caller's own uploads), a cap on checks per ticket (each one reads up to
-- 100 MB), and the object's current version, which enter_challenge_late requires unchanged.
create or replace function public.late_entry_file(p_user_id uuid, p_challenge_id uuid, p_video_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.late_entry_file(uuid, uuid, text) is
  'enter-challenge-late, step 1: may this late entry''s file be checked, and which object version (service_role).';

-- enter_challenge_late(user, challenge, video, object version, sha256) -> as enter_challenge
-- Admits the entry when the hash the function computed from the stored object, at the version
-- late_entry_file gave, equals the binding of the user's open ticket. The object row is locked FOR
-- SHARE while the entry is written. (If the deadline moved later meanwhile, it is an on-time entry.)
create or replace function public.enter_challenge_late(
  p_user_id uuid,
  p_challenge_id uuid,
  p_video_id text,
  p_object_version text,
  p_content_sha256 text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.enter_challenge_late(uuid, uuid, text, text, text) is
  'enter-challenge-late, step 2: admits a late entry whose stored file hashes to its ticket''s binding (service_role).';

revoke execute on function
  public.issue_entry_ticket(uuid, text),
  public.enter_challenge(uuid, text, uuid),
  public.late_entry_file(uuid, uuid, text),
  public.enter_challenge_late(uuid, uuid, text, text, text)
from public, anon, authenticated;
grant execute on function
  public.issue_entry_ticket(uuid, text),
  public.enter_challenge(uuid, text, uuid)
to authenticated;
grant execute on function
  public.late_entry_file(uuid, uuid, text),
  public.enter_challenge_late(uuid, uuid, text, text, text)
to service_role;

-- 6. Sealed after the deadline ----------------------------------------------------------------------

-- Owners cannot withdraw an entry of an ended challenge. Cascades (the video or the account deleted,
-- an admin deleting the challenge) run as the table owner, not as an API role, and still remove it.
create or replace function private.challenge_entries_refuse_late_withdrawal()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and exists (select 1 from public.challenges c where c.id = old.challenge_id and c.end_date < now()) then
    raise exception 'This challenge has ended: its entries can no longer be withdrawn or replaced.'
      using errcode = '42501';
  end if;
  return old;
end
$$;
revoke execute on function private.challenge_entries_refuse_late_withdrawal() from public;

create trigger challenge_entries_refuse_late_withdrawal
  before delete on public.challenge_entries
  for each row execute function private.challenge_entries_refuse_late_withdrawal();

-- The video of an entry in an ended challenge keeps its file and its challenge tag. Runs after
-- videos_keep_challenge_tags_only and videos_normalise (triggers fire in name order), so it compares
-- what would be stored.
create or replace function private.videos_seal_closed_entries()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.video_url is distinct from old.video_url or new.challenge_tag is distinct from old.challenge_tag)
     and exists (select 1
                   from public.challenge_entries e
                   join public.challenges c on c.id = e.challenge_id
                  where e.video_id = old.id and c.end_date < now()) then
    raise exception 'This video is an entry of a challenge that has ended: its video and challenge tag can no longer change.'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function private.videos_seal_closed_entries() from public;

create trigger videos_seal_closed_entries
  before update of video_url, challenge_tag on public.videos
  for each row execute function private.videos_seal_closed_entries();

-- Video files are write-once for members: the app uploads each submission to a new object and
-- never replaces or deletes one, and a replaced (or deleted and re-uploaded) file would swap an
-- entry's video after the deadline. Thumbnails stay replaceable (the app upserts them).
drop policy "laughloop: users replace their own media objects" on storage.objects;
drop policy "laughloop: users delete their own media objects" on storage.objects;

create policy "laughloop: users replace their own thumbnails"
  on storage.objects for update to authenticated
  using (bucket_id = 'thumbnails' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'thumbnails' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "laughloop: users delete their own thumbnails"
  on storage.objects for delete to authenticated
  using (bucket_id = 'thumbnails' and (storage.foldername(name))[1] = (select auth.uid())::text);
