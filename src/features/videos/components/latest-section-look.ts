/**
 * How a grid of video cards looks, shared by the cards, their stills and the skeletons. Pure,
 * because index.html's early script (scripts/first-paint-thumbnails.ts) puts the first thumbnails
 * into the prerendered skeleton grid before the app's code runs: they must sit exactly where, and
 * be exactly as big as, the app then draws them.
 */
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
/**
 * Marks a grid of skeletons: index.html's early script puts the first thumbnails into the
 * prerendered one (scripts/first-paint-thumbnails.ts).
 */
export const VIDEO_SKELETON_GRID = 'data-video-skeleton';
/** Cards a grid shows while its list loads. */
export const VIDEO_SKELETON_COUNT = 6;
