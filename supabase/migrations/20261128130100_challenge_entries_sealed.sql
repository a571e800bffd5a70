-- Contest integrity (issue 34 §5), continued from 20261128130050_challenge_entry_functions.sql:
-- entries, their videos and their files are sealed once the challenge has ended.

-- 6. Sealed after the deadline ----------------------------------------------------------------------

-- Owners cannot withdraw an entry of an ended challenge. Cascades (the video or the account deleted,
-- an admin deleting the challenge) run as the table owner, not as an API role, and still remove it.
create or replace function private.challenge_entries_refuse_late_withdrawal()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and exists (select 1 from public.challenges c where c.id = old.challenge_id and c.end_date < now()) then
    raise exception 'This challenge has ended: its entries can no longer be withdrawn or replaced.'
      using errcode = '42501';
  end if;
  return old;
end
$$;
revoke execute on function private.challenge_entries_refuse_late_withdrawal() from public;

create trigger challenge_entries_refuse_late_withdrawal
  before delete on public.challenge_entries
  for each row execute function private.challenge_entries_refuse_late_withdrawal();

-- The video of an entry in an ended challenge keeps its file and its challenge tag. Runs after
-- videos_keep_challenge_tags_only and videos_normalise (triggers fire in name order), so it compares
-- what would be stored.
create or replace function private.videos_seal_closed_entries()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.video_url is distinct from old.video_url or new.challenge_tag is distinct from old.challenge_tag)
     and exists (select 1
                   from public.challenge_entries e
                   join public.challenges c on c.id = e.challenge_id
                  where e.video_id = old.id and c.end_date < now()) then
    raise exception 'This video is an entry of a challenge that has ended: its video and challenge tag can no longer change.'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function private.videos_seal_closed_entries() from public;

create trigger videos_seal_closed_entries
  before update of video_url, challenge_tag on public.videos
  for each row execute function private.videos_seal_closed_entries();

-- Video files are write-once for members: the app uploads each submission to a new object and
-- never replaces or deletes one, and a replaced (or deleted and re-uploaded) file would swap an
-- entry's video after the deadline. Thumbnails stay replaceable (the app upserts them).
drop policy "laughloop: users replace their own media objects" on storage.objects;
drop policy "laughloop: users delete their own media objects" on storage.objects;

create policy "laughloop: users replace their own thumbnails"
  on storage.objects for update to authenticated
  using (bucket_id = 'thumbnails' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'thumbnails' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "laughloop: users delete their own thumbnails"
  on storage.objects for delete to authenticated
  using (bucket_id = 'thumbnails' and (storage.foldername(name))[1] = (select auth.uid())::text);
