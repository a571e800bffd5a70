-- Weekly challenges and their entries (part 1 §3 Challenge, §4, §5 admin validation; part 2 §5 Terms:
-- one video per challenge).
--   * Everyone reads challenges; only admins write them, and every write is audited.
--   * is_active is recomputed on every write as "now is between start and end" (part 1 §4); readers
--     that need the live state compare the dates themselves.
--   * participant_count counts entries (trigger); clients cannot write it.
--   * challenge_entries: one video per user per challenge, only the user's own video, only while the
--     challenge is running.

create table public.challenges (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint challenges_title_valid check (private.is_clean_text(title, 1000)),
  description text not null constraint challenges_description_valid check (private.is_clean_text(description, 1000)),
  image_url text constraint challenges_image_url_valid check (image_url is null or private.is_media_url(image_url, true)),
  prize_text text constraint challenges_prize_text_valid
    check (prize_text is null or (char_length(prize_text) <= 1000 and private.is_safe_text(prize_text))),
  start_date timestamptz not null,
  end_date timestamptz not null,
  is_active boolean not null default false,
  participant_count integer not null default 0 constraint challenges_participant_count_valid check (participant_count >= 0),
  affiliate_product_name text constraint challenges_affiliate_product_name_valid
    check (affiliate_product_name is null or (char_length(affiliate_product_name) <= 200 and private.is_safe_text(affiliate_product_name))),
  affiliate_url text constraint challenges_affiliate_url_valid check (affiliate_url is null or private.is_media_url(affiliate_url)),
  affiliate_image_url text constraint challenges_affiliate_image_url_valid
    check (affiliate_image_url is null or private.is_media_url(affiliate_image_url, true)),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint challenges_dates_ordered check (end_date > start_date)
);
comment on table public.challenges is 'Weekly challenges; admin-managed, publicly readable.';
create index challenges_end_date_idx on public.challenges (end_date desc);
create index challenges_created_by_idx on public.challenges (created_by);

create trigger challenges_set_updated_at
  before update on public.challenges
  for each row execute function private.set_updated_at();

create or replace function private.challenges_compute_active()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.is_active := now() between new.start_date and new.end_date;
  return new;
end
$$;
revoke execute on function private.challenges_compute_active() from public;

create trigger challenges_compute_active
  before insert or update on public.challenges
  for each row execute function private.challenges_compute_active();

create trigger challenges_audit
  after insert or update or delete on public.challenges
  for each row execute function private.audit_admin_write();

create table public.challenge_entries (
  id uuid primary key default gen_random_uuid(),
  challenge_id uuid not null references public.challenges (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  video_id text not null references public.videos (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint challenge_entries_one_per_user unique (challenge_id, user_id)
);
comment on table public.challenge_entries is 'A user''s video entered into a challenge; one per user per challenge.';
create index challenge_entries_user_id_idx on public.challenge_entries (user_id);
create index challenge_entries_video_id_idx on public.challenge_entries (video_id);

create trigger challenge_entries_set_updated_at
  before update on public.challenge_entries
  for each row execute function private.set_updated_at();

create or replace function private.count_challenge_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.challenges set participant_count = participant_count + 1 where id = new.challenge_id;
  else
    update public.challenges set participant_count = greatest(participant_count - 1, 0) where id = old.challenge_id;
  end if;
  return null;
end
$$;
revoke execute on function private.count_challenge_entry() from public;

create trigger challenge_entries_count
  after insert or delete on public.challenge_entries
  for each row execute function private.count_challenge_entry();

alter table public.challenges enable row level security;
alter table public.challenge_entries enable row level security;
revoke all on public.challenges, public.challenge_entries from anon, authenticated;
grant select on public.challenges, public.challenge_entries to anon, authenticated;
grant insert (title, description, image_url, prize_text, start_date, end_date, is_active,
              affiliate_product_name, affiliate_url, affiliate_image_url)
  on public.challenges to authenticated;
grant update (title, description, image_url, prize_text, start_date, end_date, is_active,
              affiliate_product_name, affiliate_url, affiliate_image_url, updated_at)
  on public.challenges to authenticated;
grant delete on public.challenges to authenticated;
grant insert (challenge_id, user_id, video_id) on public.challenge_entries to authenticated;
grant delete on public.challenge_entries to authenticated;

create policy "challenges: everyone reads"
  on public.challenges for select to anon, authenticated
  using (true);

create policy "challenges: admins create"
  on public.challenges for insert to authenticated
  with check ((select public.is_admin()));

create policy "challenges: admins edit"
  on public.challenges for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "challenges: admins delete"
  on public.challenges for delete to authenticated
  using ((select public.is_admin()));

create policy "challenge_entries: everyone reads"
  on public.challenge_entries for select to anon, authenticated
  using (true);

create policy "challenge_entries: users enter their own video while the challenge runs"
  on public.challenge_entries for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.videos v where v.id = video_id and v.user_id = (select auth.uid()))
    and exists (select 1 from public.challenges c
                 where c.id = challenge_id and now() between c.start_date and c.end_date)
  );

create policy "challenge_entries: users withdraw their own entries"
  on public.challenge_entries for delete to authenticated
  using (user_id = (select auth.uid()));
