-- video_comments: comments on videos. record_earning stores the comment of a 'comment' earning
-- here (it has to exist to earn); users may also comment directly on videos that allow comments.
-- Comments are not editable: an edit could turn an earning comment into a one-word one.

create table public.video_comments (
  id uuid primary key default gen_random_uuid(),
  video_id text not null references public.videos (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  body text not null constraint video_comments_body_valid check (private.is_clean_text(body, 1000)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.video_comments is 'Comments on videos; readable wherever the video is public.';
create index video_comments_video_id_idx on public.video_comments (video_id, created_at desc);
create index video_comments_user_id_idx on public.video_comments (user_id);

create trigger video_comments_set_updated_at
  before update on public.video_comments
  for each row execute function private.set_updated_at();

alter table public.video_comments enable row level security;
revoke all on public.video_comments from anon, authenticated;
grant select on public.video_comments to anon, authenticated;
grant insert (video_id, user_id, body) on public.video_comments to authenticated;
grant delete on public.video_comments to authenticated;

create policy "video_comments: everyone reads comments of approved videos"
  on public.video_comments for select to anon, authenticated
  using (exists (select 1 from public.videos v where v.id = video_id and v.moderation_status = 'approved'));

create policy "video_comments: authors read their own"
  on public.video_comments for select to authenticated
  using (user_id = (select auth.uid()));

create policy "video_comments: users comment as themselves where comments are on"
  on public.video_comments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.videos v
      where v.id = video_id and v.allow_comments and v.moderation_status = 'approved'
    )
  );

create policy "video_comments: authors and admins delete"
  on public.video_comments for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
