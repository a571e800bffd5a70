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
/**
 * A video's still, wherever it is shown: whole, letterboxed on the stage colour, since stills come
 * in any shape (the built-in samples are 16:9, whose lettering a portrait crop cut off).
 */
export const VIDEO_THUMB_CLASS = 'aspect-[9/16] w-full bg-stage object-contain';
/** What a card adds to its still. */
export const VIDEO_CARD_THUMB_EXTRA = 'rounded-xl';
export const VIDEO_SKELETON_CLASS = 'aspect-[9/16] animate-pulse rounded-2xl bg-surface-raised';
/** Cards a grid shows while its list loads. */
export const VIDEO_SKELETON_COUNT = 6;
