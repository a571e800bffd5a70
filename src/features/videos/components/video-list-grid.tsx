import type { FeedVideo } from '../model/video';
import { VideoCard, VideoGridSkeleton } from './video-card';

/** A grid of video cards with its loading skeleton; `label` names the list for screen readers. */
export function VideoListGrid({
  videos,
  fetchedAt,
  loading,
  label,
  skeleton = 6,
}: {
  videos: readonly FeedVideo[];
  fetchedAt: number;
  loading: boolean;
  label: string;
  skeleton?: number;
}) {
  if (loading && videos.length === 0) return <VideoGridSkeleton count={skeleton} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={label}>
      {videos.map((video, index) => (
        <VideoCard key={video.id} video={video} fetchedAt={fetchedAt} eager={index < 4} />
      ))}
    </ul>
  );
}
