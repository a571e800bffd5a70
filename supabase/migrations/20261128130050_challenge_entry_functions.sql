-- Contest integrity (issue 34 §5), continued from 20261128130000_challenge_entry_integrity.sql
-- (ticket columns and the entry helpers): the API — tickets bound to a file, on-time and late entries.

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
