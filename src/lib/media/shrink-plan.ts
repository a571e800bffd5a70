/**
 * When a picked video is re-encoded on the device before upload (issue 21 item 4), and to what:
 * 720p (720×1280 portrait, 1280×720 landscape) at a bitrate a phone screen does not miss.
 */

/** The 720p box, either way round. */
const TARGET_LONG_SIDE = 1280;
const TARGET_SHORT_SIDE = 720;
/** Above this a file is worth re-encoding even at 720p or less (bits per second, all tracks). */
const SHRINK_BITRATE_THRESHOLD = 4_000_000;
/** What the shrunk file is encoded at. */
export const SHRUNK_VIDEO_BITRATE = 2_000_000;
export const SHRUNK_AUDIO_BITRATE = 96_000;
/** Container overhead and encoder overshoot on top of the two bitrates. */
const SIZE_MARGIN = 1.1;

export interface VideoFacts {
  /** Display size; null when the browser could not read it (a container it cannot play). */
  width: number | null;
  height: number | null;
  bytes: number;
  /** Null when no length could be read. */
  durationSeconds: number | null;
}

/** The file's average bitrate (bits per second), or null without a usable length. */
export function averageBitrate(bytes: number, durationSeconds: number | null): number | null {
  if (durationSeconds === null || !(durationSeconds > 0)) return null;
  return (bytes * 8) / durationSeconds;
}

function largerThanTarget(width: number, height: number): boolean {
  return Math.max(width, height) > TARGET_LONG_SIDE || Math.min(width, height) > TARGET_SHORT_SIDE;
}

/** True when the file is bigger than 720p either way round, or its bitrate is over the threshold. */
export function needsShrink(facts: VideoFacts): boolean {
  if (facts.width !== null && facts.height !== null && largerThanTarget(facts.width, facts.height))
    return true;
  const bitrate = averageBitrate(facts.bytes, facts.durationSeconds);
  return bitrate !== null && bitrate > SHRINK_BITRATE_THRESHOLD;
}

/** Encoders want even sizes (4:2:0 chroma). */
const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

/** The size a video of `width`×`height` is encoded at: inside the 720p box, aspect kept, never enlarged. */
export function targetSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(
    1,
    TARGET_LONG_SIDE / Math.max(width, height),
    TARGET_SHORT_SIDE / Math.min(width, height),
  );
  return { width: even(width * scale), height: even(height * scale) };
}

/** The shrunk file's expected size in bytes (an upper estimate), or null without a length. */
export function estimateShrunkBytes(durationSeconds: number | null): number | null {
  if (durationSeconds === null || !(durationSeconds > 0)) return null;
  return Math.ceil(
    (((SHRUNK_VIDEO_BITRATE + SHRUNK_AUDIO_BITRATE) * durationSeconds) / 8) * SIZE_MARGIN,
  );
}

/** True when the shrunk file is expected to fit under `maxBytes`; unknown length never fits. */
export function fitsOnceShrunk(durationSeconds: number | null, maxBytes: number): boolean {
  const estimate = estimateShrunkBytes(durationSeconds);
  return estimate !== null && estimate <= maxBytes;
}
