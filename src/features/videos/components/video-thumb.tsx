import { useState } from 'react';
import { thumbnailFor } from '../model/video-links';
import type { FeedVideo } from '../model/video';
import { thumbnailNeedsCors } from '../model/thumbnail-cors';
import { VIDEO_THUMB_CLASS } from './latest-section-look';

/** A video's still in portrait 9:16, or the placeholder when there is none or it fails to load. */
export function VideoThumb({
  video,
  eager = false,
  className = '',
}: {
  video: Pick<FeedVideo, 'thumbnail_url' | 'video_url' | 'title'>;
  eager?: boolean;
  className?: string;
}) {
  const url = thumbnailFor(video);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <div
        role="img"
        aria-label={`${video.title} (no thumbnail)`}
        data-placeholder="true"
        className={`grid aspect-[9/16] place-items-center bg-gradient-to-br from-brand/40 to-surface-raised text-3xl ${className}`}
      >
        <span aria-hidden="true">😂</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      crossOrigin={thumbnailNeedsCors(url) ? 'anonymous' : undefined}
      onError={() => setFailed(url)}
      className={`${VIDEO_THUMB_CLASS} ${className}`}
    />
  );
}
