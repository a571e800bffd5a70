/**
 * How home's Latest Videos section and its cards look. Pure, because index.html's static first
 * paint (scripts/first-paint-home.ts) draws the same section before the app's code runs: the
 * first thumbnails must sit exactly where, and be exactly as big as, the app draws them.
 */
export const LATEST_VIDEOS_HEADING = 'Latest Videos';
export const VIEW_ALL_LABEL = 'View All';

export const LATEST_SECTION_CLASS = 'flex flex-col gap-3';
export const LATEST_HEADING_ROW_CLASS = 'flex items-center justify-between gap-2';
export const LATEST_HEADING_CLASS = 'text-xl font-semibold';
export const VIEW_ALL_CLASS = 'inline-flex min-h-11 items-center text-brand-soft hover:underline';

export const VIDEO_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3';
export const VIDEO_CARD_CLASS = 'flex flex-col gap-2 rounded-2xl border border-line bg-surface p-2';
/** The 9:16 box a video's still takes, wherever it is shown, on the stage colour. */
const THUMB_BOX = 'aspect-[9/16] w-full bg-stage';
/**
 * A still drawn as a plain <img> (the static first paint): whole, letterboxed, since stills come
 * in any shape (the built-in samples are 16:9, whose lettering a portrait crop cut off).
 */
export const VIDEO_THUMB_CLASS = `${THUMB_BOX} object-contain`;
/**
 * The app's frame around a still (the same box as VIDEO_THUMB_CLASS): it holds the still, shown
 * whole, and behind a landscape one its blurred fill (media-fill.tsx), clipped to the frame.
 */
export const VIDEO_THUMB_FRAME_CLASS = `relative overflow-hidden ${THUMB_BOX}`;
/** What a card adds to its still. */
export const VIDEO_CARD_THUMB_EXTRA = 'rounded-xl';
export const VIDEO_SKELETON_CLASS = 'aspect-[9/16] animate-pulse rounded-2xl bg-surface-raised';
/** Cards a grid shows while its list loads. */
export const VIDEO_SKELETON_COUNT = 6;
