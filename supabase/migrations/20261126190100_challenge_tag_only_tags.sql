-- Issue 20 item 7 (design §3.15): videos.challenge_tag holds a weekly challenge tag only (part 2 §3:
-- Weekly Challenge #1, #2, #3, or null). Submissions used to copy their category into it, so a
-- video showed its category twice; the category has its own column. Rows holding anything else
-- are cleared (their category is already in `category`), and other values are stored as null.
update public.videos
   set challenge_tag = null
 where challenge_tag is not null
   and challenge_tag not in ('Weekly Challenge #1', 'Weekly Challenge #2', 'Weekly Challenge #3');

alter table public.videos drop constraint videos_challenge_tag_valid;
alter table public.videos add constraint videos_challenge_tag_valid check (
  challenge_tag is null
  or challenge_tag in ('Weekly Challenge #1', 'Weekly Challenge #2', 'Weekly Challenge #3')
);

-- Installed apps still running an older build (and outbox items they queued) send the category in
-- challenge_tag; refusing those would lose a creator's submission for a label. Anything that is
-- not a challenge tag is stored as null instead, so the constraint above never has to refuse.
create or replace function private.videos_keep_challenge_tags_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.challenge_tag is not null
     and new.challenge_tag not in ('Weekly Challenge #1', 'Weekly Challenge #2', 'Weekly Challenge #3') then
    new.challenge_tag := null;
  end if;
  return new;
end
$$;
revoke execute on function private.videos_keep_challenge_tags_only() from public;

create trigger videos_keep_challenge_tags_only
  before insert or update of challenge_tag on public.videos
  for each row execute function private.videos_keep_challenge_tags_only();
