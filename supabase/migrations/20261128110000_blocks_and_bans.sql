-- Issue 34 §3 (block a user) and the tables §2's ban needs (design §3.20: blocks are filtered in
-- the server's queries).
--   * user_blocks: one row per (blocker, blocked). Written only through block_user / unblock_user
--     (so a block from a video names the video and the database finds its uploader, and a queued
--     block replayed by the outbox changes nothing); a member reads their own list.
--   * A block hides the blocked member's videos and comments from the blocker everywhere the
--     server lists them (feeds, the videos table, comments: 20261128110200_viewer_filters.sql) and
--     stops the blocked member commenting on the blocker's videos (20261128110300). It is one-way:
--     the blocker's public videos stay public, the blocked member is not told.
--   * user_bans: members an admin or moderator banned (ban_user, 20261128110300). A banned member's
--     videos are hidden, they cannot upload or comment, and their payouts are held for review.
--     The banned member reads their own row (why they cannot upload); moderators read all.
--   * The helpers answer for the caller (auth.uid()), so no caller can ask about someone else's
--     reports or blocks; RLS policies call them as initplans ("(select ...)": once per statement).

create table public.user_blocks (
  id uuid primary key default gen_random_uuid(),
  blocker_id uuid not null references auth.users (id) on delete cascade,
  blocked_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint user_blocks_once unique (blocker_id, blocked_id),
  constraint user_blocks_not_self check (blocker_id <> blocked_id)
);
comment on table public.user_blocks is
  'Who blocked whom: the blocked member''s videos and comments are hidden from the blocker, and they cannot comment on the blocker''s videos.';
create index user_blocks_blocked_id_idx on public.user_blocks (blocked_id);

alter table public.user_blocks enable row level security;
revoke all on public.user_blocks from anon, authenticated;
grant select on public.user_blocks to authenticated;

create policy "user_blocks: members read their own blocks"
  on public.user_blocks for select to authenticated
  using (blocker_id = (select auth.uid()));

create table public.user_bans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  reason text not null constraint user_bans_reason_valid check (private.is_clean_text(reason, 500)),
  banned_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint user_bans_once unique (user_id)
);
comment on table public.user_bans is
  'Banned members: videos hidden, no uploads or comments, payouts held. Written only by ban_user().';
create index user_bans_banned_by_idx on public.user_bans (banned_by);

alter table public.user_bans enable row level security;
revoke all on public.user_bans from anon, authenticated;
grant select on public.user_bans to authenticated;

create policy "user_bans: members read their own ban, moderators read all"
  on public.user_bans for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_moderator()));

create or replace function private.is_banned(uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_bans b where b.user_id = uid)
$$;
comment on function private.is_banned(uuid) is 'True when the member is banned.';

-- The videos the caller reported: hidden from them for good, whatever the review decides.
create or replace function private.my_reported_video_ids()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.video_id), '{}')
    from public.video_reports r
   where r.reporter_id = (select auth.uid())
$$;
comment on function private.my_reported_video_ids() is 'Ids of the videos the caller reported (empty when signed out).';

-- The members the caller blocked.
create or replace function private.my_blocked_user_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(b.blocked_id), '{}')
    from public.user_blocks b
   where b.blocker_id = (select auth.uid())
$$;
comment on function private.my_blocked_user_ids() is 'Ids of the members the caller blocked (empty when signed out).';

revoke execute on function
  private.is_banned(uuid),
  private.my_reported_video_ids(),
  private.my_blocked_user_ids()
from public;
-- RLS policies (run as the caller) use them.
grant execute on function
  private.is_banned(uuid),
  private.my_reported_video_ids(),
  private.my_blocked_user_ids()
to anon, authenticated, service_role;

-- Blocks the member named by p_user_id (a comment's author) or the uploader of p_video_id (the
-- video's More menu: feeds show creator_hash, never user_id). Idempotent, so the outbox may replay
-- it. Answers who was blocked, with the name and creator_hash the app hides their content by.
create or replace function public.block_user(p_user_id uuid default null, p_video_id text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  target uuid;
begin
  if caller is null then
    raise exception 'Please sign in to block users.' using errcode = '42501';
  end if;
  if (p_user_id is null) = (p_video_id is null) then
    raise exception 'Name either the member or the video whose uploader you want to block.'
      using errcode = '22023';
  end if;
  if p_video_id is not null then
    select v.user_id into target from public.videos v where v.id = p_video_id;
    if not found then
      raise exception 'Video not found' using errcode = 'P0001';
    end if;
    if target is null then
      raise exception 'This video is one of LaughLoop''s samples: there is no uploader to block.'
        using errcode = '22023';
    end if;
  else
    select u.id into target from auth.users u where u.id = p_user_id;
    if not found then
      raise exception 'User not found' using errcode = 'P0001';
    end if;
  end if;
  if target = caller then
    raise exception 'You cannot block yourself.' using errcode = '22023';
  end if;
  insert into public.user_blocks (blocker_id, blocked_id) values (caller, target)
  on conflict (blocker_id, blocked_id) do nothing;
  return jsonb_build_object(
    'blocked_id', target,
    'display_name', private.member_display_name(target),
    'creator_hash', private.creator_hash(target)
  );
end
$$;
comment on function public.block_user(uuid, text) is
  'Blocks a member (p_user_id) or a video''s uploader (p_video_id); replays change nothing: {blocked_id, display_name, creator_hash}.';

create or replace function public.unblock_user(p_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Please sign in to manage blocked users.' using errcode = '42501';
  end if;
  delete from public.user_blocks b where b.blocker_id = caller and b.blocked_id = p_user_id;
  return jsonb_build_object('unblocked', found, 'user_id', p_user_id);
end
$$;
comment on function public.unblock_user(uuid) is 'Removes the caller''s block of a member: {unblocked, user_id}.';

create or replace function public.list_blocked_users()
returns table (user_id uuid, display_name text, creator_hash text, blocked_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select b.blocked_id, private.member_display_name(b.blocked_id), private.creator_hash(b.blocked_id), b.created_at
    from public.user_blocks b
   where b.blocker_id = (select auth.uid())
   order by b.created_at desc, b.blocked_id
$$;
comment on function public.list_blocked_users() is
  'The members the caller blocked, newest first, by display name (never an email) and creator_hash.';

revoke execute on function
  public.block_user(uuid, text),
  public.unblock_user(uuid),
  public.list_blocked_users()
from public, anon, authenticated;
grant execute on function
  public.block_user(uuid, text),
  public.unblock_user(uuid),
  public.list_blocked_users()
to authenticated;
