import { memo } from 'react';
import { Link } from 'react-router-dom';
import { categoryLabel } from '../model/shorts-feed';
import { shownCreatorHash, type FeedVideo } from '../model/video';
import { playableFileUrl, videoPagePath } from '../model/video-links';
import { viewCountText } from '../model/view-count';
import { ActionBar } from './action-bar';
import { BoostBadge, OfflineBadge } from './badges';
import {
  VIDEO_CARD_CLASS,
  VIDEO_CARD_THUMB_EXTRA,
  VIDEO_GRID_CLASS,
  VIDEO_SKELETON_CLASS,
  VIDEO_SKELETON_GRID,
} from './latest-section-look';
import { VideoThumb } from './video-thumb';

/**
 * One video in a grid: thumbnail (opens the video, or the Shorts player when `onOpen` is given),
 * title, badges, category and views, and the action bar in one row (Boost and Edit in its More).
 * Memoized: while a page starts, its feed, session and device state arrive one by one, and each
 * re-rendered every card in the same long task although a card's row had not changed.
 */
export const VideoCard = memo(function VideoCard({
  video,
  onOpen,
  eager = false,
}: {
  video: FeedVideo;
  onOpen?(video: FeedVideo): void;
  eager?: boolean;
}) {
  const category = categoryLabel(video.category);
  const creator = shownCreatorHash(video);
  const thumb = <VideoThumb video={video} eager={eager} className={VIDEO_CARD_THUMB_EXTRA} />;
  return (
    <li className={VIDEO_CARD_CLASS} data-testid="video-card" data-video-id={video.id}>
      {onOpen ? (
        <button
          type="button"
          onClick={() => onOpen(video)}
          aria-label={`Play ${video.title}`}
          className="block rounded-xl"
        >
          {thumb}
        </button>
      ) : (
        <Link
          to={videoPagePath(video.id)}
          aria-label={`Watch ${video.title}`}
          className="block rounded-xl"
        >
          {thumb}
        </Link>
      )}
      <div className="flex flex-wrap gap-1">
        <BoostBadge video={video} />
        <OfflineBadge mediaUrl={playableFileUrl(video, location.origin)} />
      </div>
      <h3 className="line-clamp-2 px-1 font-semibold leading-snug">{video.title}</h3>
      <p className="px-1 text-xs text-ink-muted">
        {category && <span data-testid="video-category">{category}</span>}
        {category && ' · '}
        {viewCountText(video.views, true)}
        {creator && (
          <span className="block truncate" data-testid="video-creator" title="Anonymised creator">
            by <span className="sr-only">creator </span>
            {creator}
          </span>
        )}
        {video.challenge_tag && (
          <span className="block text-brand-soft">{video.challenge_tag}</span>
        )}
      </p>
      <ActionBar video={video} compact />
    </li>
  );
});

export function VideoGridSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className={VIDEO_GRID_CLASS} {...{ [VIDEO_SKELETON_GRID]: '' }}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={VIDEO_SKELETON_CLASS} />
      ))}
    </ul>
  );
}
