/** A video action (Like, Share, Comments…) in a row under the video. */
export const ACTION_ROW =
  'flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-2 text-sm font-semibold hover:bg-surface-raised';
/** The same action stacked down the right edge of the full-screen player. */
export const ACTION_OVERLAY =
  'flex min-h-11 min-w-11 flex-col items-center justify-center rounded-xl text-xs font-semibold text-white drop-shadow';
