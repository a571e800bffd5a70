import { useLikedIds } from '../hooks/use-liked-ids';
import type { FeedVideo } from '../model/video';
import { VIDEO_GRID_CLASS, VIDEO_SKELETON_COUNT } from './latest-section-look';
import { VideoCard, VideoGridSkeleton } from './video-card';

/**
 * A grid of video cards with its loading skeleton; `label` names the list for screen readers.
 * A signed-in member's own likes are read for the cards shown, and that read replaces the answers
 * to their earlier taps (so a card's count follows the list once it is fresher).
 */
export function VideoListGrid({
  videos,
  loading,
  label,
  skeleton = VIDEO_SKELETON_COUNT,
}: {
  videos: readonly FeedVideo[];
  loading: boolean;
  label: string;
  skeleton?: number;
}) {
  useLikedIds(videos);
  if (loading && videos.length === 0) return <VideoGridSkeleton count={skeleton} />;
  return (
    <ul className={VIDEO_GRID_CLASS} aria-label={label}>
      {videos.map((video, index) => (
        <VideoCard key={video.id} video={video} eager={index < 4} />
      ))}
    </ul>
  );
}
