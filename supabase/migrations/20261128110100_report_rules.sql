-- Issue 34 §2: the rules of a report, for every way one is written (the app inserts into
-- video_reports directly, as a script can).
--   * A reason is required and must be one of the spec's reasons (the Report dialog's list); the
--     details are optional, at most 1000 characters without markup. Refusals say so in words
--     (22023, HTTP 400) instead of naming a check constraint.
--   * A member reports an approved video, or one already held for review (a report racing the
--     3rd still hides it from its sender); a removed or unknown one is 'Video not found'. Not their
--     own video (42501), and once (23505, as the unique constraint did, now with a message). The
--     insert policy keeps "as yourself"; the video check moved into the trigger.
--   * At most 20 reports an hour per member, counted under a per-reporter advisory lock so
--     concurrent reports cannot slip past: over it, PT429 (HTTP 429) and nothing is written.
--   * Reporting hides the video from the reporter at once (the filters of
--     20261128110200_viewer_filters.sql read video_reports). When 3 different members have open
--     reports on a video it is hidden from everyone: its moderation_status goes from approved to
--     pending, which every public list leaves out, and it waits in the moderation queue
--     (20261128110300). Counted under a per-video advisory lock, so the 3rd of simultaneous
--     reports always sees the other two. Only that one report touches the videos row (§3.18).
--   * videos.moderation_reason: why a moderator removed a video (or banned its uploader); the
--     creator sees it under 'Policy Violation' in My Videos. Owners cannot write it (column grants).
--   * audit_moderation (20261122101400) keeps recording every moderation status change; a change
--     no moderator made (the 3rd report) is recorded without an admin and marked automatic.

-- The limits, in one place: the admin screen shows them (admin_moderation_queue).
create or replace function private.report_hide_threshold()
returns integer
language sql
immutable
set search_path = ''
as $$ select 3 $$;
comment on function private.report_hide_threshold() is
  'Distinct open reporters that hide a video from everyone until a moderator reviews it.';

create or replace function private.reports_per_hour()
returns integer
language sql
immutable
set search_path = ''
as $$ select 20 $$;
comment on function private.reports_per_hour() is 'Reports one member may send in an hour.';

revoke execute on function private.report_hide_threshold(), private.reports_per_hour() from public;

alter table public.videos
  add column if not exists moderation_reason text
    constraint videos_moderation_reason_valid
      check (moderation_reason is null or private.is_clean_text(moderation_reason, 500));
comment on column public.videos.moderation_reason is
  'Why a moderator removed the video (shown to its creator with ''Policy Violation''); null otherwise.';

create or replace function private.check_video_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  status text;
begin
  if new.reason is null or new.reason not in
     ('spam', 'nudity', 'violence', 'harassment', 'hate', 'copyright', 'misleading', 'other') then
    raise exception 'Please choose a reason for your report: spam, nudity, violence, harassment, hate, copyright, misleading or other.'
      using errcode = '22023';
  end if;
  new.details := nullif(btrim(new.details), '');
  if new.details is not null
     and (char_length(new.details) > 1000 or not private.is_safe_text(new.details)) then
    raise exception 'Report details must be at most 1000 characters, without markup.'
      using errcode = '22023';
  end if;
  -- Rows written for someone else (service role, seeds) are not a member's report: RLS refuses
  -- members writing them, and the limits below are a member's.
  if (select auth.uid()) is distinct from new.reporter_id then
    return new;
  end if;
  -- Any video the member could have seen: approved, or already held for review (reports racing
  -- the 3rd one still count and still hide it from their sender). Not a removed one.
  select v.user_id, v.moderation_status into owner, status from public.videos v where v.id = new.video_id;
  if not found or status = 'rejected' then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  if owner = new.reporter_id then
    raise exception 'You cannot report your own video.' using errcode = '42501';
  end if;
  if exists (select 1 from public.video_reports r
              where r.reporter_id = new.reporter_id and r.video_id = new.video_id) then
    raise exception 'You have already reported this video.' using errcode = '23505';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('video_reports:' || new.reporter_id::text, 0));
  if (select count(*) from public.video_reports r
       where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour')
     >= private.reports_per_hour() then
    raise exception 'You have sent too many reports. Please try again in an hour.'
      using errcode = 'PT429';
  end if;
  return new;
end
$$;
comment on function private.check_video_report() is
  'Before insert on video_reports: a valid reason and details, not your own video, once, at most 20 an hour (PT429).';

create or replace function private.hide_video_reported_by_many()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'open' then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('video_reports:video:' || new.video_id, 0));
  if (select count(*) from public.video_reports r where r.video_id = new.video_id and r.status = 'open')
     >= private.report_hide_threshold() then
    update public.videos v set moderation_status = 'pending'
     where v.id = new.video_id and v.moderation_status = 'approved';
  end if;
  return null;
end
$$;
comment on function private.hide_video_reported_by_many() is
  'After insert on video_reports: the 3rd open report of a video holds it (pending) for review.';

revoke execute on function private.check_video_report(), private.hide_video_reported_by_many() from public;

-- The video check moves into the trigger above (a pending video may be reported too), so the
-- policy keeps only "as yourself".
drop policy "video_reports: users report as themselves" on public.video_reports;
create policy "video_reports: users report as themselves"
  on public.video_reports for insert to authenticated
  with check (reporter_id = (select auth.uid()));

create trigger video_reports_check
  before insert on public.video_reports
  for each row execute function private.check_video_report();

create trigger video_reports_hide_when_many
  after insert on public.video_reports
  for each row execute function private.hide_video_reported_by_many();

-- As in 20261122101400_moderation_and_reports.sql, plus: a change made by a moderator (or
-- service_role code) names them; one made by a rule (the 3rd report) names nobody and says
-- automatic; a video's row carries its moderation_reason.
create or replace function private.audit_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  status_column text := tg_argv[0];
  new_status text := to_jsonb(new) ->> status_column;
  by_moderator boolean := auth.role() = 'service_role' or coalesce(private.is_moderator(), false);
  recorded jsonb;
begin
  if new_status is distinct from to_jsonb(old) ->> status_column then
    recorded := jsonb_build_object(status_column, new_status);
    if to_jsonb(new) ? 'moderation_reason' then
      recorded := recorded || jsonb_build_object('moderation_reason', to_jsonb(new) -> 'moderation_reason');
    end if;
    if not by_moderator then
      recorded := recorded || jsonb_build_object('automatic', true);
    end if;
    insert into public.admin_audit_log (admin_user_id, action, table_name, record_id, new_values)
    values (case when by_moderator then auth.uid() end, 'MODERATE', tg_table_name,
            to_jsonb(new) ->> 'id', recorded);
  end if;
  return null;
end
$$;
revoke execute on function private.audit_moderation() from public;
