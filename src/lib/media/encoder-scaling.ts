/**
 * The shrink's 1080p → 720p resize done by the video encoder itself (issue 39's speed goal).
 * Chromium's WebCodecs encoders take frames larger than they are configured for and scale them
 * natively (libyuv, SIMD, on the encoder's thread): ~1-2 ms a frame instead of ~13 ms of JS
 * bilinear on the worker's thread. The spec does not promise it, so a probe checks it per job:
 * one frame of the job's own sizes is encoded and decoded back, and its picture must be the whole
 * frame scaled (not cropped, not refused). Where the probe says no (WebKit, say), the frames are
 * scaled in JS as before (yuv-resize.ts).
 */
import { CustomVideoEncoder, EncodedPacket, registerEncoder, type VideoCodec } from 'mediabunny';
import type { VideoSample } from 'mediabunny';
import { SHRUNK_VIDEO_BITRATE } from './shrink-plan';
import type { Plane } from './yuv-scale';

export interface Size {
  width: number;
  height: number;
}

/** What the probe verified for this job; null: every frame reaches the encoder at its size. */
interface Verified {
  /** mediabunny's name ('vp8', …) and the WebCodecs string the probe configured. */
  codec: VideoCodec;
  codecString: string;
  from: Size;
  to: Size;
}
let verified: Verified | null = null;

const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

/**
 * True when a frame of `from` size may go to the encoder as it is, to be encoded at `to`: the probe
 * checked exactly these sizes. yuv-resize.ts asks before scaling a frame itself.
 */
export function encoderScales(from: Size, to: Size): boolean {
  return verified !== null && sameSize(from, verified.from) && sameSize(to, verified.to);
}

/** The probe frame: a left-to-right ramp (16…150) with a bright block in the bottom-right eighth. */
export function probePattern({ width, height }: Size): Uint8Array<ArrayBuffer> {
  const chroma = Math.ceil(width / 2) * Math.ceil(height / 2);
  const data = new Uint8Array(new ArrayBuffer(width * height + 2 * chroma));
  const blockX = width - Math.ceil(width / 8);
  const blockY = height - Math.ceil(height / 8);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data[y * width + x] =
        x >= blockX && y >= blockY ? 235 : 16 + Math.round((134 * x) / (width - 1));
  data.fill(128, width * height);
  return data;
}

/** How far a probed luma value may be from the expected one (encoder loss, filter differences). */
const TOLERANCE = 12;

/**
 * Whether `luma` (the decoded probe's Y plane) is the probe pattern of `from`, whole, scaled to
 * `to`: the ramp's values across the middle row (a crop of the top-left would read lower), and the
 * block in the corner (a crop would lose it).
 */
export function showsWholeFrame(luma: Plane, from: Size, to: Size): boolean {
  if (luma.width !== to.width || luma.height !== to.height) return false;
  const at = (x: number, y: number) => luma.data[luma.offset + y * luma.stride + x] ?? -1;
  const ramp = (x: number) => {
    const source = Math.max(0, ((x + 0.5) * from.width) / to.width - 0.5);
    return 16 + (134 * source) / (from.width - 1);
  };
  const middle = Math.floor(to.height / 2);
  const rampHolds = [0.25, 0.5, 0.7].every((share) => {
    const x = Math.floor(to.width * share);
    return Math.abs(at(x, middle) - ramp(x)) <= TOLERANCE;
  });
  const corner = at(
    to.width - 1 - Math.floor(to.width / 32),
    to.height - 1 - Math.floor(to.height / 32),
  );
  return rampHolds && corner >= 235 - TOLERANCE;
}

