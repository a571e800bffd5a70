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
