import { useEffect, useRef, type RefObject } from 'react';
import { FRAME_FILL_INTERVAL_MS, frameFillSize } from '../model/media-shape';
import { thumbnailNeedsCors } from '../model/thumbnail-cors';

/**
 * The fill behind a landscape picture shown whole in a portrait frame: the same picture scaled to
 * cover the frame, blurred and dimmed (scaled a little more, so the blur's soft rim stays outside
 * the frame's clip). Static, so the browser rasterises it once; no script runs per frame.
 */
const FILL_CLASS =
  'pointer-events-none absolute inset-0 size-full scale-110 object-cover blur-xl brightness-50';

/** What sits over a fill: the picture itself, whole and centred in the frame. */
export const FILLED_MEDIA_CLASS = 'absolute inset-0 size-full object-contain';

/**
 * The fill from a still (the thumbnail, or a video's poster): the same URL asked the same way
 * (CORS for storage stills, as every <img> of the app asks), so the browser reuses the download
 * and decodes nothing new from the network; the video itself is never decoded a second time.
 */
function StillFill({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      decoding="async"
      crossOrigin={thumbnailNeedsCors(src) ? 'anonymous' : undefined}
      data-testid="media-fill"
      className={FILL_CLASS}
    />
  );
}

/**
 * The fill for a video without a still: a tiny canvas (FRAME_FILL_WIDTH pixels wide) painted
 * from the playing video's current frame when its first frame arrives, after a seek, and every
 * FRAME_FILL_INTERVAL_MS while it plays on a visible page: a wash of colour that follows the
 * scene. Someone who asked for reduced motion keeps the first frame.
 */
function FrameFill({ video }: { video: RefObject<HTMLVideoElement | null> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const source = video.current;
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!source || !target || !context) return;
    const paint = () => {
      if (source.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || document.hidden) return;
      const { width, height } = frameFillSize(source.videoWidth, source.videoHeight);
      if (target.width !== width) target.width = width;
      if (target.height !== height) target.height = height;
      context.drawImage(source, 0, 0, width, height);
    };
    const follows = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (follows && timer === undefined) timer = setInterval(paint, FRAME_FILL_INTERVAL_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const events: [string, () => void][] = [
      ['loadeddata', paint],
      ['seeked', paint],
      ['playing', start],
      ['pause', stop],
      ['ended', stop],
      ['emptied', stop],
    ];
    for (const [name, listener] of events) source.addEventListener(name, listener);
    paint();
    if (!source.paused) start();
    return () => {
      stop();
      for (const [name, listener] of events) source.removeEventListener(name, listener);
    };
  }, [video]);
  return <canvas ref={canvas} aria-hidden="true" data-testid="media-fill" className={FILL_CLASS} />;
}

/**
 * The blurred fill of a landscape picture in a portrait frame (the frame is `relative
 * overflow-hidden`; the fill comes before the picture, which is FILLED_MEDIA_CLASS). Painted
 * from `still` when there is one, else from the playing `video`; nothing without either.
 */
export function MediaFill({
  still,
  video,
}: {
  still: string | null | undefined;
  video?: RefObject<HTMLVideoElement | null>;
}) {
  if (still) return <StillFill src={still} />;
  return video ? <FrameFill video={video} /> : null;
}
