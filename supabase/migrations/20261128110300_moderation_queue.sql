-- Issue 34 §2: the moderation queue and its actions, and §2/§3's refusals.
--   * admin_moderation_queue(): admins and moderators. Videos waiting for a decision: pending ones
--     (held by the 3rd report, or stored pending by the moderation rules) and approved ones with
--     open reports, most reported first: the video, its uploader (name, email, banned), the open
--     report count, reasons with counts and the latest details. Also the rules the screen shows
--     (how many reporters hide a video, reports allowed an hour). At most 100.
--   * review_video(video, 'restore' | 'remove', reason): restore approves the video and
--     dismisses its open reports; remove rejects it with a reason (required) the creator reads in
--     My Videos under 'Policy Violation', and marks its reports reviewed. A banned uploader's
--     video cannot be restored.
--   * ban_user(member, reason): the member's videos are removed with the reason, their open
--     reports reviewed; from then on they cannot insert videos or comments, and no payout of theirs
--     (earnings or affiliate) can be approved or marked paid: existing and new requests stay pending,
--     held for review. Admins and moderators cannot be banned (remove the role first).
--   * Each action checks the caller is an admin or moderator and writes one admin_audit_log row
--     (action MODERATE) naming the decision; the status changes it makes are audited row by row
--     as before (audit_moderation).
--   * Comments: a banned member cannot comment, and nobody can comment on the videos of a member
--     who blocked them: a trigger, so it holds for the insert policy, post_comment and
--     record_earning's comments alike.

create index if not exists videos_pending_idx on public.videos (created_at) where moderation_status = 'pending';

create or replace function private.moderation_queue_item(p_video_id text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', v.id,
    'title', v.title,
    'video_url', v.video_url,
    'thumbnail_url', v.thumbnail_url,
    'moderation_status', v.moderation_status,
    'created_at', v.created_at,
    'uploader_id', v.user_id,
    'uploader_name', case when v.user_id is null then null else private.member_display_name(v.user_id) end,
    'uploader_email', u.email,
    'uploader_banned', v.user_id is not null and private.is_banned(v.user_id),
    'report_count', (select count(*) from public.video_reports r where r.video_id = v.id and r.status = 'open'),
    'last_reported_at', (select max(r.created_at) from public.video_reports r where r.video_id = v.id and r.status = 'open'),
    'reasons', coalesce((
      select jsonb_agg(jsonb_build_object('reason', g.reason, 'count', g.n) order by g.n desc, g.reason)
        from (select r.reason, count(*) as n from public.video_reports r
               where r.video_id = v.id and r.status = 'open' group by r.reason) g), '[]'::jsonb),
    'details', coalesce((
      select jsonb_agg(d.details order by d.created_at desc)
        from (select r.details, r.created_at from public.video_reports r
               where r.video_id = v.id and r.status = 'open' and r.details is not null
               order by r.created_at desc limit 5) d), '[]'::jsonb)
  )
    from public.videos v
    left join auth.users u on u.id = v.user_id
   where v.id = p_video_id
$$;
revoke execute on function private.moderation_queue_item(text) from public;

create or replace function public.admin_moderation_queue()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  items jsonb;
begin
  if not private.is_moderator() then
    raise exception 'Only admins and moderators can review reported videos.' using errcode = '42501';
  end if;
  select coalesce(jsonb_agg(private.moderation_queue_item(q.id)
                            order by q.reports desc, q.pending desc, q.created_at, q.id), '[]'::jsonb)
    into items
    from (
      select v.id, v.created_at, v.moderation_status = 'pending' as pending,
             (select count(*) from public.video_reports r where r.video_id = v.id and r.status = 'open') as reports
        from public.videos v
       where v.id in (
               select r.video_id from public.video_reports r where r.status = 'open'
               union
               select p.id from public.videos p where p.moderation_status = 'pending')
         and v.moderation_status in ('pending', 'approved')
       order by reports desc, pending desc, v.created_at, v.id
       limit 100
    ) q;
  return jsonb_build_object(
    'hide_after_reports', private.report_hide_threshold(),
    'reports_per_hour', private.reports_per_hour(),
    'videos', items
  );
end
$$;
comment on function public.admin_moderation_queue() is
  'Admins/moderators: pending and reported videos (most reported first) with reasons and uploader, and the report rules: {hide_after_reports, reports_per_hour, videos}.';

