import { useState } from 'react';
import { useLandscape } from '../hooks/use-landscape';
import { thumbnailFor } from '../model/video-links';
import type { FeedVideo } from '../model/video';
import { thumbnailNeedsCors } from '../model/thumbnail-cors';
import { VIDEO_THUMB_FRAME_CLASS } from './latest-section-look';
import { FILLED_MEDIA_CLASS, MediaFill } from './media-fill';

/**
 * A video's still in a portrait 9:16 frame, shown whole; a landscape still gets a blurred fill of
 * itself behind it instead of bands of stage colour. The placeholder when there is no still or it
 * fails to load.
 */
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
  const { landscape, onImageLoad } = useLandscape(url);
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
    <div className={`${VIDEO_THUMB_FRAME_CLASS} ${className}`}>
      {landscape && <MediaFill still={url} />}
      <img
        src={url}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        crossOrigin={thumbnailNeedsCors(url) ? 'anonymous' : undefined}
        onLoad={onImageLoad}
        onError={() => setFailed(url)}
        data-testid="video-still"
        className={FILLED_MEDIA_CLASS}
      />
    </div>
  );
}
