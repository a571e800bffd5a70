/**
 * Whether media of this natural size needs the blurred fill in a 9:16 frame: a landscape (or
 * square) picture shown whole leaves bands above and below it of at least 22 % of the frame each.
 * Portrait media keeps its plain look. Null while the size is unknown (nothing loaded yet, or a
 * browser reporting 0×0 for a stream without video).
 */
export function isLandscape(width: number, height: number): boolean | null {
  if (!(width > 0 && height > 0)) return null;
  return width >= height;
}

/** How often the fallback fill (no still to blur) takes a new frame from the playing video. */
export const FRAME_FILL_INTERVAL_MS = 2_000;

/** Width of the fallback fill's canvas: it is blurred to a wash of colour, so a few pixels do. */
export const FRAME_FILL_WIDTH = 32;

/** The fallback fill's canvas size for a video of this size: FRAME_FILL_WIDTH wide, same shape. */
export function frameFillSize(
  videoWidth: number,
  videoHeight: number,
): {
  width: number;
  height: number;
} {
  const height =
    videoWidth > 0 && videoHeight > 0
      ? Math.max(1, Math.round((FRAME_FILL_WIDTH * videoHeight) / videoWidth))
      : FRAME_FILL_WIDTH;
  return { width: FRAME_FILL_WIDTH, height };
}