-- A moderator's reason: required for remove and ban, optional for restore; 500 characters, no markup.
create or replace function private.moderation_reason(p_reason text, p_required boolean, p_message text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if (reason is null and p_required) or (reason is not null and not private.is_clean_text(reason, 500)) then
    raise exception '%', p_message using errcode = '22023';
  end if;
  return reason;
end
$$;
revoke execute on function private.moderation_reason(text, boolean, text) from public;

create or replace function public.review_video(p_video_id text, p_decision text, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.videos%rowtype;
  reason text;
  next_status text;
  closed integer;
begin
  if not private.is_moderator() then
    raise exception 'Only admins and moderators can moderate videos.' using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('restore', 'remove') then
    raise exception 'Choose restore or remove.' using errcode = '22023';
  end if;
  reason := private.moderation_reason(p_reason, p_decision = 'remove',
    'Give the creator a reason for the removal (at most 500 characters, no markup).');
  select * into target from public.videos v where v.id = p_video_id for update;
  if not found then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  if p_decision = 'restore' and target.user_id is not null and private.is_banned(target.user_id) then
    raise exception 'The uploader is banned: their videos stay hidden.' using errcode = '22023';
  end if;
  next_status := case p_decision when 'restore' then 'approved' else 'rejected' end;
  update public.videos v
     set moderation_status = next_status,
         moderation_reason = case when p_decision = 'remove' then reason end
   where v.id = p_video_id;
  update public.video_reports r
     set status = case p_decision when 'restore' then 'dismissed' else 'reviewed' end
   where r.video_id = p_video_id and r.status = 'open';
  get diagnostics closed = row_count;
  insert into public.admin_audit_log (admin_user_id, action, table_name, record_id, new_values)
  values (auth.uid(), 'MODERATE', 'videos', p_video_id,
          jsonb_build_object('decision', p_decision, 'moderation_status', next_status,
                             'reason', reason, 'reports_closed', closed));
  return jsonb_build_object(
    'success', true,
    'id', p_video_id,
    'decision', p_decision,
    'moderation_status', next_status,
    'reports_closed', closed,
    'message', case p_decision when 'restore' then 'Video restored.' else 'Video removed.' end
  );
end
$$;
comment on function public.review_video(text, text, text) is
  'Admins/moderators: restore (approve, dismiss reports) or remove (reject with a reason, reports reviewed) a video; audited.';

create or replace function public.ban_user(p_user_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text;
  newly_banned boolean;
  hidden integer;
begin
  if not private.is_moderator() then
    raise exception 'Only admins and moderators can ban members.' using errcode = '42501';
  end if;
  reason := private.moderation_reason(p_reason, true,
    'Give a reason for the ban (at most 500 characters, no markup).');
  if p_user_id is null or not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception 'User not found' using errcode = 'P0001';
  end if;
  if p_user_id = auth.uid() then
    raise exception 'You cannot ban yourself.' using errcode = '22023';
  end if;
  if exists (select 1 from public.user_roles ur where ur.user_id = p_user_id) then
    raise exception 'Admins and moderators cannot be banned: remove their role first.' using errcode = '42501';
  end if;
  insert into public.user_bans (user_id, reason, banned_by) values (p_user_id, reason, auth.uid())
  on conflict (user_id) do nothing;
  newly_banned := found;
  update public.video_reports r set status = 'reviewed'
   where r.status = 'open' and r.video_id in (select v.id from public.videos v where v.user_id = p_user_id);
  update public.videos v set moderation_status = 'rejected', moderation_reason = reason
   where v.user_id = p_user_id and v.moderation_status <> 'rejected';
  get diagnostics hidden = row_count;
  insert into public.admin_audit_log (admin_user_id, action, table_name, record_id, new_values)
  values (auth.uid(), 'MODERATE', 'user_bans', p_user_id::text,
          jsonb_build_object('decision', 'ban', 'reason', reason, 'videos_hidden', hidden,
                             'already_banned', not newly_banned));
  return jsonb_build_object(
    'success', true,
    'user_id', p_user_id,
    'videos_hidden', hidden,
    'message', case when newly_banned then 'Member banned.' else 'This member was already banned.' end
  );
end
$$;
comment on function public.ban_user(uuid, text) is
  'Admins/moderators: ban a member (videos removed with the reason, no uploads or comments, payouts held); audited.';

revoke execute on function
  public.admin_moderation_queue(),
  public.review_video(text, text, text),
  public.ban_user(uuid, text)
from public, anon, authenticated;
grant execute on function
  public.admin_moderation_queue(),
  public.review_video(text, text, text),
  public.ban_user(uuid, text)
to authenticated;

-- A banned member's new video, by any path (REST insert, RPC, function, service role).
create or replace function private.refuse_banned_uploads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is not null and private.is_banned(new.user_id) then
    raise exception 'Your account is suspended: you cannot upload videos.' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function private.refuse_banned_uploads() from public;

create trigger videos_refuse_banned
  before insert on public.videos
  for each row execute function private.refuse_banned_uploads();

-- Runs before video_comments_limit_rate (triggers fire by name), so a refused comment never
-- counts towards the author's rate.
create or replace function private.check_comment_author()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_banned(new.user_id) then
    raise exception 'Your account is suspended: you cannot comment.' using errcode = '42501';
  end if;
  if exists (select 1 from public.videos v
               join public.user_blocks b on b.blocker_id = v.user_id
              where v.id = new.video_id and b.blocked_id = new.user_id) then
    raise exception 'You cannot comment on this video.' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function private.check_comment_author() from public;

create trigger video_comments_check_author
  before insert on public.video_comments
  for each row execute function private.check_comment_author();

-- A banned member's payouts are held: no request of theirs moves to approved or completed, by
-- review_payout or any other update. Rejecting stays possible.
create or replace function private.hold_banned_payouts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('approved', 'completed') and new.status is distinct from old.status
     and private.is_banned(new.user_id) then
    raise exception 'This member is banned: their payouts are held for review.' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.hold_banned_payouts() from public;

create trigger payout_requests_hold_banned
  before update of status on public.payout_requests
  for each row execute function private.hold_banned_payouts();

-- As in 20261126120100_payout_review.sql, plus: approving or marking paid a banned member's
-- request answers {success: false} with the hold (the trigger above refuses it anyway).
create or replace function public.review_payout(p_payout_id uuid, p_decision text, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.payout_requests%rowtype;
  reason text := nullif(btrim(coalesce(p_reason, '')), '');
  next_status text;
  member_email text;
  member_name text;
begin
  if not public.is_admin() then
    raise exception 'Access Denied: You don''t have administrator privileges to access this panel.'
      using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('approve', 'reject', 'mark_paid') then
    return jsonb_build_object('success', false, 'message', 'Choose approve, reject or mark paid.');
  end if;
  if p_decision = 'reject' and (reason is null or not private.is_clean_text(reason, 500)) then
    return jsonb_build_object('success', false,
      'message', 'Give the member a reason for the rejection (at most 500 characters, no markup).');
  end if;

  select * into request from public.payout_requests p where p.id = p_payout_id for update;
  if not found then
    return jsonb_build_object('success', false, 'message', 'This payout request no longer exists.');
  end if;
  next_status := private.payout_decision_status(p_decision, request.status);
  if next_status is null then
    return jsonb_build_object('success', false, 'status', request.status,
      'message', format('This request is %s: it cannot be %s.', request.status,
        case p_decision when 'approve' then 'approved' when 'reject' then 'rejected' else 'marked paid' end));
  end if;
  if next_status in ('approved', 'completed') and private.is_banned(request.user_id) then
    return jsonb_build_object('success', false, 'status', request.status,
      'message', 'This member is banned: their payouts are held for review.');
  end if;

  update public.payout_requests p
     set status = next_status,
         rejection_reason = case when next_status = 'rejected' then reason end,
         reviewed_at = now(),
         paid_at = case when next_status = 'completed' then now() end
   where p.id = p_payout_id;

  select u.email into member_email from auth.users u where u.id = request.user_id;
  select pr.full_name into member_name from public.profiles pr where pr.id = request.user_id;
  return jsonb_build_object(
    'success', true,
    'message', case next_status
      when 'approved' then 'Payout approved.'
      when 'rejected' then 'Payout rejected.'
      else 'Payout marked as paid.' end,
    'status', next_status,
    'amount', request.amount,
    'payout_method', request.payout_method,
    'reason', case when next_status = 'rejected' then reason end,
    'member_email', member_email,
    'member_name', member_name
  );
end
$$;
