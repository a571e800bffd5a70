-- set_like: an idempotent like for the outbox (part 2 §4 Like; design §3.10).
--   * toggle_like flips whatever the state is, so a like replayed by the outbox after a lost answer
--     would undo itself. set_like(p_video_id, p_liked) states the wanted end state instead: sending
--     the same call twice changes nothing, and a queued like followed by a queued unlike still ends
--     unliked because the outbox sends them in order.
--   * Same rules as toggle_like: sign-in required (42501 'Please sign in to like videos.'), only
--     videos the caller can see (approved, or their own), 'Video not found' otherwise. The video row
--     is locked first so the returned likes_count is exact while others like the same video.
--   * likes_count stays exact through the video_likes triggers; this function only writes like rows.

create or replace function public.set_like(p_video_id text, p_liked boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  target_id text;
begin
  if caller is null then
    raise exception 'Please sign in to like videos.' using errcode = '42501';
  end if;
  if p_liked is null then
    raise exception 'p_liked must be true or false.' using errcode = '22023';
  end if;
  select v.id into target_id from public.videos v
   where v.id = p_video_id and (v.moderation_status = 'approved' or v.user_id = caller)
   for update;
  if target_id is null then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  if p_liked then
    insert into public.video_likes (video_id, user_identifier, user_id)
    values (target_id, caller::text, caller)
    on conflict (video_id, user_identifier) do nothing;
  else
    delete from public.video_likes where video_id = target_id and user_identifier = caller::text;
  end if;
  return jsonb_build_object(
    'liked', p_liked,
    'likes_count', (select v.likes_count from public.videos v where v.id = target_id)
  );
end
$$;
comment on function public.set_like(text, boolean) is
  'Sets the caller''s like on a video to p_liked (idempotent): {liked, likes_count}.';

revoke execute on function public.set_like(text, boolean) from public, anon, authenticated;
grant execute on function public.set_like(text, boolean) to authenticated;
