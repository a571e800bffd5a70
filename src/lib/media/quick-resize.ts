import { VideoSample, type VideoSampleTransformationDescription } from 'mediabunny';

/** Above this much aspect difference the frame is letterboxed the careful way (mediabunny's own). */
const ASPECT_TOLERANCE = 0.01;

let canvas: OffscreenCanvas | null = null;
let context: OffscreenCanvasRenderingContext2D | null = null;

function canvasOf(width: number, height: number): OffscreenCanvasRenderingContext2D | null {
  if (!canvas || canvas.width !== width || canvas.height !== height) {
    canvas = new OffscreenCanvas(width, height);
    context = canvas.getContext('2d', { alpha: false });
    // Bilinear: a 1080p → 720p step loses nothing a phone shows, and costs a fraction of the
    // 'high' (bicubic, mipmapped) filter mediabunny draws with.
    if (context) context.imageSmoothingQuality = 'low';
  }
  return context;
}

/** Only a plain downscale of the whole frame, aspect kept (to rounding), is taken here. */
function isPlainScale(sample: VideoSample, to: VideoSampleTransformationDescription): boolean {
  const { crop } = to;
  const wholeFrame =
    crop.left === 0 &&
    crop.top === 0 &&
    crop.width === sample.squarePixelWidth &&
    crop.height === sample.squarePixelHeight;
  const aspectFrom = crop.width / crop.height;
  const aspectTo = to.width / to.height;
  return (
    wholeFrame &&
    to.rotation === 0 &&
    !to.flip &&
    to.width <= crop.width &&
    Math.abs(aspectFrom / aspectTo - 1) < ASPECT_TOLERANCE
  );
}

/**
 * mediabunny's transformer hook (registerVideoSampleTransformer) for the shrink's resize: one
 * bilinear draw into a reused canvas. Anything else (rotation, crop, letterboxing) answers null and
 * mediabunny does it its own way.
 */
export function quickResize(
  sample: VideoSample,
  to: VideoSampleTransformationDescription,
): VideoSample | null {
  if (!isPlainScale(sample, to)) return null;
  const draw = canvasOf(to.width, to.height);
  if (!draw || !canvas) return null;
  sample.draw(draw, 0, 0, to.width, to.height);
  return new VideoSample(canvas, { timestamp: sample.timestamp, duration: sample.duration });
}
