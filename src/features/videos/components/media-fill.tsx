import { useEffect, useRef, type RefObject } from 'react';
import { fillCanvasSize, VIDEO_FILL_INTERVAL_MS } from '../model/media-shape';
import { thumbnailNeedsCors } from '../model/thumbnail-cors';

/**
 * The fill behind a landscape picture shown whole in a portrait frame: a tiny canvas of the same
 * picture, scaled to cover the frame, blurred and dimmed (scaled a little more, so the blur's
 * soft rim stays outside the frame's clip). A canvas, not an <img>: a canvas is never the page's
 * Largest Contentful Paint, while an <img> fill was (bigger than the still it sits behind), and
 * moved /shorts' LCP from the first-paint still to after the app's code had run.
 */
const FILL_CLASS =
  'pointer-events-none absolute inset-0 size-full scale-110 object-cover blur-xl brightness-50';

/** What sits over a fill: the picture itself, whole and centred in the frame. */
export const FILLED_MEDIA_CLASS = 'absolute inset-0 size-full object-contain';

function FillCanvas({
  canvasRef,
  from,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  from: 'still' | 'video';
}) {
  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="media-fill"
      data-fill={from}
      className={FILL_CLASS}
    />
  );
}

/** Draws `source` (`width`×`height` pixels) into `target` at the fill's few pixels. */
function paintFill(
  target: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
): void {
  const size = fillCanvasSize(width, height);
  if (target.width !== size.width) target.width = size.width;
  if (target.height !== size.height) target.height = size.height;
  target.getContext('2d')?.drawImage(source, 0, 0, size.width, size.height);
}

/**
 * The fill from a still (the thumbnail, or a video's poster), painted once: the same URL asked
 * the same way as every <img> of the app (CORS for storage stills), so the browser takes it from
 * its memory cache instead of the network; the video itself is never decoded a second time.
 */
function StillFill({ src }: { src: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    const image = new Image();
    if (thumbnailNeedsCors(src)) image.crossOrigin = 'anonymous';
    image.src = src;
    image.decode().then(
      () => {
        if (live && canvas.current)
          paintFill(canvas.current, image, image.naturalWidth, image.naturalHeight);
      },
      // The still did not load: no fill, the frame's own colour shows.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [src]);
  return <FillCanvas canvasRef={canvas} from="still" />;
}

/**
 * The fill for a video without a still, painted from the playing video's current frame when its
 * first frame arrives, after a seek, and every VIDEO_FILL_INTERVAL_MS while it plays on a visible
 * page: a wash of colour that follows the scene. Someone who asked for reduced motion keeps the
 * first frame.
 */
function FrameFill({ video }: { video: RefObject<HTMLVideoElement | null> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const source = video.current;
    const target = canvas.current;
    if (!source || !target) return;
    const paint = () => {
      if (source.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || document.hidden) return;
      paintFill(target, source, source.videoWidth, source.videoHeight);
    };
    const follows = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (follows && timer === undefined) timer = setInterval(paint, VIDEO_FILL_INTERVAL_MS);
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
  return <FillCanvas canvasRef={canvas} from="video" />;
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
