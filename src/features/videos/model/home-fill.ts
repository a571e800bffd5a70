import { PUBLIC_LISTS } from './public-lists';
import { SAMPLE_VIDEOS, type SampleVideo } from './sample-videos';
import type { FeedVideo } from './video';

/** Part 2 §9: the home list shows 12 cards and refreshes every 15 seconds. */
export const HOME_LIST_SIZE = PUBLIC_LISTS.home;
export const HOME_REFRESH_MS = 15_000;

export function sampleAsFeedVideo(sample: SampleVideo): FeedVideo {
  return {
    id: sample.id,
    title: sample.title,
    video_url: sample.video_url,
    thumbnail_url: sample.thumbnail_url,
    upload_time: null,
    created_at: null,
    views: sample.views,
    likes_count: sample.likes_count,
    challenge_tag: sample.challenge_tag,
    category: sample.category,
    creator_hash: null,
    is_boosted: false,
    boost_until: null,
    owner: 'default',
  };
}

/**
 * Part 2 §4: on load failure or too few results the home list is filled with the built-in samples
 * up to 12. Samples already in the list (the seed inserts the same ids) are not repeated.
 */
export function fillWithSamples(
  videos: readonly FeedVideo[],
  size = HOME_LIST_SIZE,
  samples: readonly SampleVideo[] = SAMPLE_VIDEOS,
): FeedVideo[] {
  const list = videos.slice(0, size);
  const present = new Set(list.map((video) => video.id));
  for (const sample of samples) {
    if (list.length >= size) break;
    if (!present.has(sample.id)) list.push(sampleAsFeedVideo(sample));
  }
  return list;
}
