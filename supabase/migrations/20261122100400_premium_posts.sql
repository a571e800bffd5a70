-- premium_posts: the premium community feed (part 2 §2 Premium group, §3 premium_posts).
-- Only active premium members read and post; the engagement counters are not client-writable.

create table public.premium_posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  video_url text not null constraint premium_posts_video_url_valid check (private.is_media_url(video_url)),
  description text
    constraint premium_posts_description_valid
    check (description is null or (char_length(description) <= 1000 and private.is_safe_text(description))),
  platform text not null constraint premium_posts_platform_valid check (platform in ('youtube', 'tiktok')),
  user_email text constraint premium_posts_user_email_valid check (user_email is null or private.is_email(user_email)),
  views_count integer not null default 0 constraint premium_posts_views_count_valid check (views_count >= 0),
  likes_count integer not null default 0 constraint premium_posts_likes_count_valid check (likes_count >= 0),
  comments_count integer not null default 0 constraint premium_posts_comments_count_valid check (comments_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.premium_posts is 'Videos premium members share with each other for support.';
create index premium_posts_user_id_idx on public.premium_posts (user_id);
create index premium_posts_created_at_idx on public.premium_posts (created_at desc);

create trigger premium_posts_set_updated_at
  before update on public.premium_posts
  for each row execute function private.set_updated_at();

alter table public.premium_posts enable row level security;
revoke all on public.premium_posts from anon, authenticated;
grant select, delete on public.premium_posts to authenticated;
grant insert (user_id, video_url, description, platform, user_email) on public.premium_posts to authenticated;

create policy "premium_posts: premium members read the feed"
  on public.premium_posts for select to authenticated
  using ((select public.is_premium()) or (select public.is_admin()));

-- user_email, when given, must be the poster's own address as the JWT states it.
create policy "premium_posts: premium members post as themselves"
  on public.premium_posts for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.is_premium())
    and (user_email is null or lower(user_email) = lower((select auth.email())))
  );

create policy "premium_posts: authors and admins delete"
  on public.premium_posts for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
