import { memo, useEffect, useRef, useState } from 'react';
import { recordWatchStart } from '../hooks/record-watch';
import { useLandscape } from '../hooks/use-landscape';
import { useWatchCredit } from '../hooks/use-watch-credit';
import { categoryLabel } from '../model/shorts-feed';
import type { FeedVideo } from '../model/video';
import { thumbnailNeedsCors } from '../model/thumbnail-cors';
import { mediaKind, playableFileUrl, thumbnailFor, youtubeId } from '../model/video-links';
import { toggleMuted, usePlayerStore } from '../stores/player-store';
import { VideoExtras } from '@/lib/video-extras';
import { ActionBar } from './action-bar';
import { BoostBadge, OfflineBadge } from './badges';
import { SpeakerIcon } from './icons';
import { FILLED_MEDIA_CLASS, MediaFill } from './media-fill';

export interface ShortSlideProps {
  video: FeedVideo;
  index: number;
  active: boolean;
  /** Within one clip of the active one: gets a <video> element (others show their still). */
  near: boolean;
  /** The clip after the active one: its file is preloaded in full. */
  next: boolean;
  onWatched?(url: string): void;
}

/** A clip away from the active one: its still, whole, over a blurred fill of itself if landscape. */
function SlideStill({ poster }: { poster: string }) {
  const { landscape, onImageLoad } = useLandscape(poster);
  return (
    <>
      {landscape && <MediaFill still={poster} />}
      <img
        src={poster}
        alt=""
        decoding="async"
        // Asked as the grid's cards ask for the same still, so it is not downloaded twice.
        crossOrigin={thumbnailNeedsCors(poster) ? 'anonymous' : undefined}
        onLoad={onImageLoad}
        className={FILLED_MEDIA_CLASS}
      />
    </>
  );
}

function SlideMedia({ video, active, near, next, onWatched }: ShortSlideProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const muted = usePlayerStore((state) => state.muted);
  const [blocked, setBlocked] = useState(false);
  const watch = useWatchCredit(video.id, video.user_id, active && near);
  const src = playableFileUrl(video, location.origin);
  const poster = thumbnailFor(video) ?? undefined;
  // The video's own size decides (a sample's still is 16:9 while its clip is portrait).
  const { landscape, onVideoMetadata } = useLandscape(src);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!active) {
      element.pause();
      return;
    }
    element.play().then(
      () => setBlocked(false),
      // Autoplay refused (unmuted autoplay after a tap elsewhere, or low-power mode): offer a tap.
      () => setBlocked(true),
    );
  }, [active, src]);

  const kind = mediaKind(video.video_url);
  const youtube = youtubeId(video.video_url);
  if (kind === 'youtube' && youtube && active) {
    return (
      <iframe
        title={video.title}
        src={`https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&mute=1&playsinline=1&loop=1&playlist=${youtube}`}
        allow="autoplay; encrypted-media; picture-in-picture"
        className="h-full w-full"
      />
    );
  }
  if (!src || !near) {
    return poster ? <SlideStill poster={poster} /> : <div className="h-full w-full bg-surface" />;
  }
  return (
    <>
      {landscape && <MediaFill still={poster} video={ref} />}
      <video
        ref={ref}
        src={src}
        poster={poster}
        muted={muted}
        loop
        playsInline
        crossOrigin="anonymous"
        preload={active || next ? 'auto' : 'metadata'}
        data-testid={active ? 'active-short' : undefined}
        onLoadedMetadata={onVideoMetadata}
        onPlaying={() => {
          if (!active) return;
          recordWatchStart(video.id);
          watch.onPlaying();
          onWatched?.(src);
        }}
        onPause={watch.onPause}
        onWaiting={watch.onWaiting}
        onClick={() => {
          if (blocked)
            void ref.current?.play().then(
              () => setBlocked(false),
              () => undefined,
            );
          else toggleMuted();
        }}
        className={FILLED_MEDIA_CLASS}
      />
      {blocked && active && (
        <button
          type="button"
          onClick={() =>
            void ref.current?.play().then(
              () => setBlocked(false),
              () => undefined,
            )
          }
          className="absolute inset-0 m-auto size-20 rounded-full bg-black/60 text-lg font-bold text-white"
        >
          Play
        </button>
      )}
    </>
  );
}

/** One full-screen clip of the vertical feed: the media, its details, and the action bar on top. */
export const ShortSlide = memo(function ShortSlide(props: ShortSlideProps) {
  const { video, index, active } = props;
  const muted = usePlayerStore((state) => state.muted);
  const category = categoryLabel(video.category);
  return (
    <section
      aria-label={video.title}
      aria-current={active ? 'true' : undefined}
      data-index={index}
      data-video-id={video.id}
      className="relative h-dvh w-full snap-start snap-always overflow-hidden bg-black"
    >
      <SlideMedia {...props} />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-16 pr-20 text-white">
        <div className="flex flex-wrap gap-1">
          <BoostBadge video={video} />
          <OfflineBadge mediaUrl={playableFileUrl(video, location.origin)} />
        </div>
        <h2 className="mt-1 text-lg font-bold drop-shadow">{video.title}</h2>
        <p className="text-sm text-white/80">
          {[category, video.challenge_tag].filter(Boolean).join(' · ')}
        </p>
        {active && muted && mediaKind(video.video_url) === 'file' && (
          <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-3 py-1 text-sm font-semibold">
            <SpeakerIcon muted />
            Tap to unmute
          </p>
        )}
      </div>
      <div className="absolute bottom-24 right-2">
        <ActionBar video={video} overlay>
          <VideoExtras videoId={video.id} title={video.title} overlay />
        </ActionBar>
      </div>
    </section>
  );
});
