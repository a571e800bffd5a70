-- Issue 38: folding counts is not an edit of the video.
--
-- fold_video_counts updates videos.views and likes_count every second for every video with new
-- views or likes. Two BEFORE UPDATE triggers ran on each of those rows as if a creator had edited
-- it: set_updated_at stamped updated_at (so a viral video's updated_at moved every second and no
-- longer meant "edited"), and videos_normalise trimmed a title nobody changed. That was also two
-- PL/pgSQL calls per video per fold.
--
-- set_updated_at now fires only when something other than the two counts changes (a client that
-- sends only updated_at still gets the server's clock: its value differs from the row's).
-- videos_normalise trims the title when one is inserted or set, the only time it can change.
drop trigger videos_set_updated_at on public.videos;
create trigger videos_set_updated_at
  before update on public.videos
  for each row
  when ((to_jsonb(old.*) - '{views,likes_count}'::text[])
        is distinct from (to_jsonb(new.*) - '{views,likes_count}'::text[]))
  execute function private.set_updated_at();

drop trigger videos_normalise on public.videos;
create trigger videos_normalise
  before insert or update of title on public.videos
  for each row execute function private.videos_normalise();
