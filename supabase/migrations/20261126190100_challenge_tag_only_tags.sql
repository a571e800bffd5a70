-- Issue 20 item 7 (design §3.15): videos.challenge_tag holds a weekly challenge tag only (part 2 §3:
-- Weekly Challenge #1, #2, #3, or null). Submissions used to copy their category into it, so a
-- video showed its category twice; the category has its own column. Rows holding anything else
-- are cleared (their category is already in `category`), and the column now refuses other values.
update public.videos
   set challenge_tag = null
 where challenge_tag is not null
   and challenge_tag not in ('Weekly Challenge #1', 'Weekly Challenge #2', 'Weekly Challenge #3');

alter table public.videos drop constraint videos_challenge_tag_valid;
alter table public.videos add constraint videos_challenge_tag_valid check (
  challenge_tag is null
  or challenge_tag in ('Weekly Challenge #1', 'Weekly Challenge #2', 'Weekly Challenge #3')
);
