-- Likes and views (part 2 §3 video_likes, §4 Like; design §3.3).
--   * Likes need sign-in: one row per (video, user); user_identifier keeps the spec's column and holds
--     the user id as text. likes_count is kept exact by triggers on video_likes, so toggle_like and
--     direct row writes (the spec's select/insert/delete calls) agree.
--   * video_views: one row per viewer (user id, else device id) per video per UTC day; only the first
--     call of the day counts a view. The row's started_at (server clock) is the watch token the watch
--     earning checks for the 30-second rule.

create table public.video_likes (
  id uuid primary key default gen_random_uuid(),
  video_id text not null references public.videos (id) on delete cascade,
  user_identifier text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint video_likes_video_user_unique unique (video_id, user_identifier),
  constraint video_likes_identifier_is_user check (user_identifier = user_id::text)
);
comment on table public.video_likes is 'One like per signed-in user per video; append/delete only, so no updated_at.';
create index video_likes_user_id_idx on public.video_likes (user_id, video_id);

-- Keeps videos.likes_count equal to the number of like rows. Row-level and inside the writing
-- transaction, so concurrent likes serialise on the video row and never lose a count.
create or replace function private.count_video_like()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.videos set likes_count = likes_count + 1 where id = new.video_id;
  else
    update public.videos set likes_count = greatest(likes_count - 1, 0) where id = old.video_id;
  end if;
  return null;
end
$$;
revoke execute on function private.count_video_like() from public;

create trigger video_likes_count
  after insert or delete on public.video_likes
  for each row execute function private.count_video_like();

alter table public.video_likes enable row level security;
revoke all on public.video_likes from anon, authenticated;
grant select, delete on public.video_likes to authenticated;
grant insert (video_id, user_identifier, user_id) on public.video_likes to authenticated;

create policy "video_likes: users read their own likes, admins read all"
  on public.video_likes for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Liking a video the user can see: approved, or their own.
create policy "video_likes: users like as themselves"
  on public.video_likes for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.videos v
      where v.id = video_id and (v.moderation_status = 'approved' or v.user_id = (select auth.uid()))
    )
  );

create policy "video_likes: users remove their own likes"
  on public.video_likes for delete to authenticated
  using (user_id = (select auth.uid()));

-- Like or unlike, returning the new state. The video row is locked first so the answer's
-- likes_count is exact even while others like the same video.
create or replace function public.toggle_like(p_video_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  target public.videos;
  removed integer;
begin
  if caller is null then
    raise exception 'Please sign in to like videos.' using errcode = '42501';
  end if;
  select * into target from public.videos v
   where v.id = p_video_id and (v.moderation_status = 'approved' or v.user_id = caller)
   for update;
  if target.id is null then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  delete from public.video_likes where video_id = target.id and user_identifier = caller::text;
  get diagnostics removed = row_count;
  if removed = 0 then
    insert into public.video_likes (video_id, user_identifier, user_id) values (target.id, caller::text, caller);
  end if;
  return jsonb_build_object(
    'liked', removed = 0,
    'likes_count', (select v.likes_count from public.videos v where v.id = target.id)
  );
end
$$;
comment on function public.toggle_like(text) is 'Likes or unlikes a video for the caller: {liked, likes_count}.';

-- Which of the given videos the caller has liked (for painting like buttons of a page).
create or replace function public.liked_video_ids(ids text[])
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(l.video_id order by l.video_id), '{}')
    from public.video_likes l
   where l.user_id = (select auth.uid())
     and l.video_id = any (ids[1:200])
$$;
comment on function public.liked_video_ids(text[]) is 'The subset of ids (first 200) the caller has liked.';

create table public.video_views (
  id uuid primary key default gen_random_uuid(),
  video_id text not null references public.videos (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  device_id text constraint video_views_device_id_valid check (device_id ~ '^[A-Za-z0-9_-]{8,128}$'),
  viewer_key text not null,
  view_day date not null default (now() at time zone 'utc')::date,
  started_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint video_views_viewer_present check (user_id is not null or device_id is not null),
  constraint video_views_one_per_day unique (video_id, viewer_key, view_day)
);
comment on table public.video_views is 'First view per viewer per video per UTC day; started_at is the watch token.';
create index video_views_user_id_idx on public.video_views (user_id, video_id);

alter table public.video_views enable row level security;
revoke all on public.video_views from anon, authenticated;
grant select on public.video_views to authenticated;

create policy "video_views: users read their own views, admins read all"
  on public.video_views for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Counts a view once per viewer per video per UTC day and returns the view row's id, which the
-- client sends back as metadata.viewId when it claims a watch earning.
create or replace function public.record_view(p_video_id text, p_device_id text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  key text;
  view_id uuid;
begin
  if caller is null and (p_device_id is null or p_device_id !~ '^[A-Za-z0-9_-]{8,128}$') then
    raise exception 'A valid device id (8-128 letters, digits, _ or -) is required to count a view.'
      using errcode = '22023';
  end if;
  if not exists (select 1 from public.videos v
                  where v.id = p_video_id and (v.moderation_status = 'approved' or v.user_id = caller)) then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  key := coalesce(caller::text, 'device:' || p_device_id);
  insert into public.video_views (video_id, user_id, device_id, viewer_key)
  values (p_video_id, caller, case when caller is null then p_device_id end, key)
  on conflict (video_id, viewer_key, view_day) do nothing
  returning id into view_id;
  if view_id is not null then
    update public.videos set views = views + 1 where id = p_video_id;
    return jsonb_build_object('view_id', view_id, 'counted', true);
  end if;
  select vv.id into view_id from public.video_views vv
   where vv.video_id = p_video_id and vv.viewer_key = key
     and vv.view_day = (now() at time zone 'utc')::date;
  return jsonb_build_object('view_id', view_id, 'counted', false);
end
$$;
comment on function public.record_view(text, text) is
  'Counts one view per viewer per video per UTC day: {view_id, counted}.';

revoke execute on function
  public.toggle_like(text), public.liked_video_ids(text[]), public.record_view(text, text)
from public, anon, authenticated;
grant execute on function public.toggle_like(text) to authenticated;
grant execute on function public.liked_video_ids(text[]) to anon, authenticated;
grant execute on function public.record_view(text, text) to anon, authenticated;
