import { recordWatchStart } from '../hooks/record-watch';
import { useWatchCredit } from '../hooks/use-watch-credit';
import type { FeedVideo } from '../model/video';
import {
  externalHttpUrl,
  mediaKind,
  playableFileUrl,
  thumbnailFor,
  youtubeId,
} from '../model/video-links';
import { VideoThumb } from './video-thumb';

/** The video page's player: a file plays here (muted autoplay, controls), YouTube embeds, other links open out. */
export function InlinePlayer({ video, offline }: { video: FeedVideo; offline: boolean }) {
  const src = playableFileUrl(video, location.origin);
  const youtube = youtubeId(video.video_url);
  const watch = useWatchCredit(video.id, video.user_id);
  const frame = 'mx-auto aspect-[9/16] max-h-[75dvh] w-full overflow-hidden rounded-2xl bg-black';
  if (src) {
    return (
      <video
        src={src}
        poster={thumbnailFor(video) ?? undefined}
        controls
        autoPlay
        muted
        loop
        playsInline
        crossOrigin="anonymous"
        preload="auto"
        data-testid="video-player"
        onPlaying={() => {
          recordWatchStart(video.id);
          watch.onPlaying();
        }}
        onPause={watch.onPause}
        onWaiting={watch.onWaiting}
        className={`${frame} object-contain`}
      />
    );
  }
  if (mediaKind(video.video_url) === 'youtube' && youtube && !offline) {
    return (
      <iframe
        title={video.title}
        src={`https://www.youtube-nocookie.com/embed/${youtube}?playsinline=1`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className={frame}
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