/** The probe frame of `from` size encoded at `to` and decoded back; null: not encodable. */
async function roundTrip(codecString: string, from: Size, to: Size): Promise<VideoFrame | null> {
  const config: VideoEncoderConfig = { codec: codecString, ...to, bitrate: SHRUNK_VIDEO_BITRATE };
  if (!(await VideoEncoder.isConfigSupported(config)).supported) return null;
  const chunks: EncodedVideoChunk[] = [];
  let decoderConfig: VideoDecoderConfig | undefined;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      chunks.push(chunk);
      decoderConfig ??= meta?.decoderConfig;
    },
    error: () => undefined,
  });
  try {
    encoder.configure(config);
    const frame = new VideoFrame(probePattern(from), {
      format: 'I420',
      codedWidth: from.width,
      codedHeight: from.height,
      timestamp: 0,
    });
    try {
      encoder.encode(frame, { keyFrame: true });
    } finally {
      frame.close();
    }
    await encoder.flush();
  } finally {
    if (encoder.state !== 'closed') encoder.close();
  }
  const decoded: VideoFrame[] = [];
  const decoder = new VideoDecoder({
    output: (frame) => decoded.push(frame),
    error: () => undefined,
  });
  try {
    decoder.configure(decoderConfig ?? { codec: codecString });
    for (const chunk of chunks) decoder.decode(chunk);
    await decoder.flush();
  } finally {
    if (decoder.state !== 'closed') decoder.close();
  }
  for (const extra of decoded.slice(1)) extra.close();
  return decoded[0] ?? null;
}

/** The decoded frame's luma plane (I420 and NV12 both start with it); null for other formats. */
async function lumaOf(frame: VideoFrame): Promise<Plane | null> {
  if (!frame.format || !['I420', 'NV12', 'I420A'].includes(frame.format)) return null;
  const rect = frame.visibleRect;
  if (!rect) return null;
  const data = new Uint8Array(frame.allocationSize());
  const [y] = await frame.copyTo(data);
  if (!y) return null;
  return { data, offset: y.offset, stride: y.stride, width: rect.width, height: rect.height };
}

/** Whether this browser's `codecString` encoder, set to `to`, takes `from`-sized frames whole. */
export async function probeEncoderScaling(
  codecString: string,
  from: Size,
  to: Size,
): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined' || typeof VideoDecoder === 'undefined') return false;
  try {
    const frame = await roundTrip(codecString, from, to);
    if (!frame) return false;
    try {
      const luma = await lumaOf(frame);
      return luma !== null && showsWholeFrame(luma, from, to);
    } finally {
      frame.close();
    }
  } catch {
    return false;
  }
}

/** Frames the encoder may hold before `encode` waits (each may be a whole 1080p frame). */
const ENCODER_QUEUE = 3;

/**
 * mediabunny's video encoder for the job once the probe said yes: WebCodecs' own, configured at
 * the verified output size whatever size the first frame has, fed frames of either size.
 */
class ScalingVideoEncoder extends CustomVideoEncoder {
  private encoder: VideoEncoder | null = null;

  static override supports(codec: VideoCodec): boolean {
    return verified !== null && codec === verified.codec;
  }

  init(): void {
    const job = verified;
    if (!job) throw new Error('encoder scaling was not verified');
    const given = { width: this.config.width, height: this.config.height };
    // The first frame is either unscaled (`from`) or scaled by the canvas path (`to`).
    const size = sameSize(given, job.from) || sameSize(given, job.to) ? job.to : given;
    this.encoder = new VideoEncoder({
      output: (chunk, meta) => this.onPacket(EncodedPacket.fromEncodedChunk(chunk), meta),
      error: (error) => this.onError(error),
    });
    this.encoder.configure({
      ...this.config,
      codec: job.codecString,
      ...size,
      displayWidth: size.width,
      displayHeight: size.height,
    });
  }

  async encode(sample: VideoSample, options: VideoEncoderEncodeOptions): Promise<void> {
    const encoder = this.encoder!;
    const frame = sample.toVideoFrame();
    try {
      encoder.encode(frame, options);
    } finally {
      frame.close();
    }
    while (encoder.encodeQueueSize >= ENCODER_QUEUE)
      await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
  }

  flush(): Promise<void> {
    return this.encoder!.flush();
  }

  close(): void {
    if (this.encoder && this.encoder.state !== 'closed') this.encoder.close();
  }
}

/**
 * For this job (one per shrink worker): when the probe says the encoder scales `from` → `to`,
 * frames of `from` size skip the JS resize and go to the encoder as they are. Returns whether.
 */
export async function enableEncoderScaling(
  codec: VideoCodec,
  codecString: string,
  from: Size,
  to: Size,
): Promise<boolean> {
  verified = null;
  if (sameSize(from, to) || !(await probeEncoderScaling(codecString, from, to))) return false;
  verified = { codec, codecString, from, to };
  registerEncoder(ScalingVideoEncoder);
  return true;
}
