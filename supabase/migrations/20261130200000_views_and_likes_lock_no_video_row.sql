-- Issue 38 (design §3.18): a view or a like no longer locks the video's row, not even through a
-- foreign key. video_views.video_id and video_likes.video_id referenced videos(id), and a foreign
-- key's check runs `select 1 from videos where id = $1 for key share`: every counted view and every
-- like took a share lock on the video row. On a hot video all those lockers pile into MultiXacts
-- on the one row (measured: over 100,000 MultiXact cache hits in 4 s of 32 clients), each new one
-- copies the list of the lockers before it, writes WAL and dirties the row's page (the top of every
-- feed). And set_like is meant to take no lock on the videos row at all.
--
-- The same rule, kept without the row lock:
--   * Adding (or repointing) a view or a like needs the video to exist: a trigger checks it under a
--     shared advisory lock on the video (private.video_lock_class, private.video_lock_key), held to
--     the end of the transaction. Shared locks do not wait for each other and lock no row.
--   * Deleting a video deletes its views and likes (the cascade, now a trigger) after taking that
--     advisory lock exclusively: it waits for views and likes in flight to commit and then deletes
--     them too, and a view or like that comes after it waits, then sees the video gone.
--     So no view or like outlives its video, as with the foreign key.
--   * A like or view of a missing video fails with 23503 'Video not found' (the foreign key's code).
-- video_count_events keeps no key either (20261129130000); user_id keeps its foreign keys (each
-- member locks only their own auth.users row).

alter table public.video_views drop constraint video_views_video_id_fkey;
alter table public.video_likes drop constraint video_likes_video_id_fkey;

-- The advisory lock of a video is one of 1,024 buckets (two int4 keys: their own key space, apart
-- from the app's bigint advisory locks). Bounded, so deleting a creator with thousands of videos
-- (one statement, every video's lock held to commit) takes at most 1,024 locks of the shared lock
-- table (max_locks_per_transaction × max_connections: 6,400 on a small hosted database). Two videos
-- in one bucket only make a deletion wait for the other video's views and likes in flight.
-- No SET clause on these two: the planner inlines them (pg_catalog is always searched first).
create or replace function private.video_lock_class()
returns integer
language sql
immutable
parallel safe
as $$
  select 38
$$;
comment on function private.video_lock_class() is
  'The first key of every video''s advisory lock (issue 38); the second is private.video_lock_key.';
revoke execute on function private.video_lock_class() from public;

create or replace function private.video_lock_key(p_video_id text)
returns integer
language sql
immutable
parallel safe
as $$
  select hashtext(p_video_id) & 1023
$$;
comment on function private.video_lock_key(text) is
  'A video''s advisory lock bucket (0-1023): shared while a view or like of it is added, exclusive while it is deleted.';
revoke execute on function private.video_lock_key(text) from public;

-- A view or like may only name a video that exists (the foreign key's rule, without its row lock).
create or replace function private.require_video()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock_shared(private.video_lock_class(), private.video_lock_key(new.video_id));
  -- A new snapshot after the lock: a video deleted meanwhile is seen gone.
  if not exists (select 1 from public.videos v where v.id = new.video_id) then
    raise exception 'Video not found' using errcode = '23503';
  end if;
  return new;
end
$$;
comment on function private.require_video() is
  'Views and likes: the video must exist; a shared advisory lock on it until commit, so its deletion waits (no row lock).';
revoke execute on function private.require_video() from public;

create trigger video_views_require_video
  before insert or update of video_id on public.video_views
  for each row execute function private.require_video();
create trigger video_likes_require_video
  before insert or update of video_id on public.video_likes
  for each row execute function private.require_video();

-- The cascade the foreign keys did: a deleted video's views and likes go with it.
create or replace function private.delete_video_views_and_likes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Waits for views and likes of this video in flight; later ones wait for this transaction.
  perform pg_advisory_xact_lock(private.video_lock_class(), private.video_lock_key(old.id));
  delete from public.video_views where video_id = old.id;
  delete from public.video_likes where video_id = old.id;
  return null;
end
$$;
comment on function private.delete_video_views_and_likes() is
  'A deleted video''s views and likes go with it, those in flight included (the advisory lock waits for them).';
revoke execute on function private.delete_video_views_and_likes() from public;

create trigger videos_delete_views_and_likes
  after delete on public.videos
  for each row execute function private.delete_video_views_and_likes();
