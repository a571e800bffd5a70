import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useLikedIds } from '../hooks/use-liked-ids';
import { useVideoBackground } from '../hooks/use-video-background';
import { usePublicList } from '../hooks/use-public-list';
import { fillWithSamples, HOME_LIST_SIZE, HOME_REFRESH_MS } from '../model/home-fill';
import {
  LATEST_HEADING_CLASS,
  LATEST_HEADING_ROW_CLASS,
  LATEST_SECTION_CLASS,
  LATEST_VIDEOS_HEADING,
  VIEW_ALL_CLASS,
  VIEW_ALL_LABEL,
} from './latest-section-look';
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
    <section aria-labelledby="latest-videos-heading" className={LATEST_SECTION_CLASS}>
      <div className={LATEST_HEADING_ROW_CLASS}>
        <h2 id="latest-videos-heading" className={LATEST_HEADING_CLASS}>
          {LATEST_VIDEOS_HEADING}
        </h2>
        <Link to="/latest-videos" className={VIEW_ALL_CLASS}>
          {VIEW_ALL_LABEL}
        </Link>
      </div>
      <VideoListGrid videos={videos} loading={!settled} label="Latest videos" />
      <VideoDialogs />
    </section>
  );
}
