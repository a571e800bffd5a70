import { VideoSample, type VideoSampleTransformationDescription } from 'mediabunny';
import { scalePlane } from './yuv-scale';

/** Above this much aspect difference the frame is letterboxed the careful way (mediabunny's own). */
const ASPECT_TOLERANCE = 0.01;

/** Only a plain downscale of the whole frame, aspect kept (to rounding), is taken here. */
function isPlainScale(sample: VideoSample, to: VideoSampleTransformationDescription): boolean {
  const { crop } = to;
  const wholeFrame =
    crop.left === 0 &&
    crop.top === 0 &&
    crop.width === sample.squarePixelWidth &&
    crop.height === sample.squarePixelHeight;
  return (
    wholeFrame &&
    (sample.format === 'I420' || sample.format === 'NV12') &&
    sample.rotation === 0 &&
    to.rotation === 0 &&
    !to.flip &&
    to.width <= crop.width &&
    to.height <= crop.height &&
    Math.abs((crop.width / crop.height) * (to.height / to.width) - 1) < ASPECT_TOLERANCE
  );
}

/** Buffers reused from frame to frame: the decoded frame's planes, and the scaled I420 frame. */
let decoded = new Uint8Array(new ArrayBuffer(0));
let scaled = new Uint8Array(new ArrayBuffer(0));
const atLeast = (buffer: Uint8Array<ArrayBuffer>, size: number) =>
  buffer.byteLength >= size ? buffer : new Uint8Array(new ArrayBuffer(size));

/**
 * mediabunny's transformer hook (registerVideoSampleTransformer) for the shrink's resize (issue
 * 39): the decoded YUV planes are scaled as they are into an I420 frame, with no canvas and no RGBA
 * copy. The new frame's memory is Chromium's, freed when mediabunny closes it after encoding.
 * Anything else (rotation, crop, letterboxing, RGB frames) answers null: mediabunny's canvas path.
 */
export async function yuvResize(
  sample: VideoSample,
  to: VideoSampleTransformationDescription,
): Promise<VideoSample | null> {
  if (!isPlainScale(sample, to)) return null;
  decoded = atLeast(decoded, sample.allocationSize());
  const [y, chroma, v] = await sample.copyTo(decoded);
  const { width, height } = sample.visibleRect;
  const half = { width: Math.ceil(width / 2), height: Math.ceil(height / 2) };
  const out = { width: to.width, height: to.height };
  const outHalf = { width: Math.ceil(out.width / 2), height: Math.ceil(out.height / 2) };
  const chromaSize = outHalf.width * outHalf.height;
  scaled = atLeast(scaled, out.width * out.height + 2 * chromaSize);
  if (!y || !chroma) return null;
  const into = (offset: number, size: { width: number; height: number }) => ({
    data: scaled,
    offset,
    stride: size.width,
    ...size,
  });
  scalePlane({ data: decoded, ...y, ...{ width, height } }, into(0, out));
  const uTarget = into(out.width * out.height, outHalf);
  const vTarget = into(out.width * out.height + chromaSize, outHalf);
  if (sample.format === 'NV12') {
    scalePlane({ data: decoded, ...chroma, ...half, step: 2 }, uTarget);
    scalePlane({ data: decoded, ...chroma, offset: chroma.offset + 1, ...half, step: 2 }, vTarget);
  } else {
    if (!v) return null;
    scalePlane({ data: decoded, ...chroma, ...half }, uTarget);
    scalePlane({ data: decoded, ...v, ...half }, vTarget);
  }
  const frame = new VideoFrame(scaled, {
    format: 'I420',
    codedWidth: out.width,
    codedHeight: out.height,
    timestamp: Math.round(sample.timestamp * 1e6),
    duration: Math.round(sample.duration * 1e6) || undefined,
    colorSpace: sample.colorSpace.toJSON(),
  });
  return new VideoSample(frame, { timestamp: sample.timestamp, duration: sample.duration });
}
