import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useLikedIds } from '../hooks/use-liked-ids';
import { useVideoBackground } from '../hooks/use-video-background';
import { usePublicList } from '../hooks/use-public-list';
import { fillWithSamples, HOME_LIST_SIZE, HOME_REFRESH_MS } from '../model/home-fill';
import { VideoDialogs } from './video-dialogs';
import { VideoListGrid } from './video-list-grid';

/**
 * Home's Latest Videos: 12 cards refreshed every 15 s, with View All. When loading fails or
 * returns fewer than 12, the built-in samples fill it up to 12 (part 2 §4).
 */
export function LatestVideosSection() {
  const list = usePublicList('home', { refreshMs: HOME_REFRESH_MS });
  const patched = list.videos;
  const settled = list.status !== 'loading';
  const videos = useMemo(
    () =>
      settled && (list.failed || patched.length < HOME_LIST_SIZE)
        ? fillWithSamples(patched)
        : patched,
    [settled, list.failed, patched],
  );
  useLikedIds(videos);
  useVideoBackground();
  return (
    <section aria-labelledby="latest-videos-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="latest-videos-heading" className="text-xl font-semibold">
          Latest Videos
        </h2>
        <Link
          to="/latest-videos"
          className="inline-flex min-h-11 items-center text-brand-soft hover:underline"
        >
          View All
        </Link>
      </div>
      <VideoListGrid videos={videos} loading={!settled} label="Latest videos" />
      <VideoDialogs />
    </section>
  );
}
