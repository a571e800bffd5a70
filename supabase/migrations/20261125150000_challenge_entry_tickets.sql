-- Deadline-safe challenge entries (issue 13; design §3.13 "the server judges time", §3.18 "no hot
-- row per action"; part 2 §5 Terms: one video per challenge).
--
--   * challenge_entry_tickets: issued at server time by issue_entry_ticket() while a challenge runs,
--     bound to the user and the challenge, single use. A take started online asks for one, so an
--     upload that completes after end_date still counts when its ticket predates the deadline and it
--     arrives within the grace window (private.challenge_entry_grace(), the one place the 24 h lives).
--   * enter_challenge() is the only way in: clients lose INSERT on challenge_entries (the old
--     "while the challenge runs" policy goes with it). Withdrawing (DELETE of one's own entry) stays
--     as it was.
--   * The participant counter is gone. The old trigger bumped challenges.participant_count on every
--     entry, i.e. every entry updated (and locked) the same challenge row, the one every banner reads
--     and admins edit: exactly the per-action hot-row write design §3.18 rules out. Entries are now
--     append-only rows; the banner reads challenge_participant_counts (a view counting entries,
--     served by the (challenge_id, user_id) unique index), so the count can never drift either.

-- One constant for the grace window: an entry started before the deadline (it holds a ticket issued
-- before end_date) may reach the server up to this long after end_date.
create or replace function private.challenge_entry_grace()
returns interval
language sql
immutable
parallel safe
set search_path = ''
as $$
  select interval '24 hours'
$$;
comment on function private.challenge_entry_grace() is
  'Grace window after a challenge''s end_date for entries whose ticket was issued before it (design §3.13).';
revoke execute on function private.challenge_entry_grace() from public;

-- The counter and its trigger (see above).
drop trigger challenge_entries_count on public.challenge_entries;
drop function private.count_challenge_entry();
alter table public.challenges drop column participant_count;

create view public.challenge_participant_counts
  with (security_invoker = true)
as
  select c.id as challenge_id, count(e.id)::integer as participant_count
    from public.challenges c
    left join public.challenge_entries e on e.challenge_id = c.id
   group by c.id;
comment on view public.challenge_participant_counts is
  'Entries per challenge (participantCount of part 1 §3), counted at read time instead of a hot counter row.';
grant select on public.challenge_participant_counts to anon, authenticated;

-- A video sits in a challenge at most once (one owner, one entry per user per challenge); the unique
-- pair also lets challenge_winners point at "this video's entry in this challenge".
alter table public.challenge_entries
  add constraint challenge_entries_one_per_video unique (challenge_id, video_id);

-- The one way in: no direct inserts by clients.
drop policy "challenge_entries: users enter their own video while the challenge runs" on public.challenge_entries;
revoke insert on public.challenge_entries from anon, authenticated;

create table public.challenge_entry_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  challenge_id uuid not null references public.challenges (id) on delete cascade,
  issued_at timestamptz not null default now(),
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint challenge_entry_tickets_used_after_issue check (used_at is null or used_at >= issued_at)
);
comment on table public.challenge_entry_tickets is
  'Server-time proof that a user started a challenge take before the deadline; single use (design §3.13).';
create index challenge_entry_tickets_user_idx on public.challenge_entry_tickets (user_id, challenge_id);
create index challenge_entry_tickets_challenge_idx on public.challenge_entry_tickets (challenge_id);
-- At most one unused ticket per user and challenge: asking again returns it, so tickets cannot pile up.
create unique index challenge_entry_tickets_one_open_idx
  on public.challenge_entry_tickets (user_id, challenge_id) where used_at is null;

alter table public.challenge_entry_tickets enable row level security;
revoke all on public.challenge_entry_tickets from anon, authenticated;
grant select on public.challenge_entry_tickets to authenticated;

create policy "challenge_entry_tickets: users read their own"
  on public.challenge_entry_tickets for select to authenticated
  using (user_id = (select auth.uid()));

-- What issue_entry_ticket and enter_challenge both check first: a signed-in caller and a challenge
-- that exists, locked FOR SHARE so its dates cannot change under the entry (admins' updates wait).
create or replace function private.challenge_for_entry(p_challenge_id uuid)
returns public.challenges
language plpgsql
security definer
set search_path = ''
as $$
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

-- One entry per user per challenge (contest terms), said before a ticket is issued or used.
create or replace function private.refuse_second_entry(p_challenge_id uuid, p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.challenge_entries e
              where e.challenge_id = p_challenge_id and e.user_id = p_user_id) then
    raise exception 'You have already entered this challenge.' using errcode = '23505';
  end if;
end
$$;
revoke execute on function
  private.challenge_for_entry(uuid),
  private.refuse_second_entry(uuid, uuid)
from public, anon, authenticated;

-- issue_entry_ticket(challenge) -> {id, issued_at, end_date, accept_until}
-- Signed-in users, only while the challenge runs (start <= now <= end). Returns the caller's open
-- (unused) ticket for the challenge when there is one, so a retry or a second take gets the same.
create or replace function public.issue_entry_ticket(p_challenge_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  challenge public.challenges;
  ticket record;
begin
  challenge := private.challenge_for_entry(p_challenge_id);
  if now() < challenge.start_date then
    raise exception 'This challenge has not started yet.' using errcode = 'P0001';
  end if;
  if now() > challenge.end_date then
    raise exception 'This challenge has ended: entries had to reach the server before the deadline.'
      using errcode = 'P0001';
  end if;
  perform private.refuse_second_entry(p_challenge_id, caller);
  insert into public.challenge_entry_tickets (user_id, challenge_id)
  values (caller, p_challenge_id)
  on conflict (user_id, challenge_id) where used_at is null do nothing;
  select t.id, t.issued_at into ticket
    from public.challenge_entry_tickets t
   where t.user_id = caller and t.challenge_id = p_challenge_id and t.used_at is null;
  return jsonb_build_object(
    'id', ticket.id,
    'issued_at', ticket.issued_at,
    'end_date', challenge.end_date,
    'accept_until', challenge.end_date + private.challenge_entry_grace()
  );
end
$$;
comment on function public.issue_entry_ticket(uuid) is
  'Issues (or returns the open) entry ticket for a running challenge, at server time (design §3.13).';

-- enter_challenge(challenge, video, ticket?) -> {id, challenge_id, video_id, user_id, created_at, late}
--   before start_date                      -> refused
--   start_date <= now <= end_date          -> accepted; a ticket, if given, must be the caller's own
--                                             open ticket for this challenge and is consumed
--   end_date < now <= end_date + grace     -> accepted only with such a ticket issued by end_date
--   later                                  -> refused
-- Locks: the challenge row FOR SHARE (an admin cannot move the dates mid-check; entrants do not
-- block each other), the ticket FOR UPDATE (single use under races). The video row is only
-- key-share locked by the foreign key, never updated (design §3.18). Racing entries by one user end
-- on the unique (challenge_id, user_id) constraint: exactly one wins.
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
  ticket record;
  entry record;
begin
  challenge := private.challenge_for_entry(p_challenge_id);
  if not exists (select 1 from public.videos v where v.id = p_video_id and v.user_id = caller) then
    raise exception 'You can only enter your own videos.' using errcode = '42501';
  end if;
  if p_ticket is not null then
    select t.id, t.user_id, t.challenge_id, t.issued_at, t.used_at into ticket
      from public.challenge_entry_tickets t where t.id = p_ticket
       for update;
    -- Unknown, someone else's and another challenge's tickets get the same answer.
    if not found or ticket.user_id <> caller or ticket.challenge_id <> p_challenge_id then
      raise exception 'This entry ticket is not valid for you and this challenge.' using errcode = '42501';
    end if;
  end if;
  perform private.refuse_second_entry(p_challenge_id, caller);
  if p_ticket is not null then
    if ticket.used_at is not null then
      raise exception 'This entry ticket has already been used.' using errcode = 'P0001';
    end if;
  end if;
  if now() < challenge.start_date then
    raise exception 'This challenge has not started yet.' using errcode = 'P0001';
  end if;
  if now() > challenge.end_date then
    if p_ticket is null then
      raise exception 'This challenge has ended: entries had to reach the server before the deadline.'
        using errcode = 'P0001';
    end if;
    if ticket.issued_at > challenge.end_date then
      raise exception 'This challenge has ended: the entry ticket was issued after the deadline.'
        using errcode = 'P0001';
    end if;
    if now() > challenge.end_date + private.challenge_entry_grace() then
      raise exception 'This challenge has ended: the grace period for entries started before the deadline is over.'
        using errcode = 'P0001';
    end if;
  end if;
  begin
    insert into public.challenge_entries (challenge_id, user_id, video_id)
    values (p_challenge_id, caller, p_video_id)
    returning id, challenge_id, user_id, video_id, created_at into entry;
  exception when unique_violation then
    raise exception 'You have already entered this challenge.' using errcode = '23505';
  end;
  if p_ticket is not null then
    update public.challenge_entry_tickets set used_at = now() where id = p_ticket;
  end if;
  return jsonb_build_object(
    'id', entry.id,
    'challenge_id', entry.challenge_id,
    'user_id', entry.user_id,
    'video_id', entry.video_id,
    'created_at', entry.created_at,
    'late', now() > challenge.end_date
  );
end
$$;
comment on function public.enter_challenge(uuid, text, uuid) is
  'Enters the caller''s video into a challenge; the only way to create challenge_entries (design §3.13).';

revoke execute on function
  public.issue_entry_ticket(uuid),
  public.enter_challenge(uuid, text, uuid)
from public, anon, authenticated;
grant execute on function
  public.issue_entry_ticket(uuid),
  public.enter_challenge(uuid, text, uuid)
to authenticated;
