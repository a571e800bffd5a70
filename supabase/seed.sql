-- Development and test seed data (applied once to a new database, after the migrations).
-- No users and no admin: the first person to press "Make Me Admin" becomes admin (design §3.2).
-- Earning categories are data rules and live in migration 20261122101000_earning_tables.sql.
--
-- Three sample challenges relative to now (one running, one upcoming, one ended) and the eight
-- built-in sample videos (user_id null) whose media are committed in public/samples/ and generated
-- by scripts/generate-samples.sh. src/features/videos/model/sample-videos.ts lists the same videos
-- for the home list's offline fallback; keep the two in step.

insert into public.challenges (title, description, prize_text, start_date, end_date, image_url) values
  (
    'Funniest Pet Moment',
    'Share the silliest thing your pet did this week. Keep it under 5 minutes and keep it kind.',
    'Winner gets $500 and a featured spot on the home page',
    now() - interval '2 days',
    now() + interval '5 days',
    '/samples/cat-zoomies.png'
  ),
  (
    'Best Fail of the Week',
    'Slips, trips and epic oops moments. Nobody gets hurt, everybody laughs.',
    'Winner gets $250',
    now() + interval '5 days',
    now() + interval '12 days',
    '/samples/oops-slide.png'
  ),
  (
    'Dance Like Nobody Is Watching',
    'Your best living-room dance moves, any music, any style.',
    'Winner got $300',
    now() - interval '14 days',
    now() - interval '7 days',
    '/samples/beat-bounce.png'
  );

insert into public.videos (
  id, title, video_url, thumbnail_url, user_id, source, category, challenge_tag, views,
  duration_seconds, mime_type, upload_time, created_at
) values
  ('sample-giggle-loop', 'Giggle Loop', '/samples/giggle-loop.webm', '/samples/giggle-loop.png',
    null, 'upload', 'comedy', null, 1843, 5, 'video/webm', now() - interval '1 hour', now() - interval '1 hour'),
  ('sample-cat-zoomies', 'Cat Zoomies at Midnight', '/samples/cat-zoomies.webm', '/samples/cat-zoomies.png',
    null, 'upload', 'animals', 'Weekly Challenge #1', 2571, 5, 'video/webm', now() - interval '2 hours', now() - interval '2 hours'),
  ('sample-oops-slide', 'Oops! The Great Slide', '/samples/oops-slide.webm', '/samples/oops-slide.png',
    null, 'upload', 'fails', null, 967, 5, 'video/webm', now() - interval '3 hours', now() - interval '3 hours'),
  ('sample-beat-bounce', 'Beat Bounce', '/samples/beat-bounce.webm', '/samples/beat-bounce.png',
    null, 'upload', 'dance', 'Weekly Challenge #2', 1322, 5, 'video/webm', now() - interval '4 hours', now() - interval '4 hours'),
  ('sample-trick-shot', 'One-Take Trick Shot', '/samples/trick-shot.webm', '/samples/trick-shot.png',
    null, 'upload', 'sports', null, 3105, 5, 'video/webm', now() - interval '5 hours', now() - interval '5 hours'),
  ('sample-drum-solo', 'Kitchen Drum Solo', '/samples/drum-solo.webm', '/samples/drum-solo.png',
    null, 'upload', 'music', null, 754, 5, 'video/webm', now() - interval '6 hours', now() - interval '6 hours'),
  ('sample-surprise-box', 'The Surprise Box', '/samples/surprise-box.webm', '/samples/surprise-box.png',
    null, 'upload', 'pranks', 'Weekly Challenge #3', 2210, 5, 'video/webm', now() - interval '7 hours', now() - interval '7 hours'),
  ('sample-sunny-morning', 'Sunny Morning Routine', '/samples/sunny-morning.webm', '/samples/sunny-morning.png',
    null, 'upload', 'lifestyle', null, 488, 5, 'video/webm', now() - interval '8 hours', now() - interval '8 hours');
