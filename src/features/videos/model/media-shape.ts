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

/** How often the fill of a video without a still takes a new frame from the playing video. */
export const VIDEO_FILL_INTERVAL_MS = 2_000;

/** Width of a fill's canvas: it is blurred to a wash of colour, so a few pixels do. */
export const FILL_CANVAS_WIDTH = 32;

/** A fill's canvas size for a picture of this size: FILL_CANVAS_WIDTH wide, the same shape. */
export function fillCanvasSize(
  pictureWidth: number,
  pictureHeight: number,
): { width: number; height: number } {
  const height =
    pictureWidth > 0 && pictureHeight > 0
      ? Math.max(1, Math.round((FILL_CANVAS_WIDTH * pictureHeight) / pictureWidth))
      : FILL_CANVAS_WIDTH;
  return { width: FILL_CANVAS_WIDTH, height };
}
