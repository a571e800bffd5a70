-- Moderation: video reports from users (the action bar's Report item, part 2 §2) and moderation
-- decisions by admins or moderators. Videos are inserted 'approved' because moderation
-- (moderate-video-content) runs before the insert; set_video_moderation() hides or restores a video
-- later. Every moderation change is written to admin_audit_log.

create table public.video_reports (
  id uuid primary key default gen_random_uuid(),
  video_id text not null references public.videos (id) on delete cascade,
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reason text not null constraint video_reports_reason_valid
    check (reason in ('spam', 'nudity', 'violence', 'harassment', 'hate', 'copyright', 'misleading', 'other')),
  details text constraint video_reports_details_valid
    check (details is null or (char_length(details) <= 1000 and private.is_safe_text(details))),
  status text not null default 'open' constraint video_reports_status_valid
    check (status in ('open', 'reviewed', 'dismissed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint video_reports_one_per_reporter unique (reporter_id, video_id)
);
comment on table public.video_reports is 'User reports of videos; one per reporter per video.';
create index video_reports_video_id_idx on public.video_reports (video_id);
create index video_reports_open_idx on public.video_reports (created_at) where status = 'open';

create trigger video_reports_set_updated_at
  before update on public.video_reports
  for each row execute function private.set_updated_at();

create or replace function private.is_moderator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin() or public.has_role(auth.uid(), 'moderator')
$$;
revoke execute on function private.is_moderator() from public;
grant execute on function private.is_moderator() to authenticated;

-- Records moderation decisions. tg_argv[0] names the status column of the table it is attached to
-- (videos.moderation_status, video_reports.status); rows are read as jsonb so one body serves both.
create or replace function private.audit_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  status_column text := tg_argv[0];
  new_status text := to_jsonb(new) ->> status_column;
begin
  if new_status is distinct from to_jsonb(old) ->> status_column then
    insert into public.admin_audit_log (admin_user_id, action, table_name, record_id, new_values)
    values (auth.uid(), 'MODERATE', tg_table_name, to_jsonb(new) ->> 'id',
            jsonb_build_object(status_column, new_status));
  end if;
  return null;
end
$$;
revoke execute on function private.audit_moderation() from public;

create trigger videos_audit_moderation
  after update of moderation_status on public.videos
  for each row execute function private.audit_moderation('moderation_status');

create trigger video_reports_audit_moderation
  after update of status on public.video_reports
  for each row execute function private.audit_moderation('status');

create or replace function public.set_video_moderation(p_video_id text, p_status text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_moderator() then
    raise exception 'Only admins and moderators can moderate videos.' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('pending', 'approved', 'rejected') then
    raise exception 'Moderation status must be pending, approved or rejected.' using errcode = '22023';
  end if;
  update public.videos set moderation_status = p_status where id = p_video_id;
  if not found then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  return jsonb_build_object('success', true, 'id', p_video_id, 'moderation_status', p_status);
end
$$;
comment on function public.set_video_moderation(text, text) is 'Admins/moderators approve, hold or reject a video.';
revoke execute on function public.set_video_moderation(text, text) from public, anon, authenticated;
grant execute on function public.set_video_moderation(text, text) to authenticated;

alter table public.video_reports enable row level security;
revoke all on public.video_reports from anon, authenticated;
grant select on public.video_reports to authenticated;
grant insert (video_id, reporter_id, reason, details) on public.video_reports to authenticated;
grant update (status) on public.video_reports to authenticated;

create policy "video_reports: reporters read their own, moderators read all"
  on public.video_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_moderator()));

create policy "video_reports: users report as themselves"
  on public.video_reports for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and exists (select 1 from public.videos v where v.id = video_id)
  );

create policy "video_reports: moderators resolve reports"
  on public.video_reports for update to authenticated
  using ((select private.is_moderator()))
  with check ((select private.is_moderator()));
