-- Issue 40 §3: toggle_like is dead code. set_like (20261123070000) replaced it: the app and the
-- outbox like with set_like(p_video_id, p_liked), which a replay cannot flip back; nothing calls
-- toggle_like any more. Its rows, counter path (video_likes -> count_video_like -> the fold) and
-- rules stay with set_like in supabase/schemas/04_likes_views_counts.sql.
drop function if exists public.toggle_like(text);
