-- Challenge winners (issue 13): admins pick 1st, 2nd and 3rd place from an ended challenge's
-- entries; everyone reads them (the past-winners section).
--   * The composite foreign key (challenge_id, video_id) -> challenge_entries makes "only a video
--     that is an entry of that challenge" a declarative rule; user_id is copied from that entry by
--     the trigger below, whatever the client sent.
--   * Only for an ended challenge (end_date < now(), the server clock; the challenge row is locked
--     FOR SHARE while checking so its dates cannot move under the check).
--   * Unique (challenge_id, place) and (challenge_id, video_id): one video per place, one place per video.
--   * Admins write (RLS), every write audited by the database (private.audit_admin_write).
--   * A winner row goes with its entry: withdrawing the entry or deleting the video removes it.

create table public.challenge_winners (
  id uuid primary key default gen_random_uuid(),
  challenge_id uuid not null references public.challenges (id) on delete cascade,
  place smallint not null constraint challenge_winners_place_valid check (place between 1 and 3),
  video_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint challenge_winners_place_unique unique (challenge_id, place),
  constraint challenge_winners_video_unique unique (challenge_id, video_id),
  constraint challenge_winners_entry_fk foreign key (challenge_id, video_id)
    references public.challenge_entries (challenge_id, video_id) on delete cascade
);
comment on table public.challenge_winners is 'Places 1-3 of an ended challenge, picked by admins from its entries.';
create index challenge_winners_user_id_idx on public.challenge_winners (user_id);
create index challenge_winners_created_by_idx on public.challenge_winners (created_by);

create trigger challenge_winners_set_updated_at
  before update on public.challenge_winners
  for each row execute function private.set_updated_at();

create or replace function private.challenge_winners_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
revoke execute on function private.challenge_winners_check() from public, anon, authenticated;

create trigger challenge_winners_check
  before insert or update on public.challenge_winners
  for each row execute function private.challenge_winners_check();

create trigger challenge_winners_audit
  after insert or update or delete on public.challenge_winners
  for each row execute function private.audit_admin_write();

alter table public.challenge_winners enable row level security;
revoke all on public.challenge_winners from anon, authenticated;
grant select on public.challenge_winners to anon, authenticated;
grant insert (challenge_id, place, video_id, user_id) on public.challenge_winners to authenticated;
grant update (place, video_id, user_id, updated_at) on public.challenge_winners to authenticated;
grant delete on public.challenge_winners to authenticated;

create policy "challenge_winners: everyone reads"
  on public.challenge_winners for select to anon, authenticated
  using (true);

create policy "challenge_winners: admins pick"
  on public.challenge_winners for insert to authenticated
  with check ((select public.is_admin()));

create policy "challenge_winners: admins change"
  on public.challenge_winners for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "challenge_winners: admins remove"
  on public.challenge_winners for delete to authenticated
  using ((select public.is_admin()));
