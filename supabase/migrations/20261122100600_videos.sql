-- videos (part 2 §3 Video, §5 submission rules, §7 calls).
--
-- Decisions:
--   * id is text chosen by the client (the UUID of its outbox action), so a replayed insert collides
--     on the primary key instead of creating a duplicate. The platform id of a pasted link goes to
--     external_id: using it as the key would collide when two people share the same link.
--   * user_id is null only for the built-in sample videos of seed.sql (root-relative /samples/ URLs).
--   * Clients insert only their own, approved, unboosted rows with zero counters; they update only
--     title, video_url, thumbnail_url, challenge_tag, category and updated_at (column grants); counters,
--     boost and moderation columns change only inside SECURITY DEFINER functions.
--   * category defaults to 'comedy' because the spec's insert (part 2 §7) does not send one.
--   * The table is readable (approved rows) with every column, user_id included: My Videos filters on
--     it and clients commonly select('*'). user_id is a random UUID, not contact data; the feeds
--     (get_public_videos*) show creator_hash instead, as the spec does.
--   * Deleting a video cascades to its likes, views, comments, entries and reports; earnings and
--     boost orders keep their rows (money records) with video_id set to null.

create table public.videos (
  id text primary key constraint videos_id_valid check (id ~ '^[A-Za-z0-9_-]{6,64}$'),
  title text not null constraint videos_title_valid check (private.is_clean_text(title, 100)),
  video_url text not null constraint videos_video_url_valid check (private.is_media_url(video_url, true)),
  thumbnail_url text constraint videos_thumbnail_url_valid check (thumbnail_url is null or private.is_media_url(thumbnail_url, true)),
  user_id uuid references auth.users (id) on delete cascade,
  source text not null default 'upload' constraint videos_source_valid check (source in ('recording', 'upload', 'url')),
  platform text constraint videos_platform_valid
    check (platform in ('youtube', 'tiktok', 'instagram', 'facebook', 'twitter', 'vimeo')),
  external_id text constraint videos_external_id_valid check (external_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  upload_time timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  views bigint not null default 0 constraint videos_views_valid check (views >= 0),
  likes_count integer not null default 0 constraint videos_likes_count_valid check (likes_count >= 0),
  challenge_tag text constraint videos_challenge_tag_valid
    check (challenge_tag is null or (char_length(challenge_tag) <= 50 and private.is_safe_text(challenge_tag))),
  category text not null default 'comedy' constraint videos_category_valid
    check (category in ('comedy', 'animals', 'fails', 'dance', 'sports', 'music', 'pranks', 'lifestyle')),
  allow_comments boolean not null default true,
  email_notifications boolean not null default true,
  duration_seconds numeric(6, 2) constraint videos_duration_valid check (duration_seconds > 0 and duration_seconds <= 300),
  file_size bigint constraint videos_file_size_valid check (file_size > 0 and file_size <= 104857600),
  mime_type text constraint videos_mime_type_valid
    check (mime_type ~ '^video/(mp4|webm|quicktime|x-msvideo|x-matroska)(;[ A-Za-z0-9=.,"_-]{0,80})?$'),
  is_boosted boolean not null default false,
  boost_until timestamptz,
  moderation_status text not null default 'approved' constraint videos_moderation_status_valid
    check (moderation_status in ('pending', 'approved', 'rejected')),
  constraint videos_owner_or_sample check (user_id is not null or video_url like '/samples/%'),
  constraint videos_boost_consistent check (not is_boosted or boost_until is not null)
);
comment on table public.videos is 'Community videos; id is client-generated for idempotent retries.';
comment on column public.videos.external_id is 'Platform id parsed from a pasted URL (YouTube, TikTok, Instagram ...).';
comment on column public.videos.is_boosted is 'Boosted only while boost_until > now(); set by public.activate_boost().';

-- Feeds (get_public_videos*): newest approved first, with a unique tie-breaker for keyset paging.
create index videos_feed_idx on public.videos (created_at desc, id desc) where moderation_status = 'approved';
create index videos_category_feed_idx on public.videos (category, created_at desc, id desc)
  where moderation_status = 'approved';
-- My Videos (select by user_id order by created_at desc) and the RLS owner checks.
create index videos_user_id_idx on public.videos (user_id, created_at desc);

create trigger videos_set_updated_at
  before update on public.videos
  for each row execute function private.set_updated_at();

-- Normalises what clients send: trimmed title, server clock for created_at, an upload_time that is
-- never in the future. Privileged roles (service_role, migrations, seed) keep their timestamps.
create or replace function private.videos_normalise()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.title := btrim(new.title);
  if tg_op = 'INSERT' and current_user in ('anon', 'authenticated') then
    new.created_at := now();
    new.upload_time := least(coalesce(new.upload_time, now()), now());
  end if;
  return new;
end
$$;
revoke execute on function private.videos_normalise() from public;

create trigger videos_normalise
  before insert or update on public.videos
  for each row execute function private.videos_normalise();

alter table public.videos enable row level security;

revoke all on public.videos from anon, authenticated;
grant select on public.videos to anon, authenticated;
grant insert (
  id, title, video_url, thumbnail_url, user_id, source, platform, external_id, upload_time, views,
  likes_count, challenge_tag, category, allow_comments, email_notifications, duration_seconds, file_size,
  mime_type
) on public.videos to authenticated;
grant update (title, video_url, thumbnail_url, challenge_tag, category, updated_at) on public.videos to authenticated;
grant delete on public.videos to authenticated;

create policy "videos: visitors read approved videos"
  on public.videos for select to anon
  using (moderation_status = 'approved');

create policy "videos: users read approved and their own, admins read all"
  on public.videos for select to authenticated
  using (
    moderation_status = 'approved'
    or user_id = (select auth.uid())
    or (select public.is_admin())
  );

create policy "videos: users add their own fresh videos"
  on public.videos for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and views = 0
    and likes_count = 0
    and not is_boosted
    and boost_until is null
    and moderation_status = 'approved'
  );

create policy "videos: owners edit their videos"
  on public.videos for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "videos: owners delete their videos"
  on public.videos for delete to authenticated
  using (user_id = (select auth.uid()));
