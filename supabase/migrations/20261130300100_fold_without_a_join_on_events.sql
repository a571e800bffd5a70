-- Issue 38: a fold's work grows with the events it folds, not with events × videos.
--
-- fold_video_counts() deleted the events of the videos it had locked with
-- `delete from private.video_count_events e using targets t where e.video_id = t.id`. A session
-- that planned it while the table was empty (the local timer's first fold; the first after a vacuum
-- left the table empty; PL/pgSQL then keeps the plan for the session) joined the two with a nested
-- loop: every event compared with every locked video.
-- Measured on Postgres 15 with that plan: 3,000 events over 1,000 videos took 300-326 ms a fold;
-- 10,000 a second over 1,000 videos would take about a second, and the fold would fall behind.
--
-- Now no statement joins the events with another set:
--   * pending: the distinct videos with events (one scan, hashed);
--   * skipped: those whose row another transaction holds (an edit, a boost), found by trying to lock
--     each row where it stands (one primary-key probe per video; the others are locked here, so the
--     update below never waits); a video that no longer exists is not skipped;
--   * taken: every event except the skipped videos' (`not in` over that short list is hashed);
--   * the update adds each video's sum (one primary-key probe per video). Events of a video deleted
--     meanwhile match no row and go with the delete, so the second statement is gone too.
-- One statement, one snapshot: an event written during the fold is neither counted nor deleted.
-- Same numbers: 33-34 ms for the 3,000 events above.
--
-- Latest: 20261129130000_counts_folded_off_the_video_row.sql.
create or replace function public.fold_video_counts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  folded integer;
begin
  -- One fold at a time: a second one (a cron run that overlaps, a test, an operator) waits and then
  -- folds what is left. Writers never take this lock.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:fold_video_counts', 0));
  with pending as (
    select distinct e.video_id from private.video_count_events e
  ), skipped as (
    -- A video whose row another transaction holds (an edit, a boost): its events wait. Every other
    -- pending video's row is locked here.
    select p.video_id from pending p
     where (select v.id from public.videos v where v.id = p.video_id
               for no key update skip locked) is null
       and exists (select 1 from public.videos v where v.id = p.video_id)
  ), taken as (
    delete from private.video_count_events e
     where e.video_id not in (select s.video_id from skipped s)
    returning e.video_id, e.views, e.likes
  ), sums as (
    select t.video_id, sum(t.views)::bigint as views, sum(t.likes)::bigint as likes, count(*)::integer as events
      from taken t
     group by t.video_id
  ), applied as (
    -- Events of a video deleted meanwhile match no row here: nothing to add to.
    update public.videos v
       set views = greatest(v.views + s.views, 0),
           likes_count = greatest(v.likes_count + s.likes, 0)::integer
      from sums s
     where v.id = s.video_id
    returning s.events
  )
  select coalesce(sum(a.events), 0)::integer into folded from applied a;
  return folded;
end
$$;
