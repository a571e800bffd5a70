/**
 * Bilinear downscaling of one 8-bit plane of a YUV frame, in plain JS (issue 39). The shrink's
 * 1080p → 720p step used to go through a canvas (YUV → RGBA → scaled → RGBA VideoFrame), which in
 * Chromium cost ~300 MB of frames waiting for collection; this keeps the frame YUV throughout.
 */
export interface Plane {
  data: Uint8Array;
  /** Where the plane's first sample is in `data`. */
  offset: number;
  /** Bytes from one row to the next. */
  stride: number;
  width: number;
  height: number;
  /** Bytes from one sample to the next: 1, or 2 for one half of NV12's interleaved chroma. */
  step?: number;
}

/** For each output position: the first input sample and the next one's weight (0–256). */
function taps(from: number, to: number): { first: Int32Array; weight: Int32Array } {
  const first = new Int32Array(to);
  const weight = new Int32Array(to);
  const ratio = from / to;
  for (let i = 0; i < to; i++) {
    const at = Math.min(Math.max((i + 0.5) * ratio - 0.5, 0), from - 1);
    first[i] = Math.min(Math.floor(at), from - 2 < 0 ? 0 : from - 2);
    weight[i] = Math.round((at - first[i]!) * 256);
  }
  return { first, weight };
}

/** Scales `source` into `target` (sizes from their fields), each output sample from 2×2 inputs. */
export function scalePlane(source: Plane, target: Plane): void {
  const step = source.step ?? 1;
  const xs = taps(source.width, target.width);
  const ys = taps(source.height, target.height);
  const from = source.data;
  const into = target.data;
  const next = source.width > 1 ? step : 0;
  const below = source.height > 1 ? source.stride : 0;
  for (let y = 0; y < target.height; y++) {
    const row = source.offset + ys.first[y]! * source.stride;
    const wy = ys.weight[y]!;
    let out = target.offset + y * target.stride;
    for (let x = 0; x < target.width; x++) {
      const at = row + xs.first[x]! * step;
      const wx = xs.weight[x]!;
      const top = from[at]! * (256 - wx) + from[at + next]! * wx;
      const bottom = from[at + below]! * (256 - wx) + from[at + below + next]! * wx;
      into[out++] = (top * (256 - wy) + bottom * wy + 32768) >> 16;
    }
  }
}
