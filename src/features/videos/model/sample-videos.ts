/**
 * The built-in sample videos: the same twelve rows supabase/seed.sql inserts (user_id null), with
 * media committed in public/samples/ (regenerate with scripts/generate-samples.sh). The home list
 * falls back to these, up to its 12 cards, when loading fails or returns too few videos (part 2
 * §4), so a fresh install shows a full list. Their owner is 'default', so they never show edit or
 * delete actions (part 2 §6). All are portrait 360x640 clips except 'Beach Goal, Wide Angle', a
 * landscape 640x360 (16:9) one: it shows how cards and the player fit a wide video in their 9:16
 * frames.
 */

type SampleVideoCategory =
  'comedy' | 'animals' | 'fails' | 'dance' | 'sports' | 'music' | 'pranks' | 'lifestyle';

export interface SampleVideo {
  readonly id: string;
  readonly title: string;
  readonly video_url: string;
  readonly thumbnail_url: string;
  readonly category: SampleVideoCategory;
  readonly challenge_tag: string | null;
  readonly views: number;
  readonly likes_count: number;
  readonly duration_seconds: number;
  readonly mime_type: 'video/webm';
  readonly owner: 'default';
}

function sample(
  name: string,
  title: string,
  category: SampleVideoCategory,
  views: number,
  challengeTag: string | null = null,
): SampleVideo {
  return {
    id: `sample-${name}`,
    title,
    video_url: `/samples/${name}.webm`,
    thumbnail_url: `/samples/${name}.png`,
    category,
    challenge_tag: challengeTag,
    views,
    likes_count: 0,
    duration_seconds: 5,
    mime_type: 'video/webm',
    owner: 'default',
  };
}

/** Newest first, in the order seed.sql dates them. */
export const SAMPLE_VIDEOS: readonly SampleVideo[] = [
  sample('giggle-loop', 'Giggle Loop', 'comedy', 1843),
  sample('cat-zoomies', 'Cat Zoomies at Midnight', 'animals', 2571, 'Weekly Challenge #1'),
  sample('oops-slide', 'Oops! The Great Slide', 'fails', 967),
  sample('beat-bounce', 'Beat Bounce', 'dance', 1322, 'Weekly Challenge #2'),
  sample('trick-shot', 'One-Take Trick Shot', 'sports', 3105),
  sample('drum-solo', 'Kitchen Drum Solo', 'music', 754),
  sample('surprise-box', 'The Surprise Box', 'pranks', 2210, 'Weekly Challenge #3'),
  sample('sunny-morning', 'Sunny Morning Routine', 'lifestyle', 488),
  // Landscape 16:9 (640x360); the others are portrait.
  sample('beach-goal', 'Beach Goal, Wide Angle', 'sports', 2044),
  sample('puppy-splash', 'Puppy Splash Day', 'animals', 1675),
  sample('skate-wobble', 'Skateboard Wobble', 'fails', 1189),
  sample('kazoo-choir', 'The Kazoo Choir', 'music', 932),
];
