-- Issue 34 §1: every path that creates or edits a video applies the moderation rules of
-- 20261128100000_moderation_rules.sql: a member's direct POST or PATCH /rest/v1/videos, an RPC
-- writing on a member's behalf, an edge function forwarding the member's token. Before, the rules
-- ran only when the client called moderate-video-content, and a direct insert was published.
--
--   * videos_moderate (BEFORE INSERT OR UPDATE OF title, video_url, thumbnail_url):
--       - refused: raises 23514 (check_violation; PostgREST answers 400) with the rule's reason as
--         the message and details 'content_policy', so a client can tell a moderation refusal from
--         other check violations. Nothing is written.
--       - uncertain: the row is stored with moderation_status 'pending': in no public list
--         (get_public_videos*, the promoted slot, the table's select policy for others, comments,
--         likes, views and earnings all require 'approved'), visible to its owner (My Videos says
--         it awaits review) and to admins, whose moderation queue lists pending videos.
--       - an insert is stored 'approved' or 'pending' as the verdict says. An edit re-checks only
--         what changed (title, video_url, thumbnail_url) and never raises the status: an approved
--         video edited into an uncertain one becomes pending; a pending video stays pending (an
--         admin approves it) and a rejected one stays rejected, however it is edited, so an edit
--         can never undo a moderator's decision.
--   * Whose writes are checked: those made for a member or a visitor, known by the request's JWT
--     role (anon, authenticated), which PostgREST sets for a SECURITY DEFINER function too, or by
--     the current role. The platform's own writes (the service_role key: imports, seeds, tests;
--     the database owner: migrations, seed.sql, an admin's SQL) are trusted and left as written;
--     an edge function that writes a member's video must do it with the member's token.
--   * moderation_status is still not writable by clients (no column grant: 42501); the insert
--     policy now accepts 'pending' next to 'approved', which only this trigger can have set.
--   * moderate_video_content(p_title, p_video_url): the verdict for the moderate-video-content
--     function (part 2 §7: {allowed, reason}), from the same SQL, as the caller (their uploads count).

create or replace function private.is_member_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
      or coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated')
$$;
revoke execute on function private.is_member_request() from public;
grant execute on function private.is_member_request() to anon, authenticated, service_role;

create or replace function private.videos_moderate()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  checked record;
  held_reason text;
  trim_chars constant text := E' \t\r\n\f\v';
begin
  if not private.is_member_request() then
    return new;
  end if;
  new.video_url := btrim(new.video_url, trim_chars);
  new.thumbnail_url := nullif(btrim(new.thumbnail_url, trim_chars), '');

  if tg_op = 'INSERT' or new.title is distinct from old.title then
    select * into checked from private.moderate_title(new.title);
    if checked.verdict = 'refused' then
      raise exception using errcode = '23514', message = checked.reason, detail = 'content_policy';
    end if;
    held_reason := case when checked.verdict = 'pending' then checked.reason end;
  end if;
  if tg_op = 'INSERT' or new.video_url is distinct from old.video_url then
    select * into checked from private.moderate_url(new.video_url, new.user_id, 'video');
    if checked.verdict = 'refused' then
      raise exception using errcode = '23514', message = checked.reason, detail = 'content_policy';
    end if;
    held_reason := coalesce(held_reason, case when checked.verdict = 'pending' then checked.reason end);
  end if;
  if new.thumbnail_url is not null
     and (tg_op = 'INSERT' or new.thumbnail_url is distinct from old.thumbnail_url) then
    select * into checked from private.moderate_url(new.thumbnail_url, new.user_id, 'thumbnail');
    if checked.verdict = 'refused' then
      raise exception using errcode = '23514', message = checked.reason, detail = 'content_policy';
    end if;
    held_reason := coalesce(held_reason, case when checked.verdict = 'pending' then checked.reason end);
  end if;

  if tg_op = 'INSERT' then
    new.moderation_status := case when held_reason is null then 'approved' else 'pending' end;
  elsif old.moderation_status = 'approved' and held_reason is not null then
    new.moderation_status := 'pending';
  end if;
  return new;
end
$$;
revoke execute on function private.videos_moderate() from public;

create trigger videos_moderate
  before insert or update of title, video_url, thumbnail_url on public.videos
  for each row execute function private.videos_moderate();

-- Was: moderation_status = 'approved' (20261122100600_videos.sql). Clients cannot write the column;
-- videos_moderate sets it before this check runs.
drop policy "videos: users add their own fresh videos" on public.videos;
create policy "videos: users add their own fresh videos"
  on public.videos for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and views = 0
    and likes_count = 0
    and not is_boosted
    and boost_until is null
    and moderation_status in ('approved', 'pending')
  );

create or replace function public.moderate_video_content(p_title text, p_video_url text default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'allowed', m.verdict <> 'refused',
    'reason', m.reason,
    'status', m.verdict)
    from private.moderate_video(p_title, p_video_url, auth.uid()) m
$$;
comment on function public.moderate_video_content(text, text) is
  'The moderation verdict on a title and video URL: {allowed, reason, status (approved|pending|refused)}.';
revoke execute on function public.moderate_video_content(text, text) from public;
grant execute on function public.moderate_video_content(text, text) to anon, authenticated, service_role;
