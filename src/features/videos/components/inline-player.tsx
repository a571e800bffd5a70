import { useRef } from 'react';
import { recordWatchStart } from '../hooks/record-watch';
import { useLandscape } from '../hooks/use-landscape';
import { useWatchCredit } from '../hooks/use-watch-credit';
import type { FeedVideo } from '../model/video';
import {
  externalHttpUrl,
  mediaKind,
  playableFileUrl,
  thumbnailFor,
  youtubeId,
} from '../model/video-links';
import { FILLED_MEDIA_CLASS, MediaFill } from './media-fill';
import { VideoThumb } from './video-thumb';

/** The player's frame: portrait, at most three quarters of the screen high. */
const FRAME = 'mx-auto aspect-[9/16] max-h-[75dvh] w-full overflow-hidden rounded-2xl bg-black';
/**
 * The frame around a file's <video> clips the fill, and with it the video's own focus ring: the
 * frame draws the ring (index.css's :focus-visible look) while the video has the focus.
 */
const FOCUS_RING =
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-soft';

/**
 * A stored file, playing (muted autoplay, controls) whole in the frame; a landscape one over a
 * blurred fill of its poster (or of its own frames when it has none) instead of black bands.
 */
function FilePlayer({ video, src }: { video: FeedVideo; src: string }) {
  const watch = useWatchCredit(video.id, video.user_id);
  const player = useRef<HTMLVideoElement>(null);
  const { landscape, onVideoMetadata } = useLandscape(src);
  const poster = thumbnailFor(video);
  return (
    <div className={`relative ${FRAME} ${FOCUS_RING}`}>
      {landscape && <MediaFill still={poster} video={player} />}
      <video
        ref={player}
        src={src}
        poster={poster ?? undefined}
        controls
        autoPlay
        muted
        loop
        playsInline
        crossOrigin="anonymous"
        preload="auto"
        data-testid="video-player"
        onLoadedMetadata={onVideoMetadata}
        onPlaying={() => {
          recordWatchStart(video.id);
          watch.onPlaying();
        }}
        onPause={watch.onPause}
        onWaiting={watch.onWaiting}
        className={FILLED_MEDIA_CLASS}
      />
    </div>
  );
}

/** The video page's player: a file plays here, YouTube embeds, other links open out. */
export function InlinePlayer({ video, offline }: { video: FeedVideo; offline: boolean }) {
  const src = playableFileUrl(video, location.origin);
  const youtube = youtubeId(video.video_url);
  if (src) return <FilePlayer video={video} src={src} />;
  if (mediaKind(video.video_url) === 'youtube' && youtube && !offline) {
    return (
      <iframe
        title={video.title}
        src={`https://www.youtube-nocookie.com/embed/${youtube}?playsinline=1`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className={FRAME}
      />
    );
  }
  const external = externalHttpUrl(video.video_url);
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="w-48">
        <VideoThumb video={video} className="rounded-2xl" />
      </div>
      {external ? (
        <a
          href={external}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-soft hover:underline"
        >
          Open the video where it was posted
        </a>
      ) : (
        <p className="text-sm text-ink-muted">This video’s link cannot be opened.</p>
      )}
    </div>
  );
}
