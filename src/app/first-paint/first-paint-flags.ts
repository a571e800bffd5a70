/**
 * The names index.html's first paint and its early script share (scripts/vite-first-paint.ts).
 * Pure: the build's Node code and the prerendered component both import them.
 */

/** Set on <html> for '/', so the prerendered home shows only there. */
export const HOME_FLAG = 'data-first-paint-home';
/** Set on <html> for a plain '/shorts', so the prerendered Shorts page shows only there. */
export const SHORTS_FLAG = 'data-first-paint-shorts';
/** Names a prerendered page (home or shorts): the early script fills its grid's first cards. */
export const FEED_SLOT = 'data-first-paint-feed';
/** Each prerendered page's wrapper; shown only under its flag (FIRST_PAINT_STYLE). */
export const HOME_PAGE_CLASS = 'first-paint-home';
export const SHORTS_PAGE_CLASS = 'first-paint-shorts';

/** Each prerendered page shows only under its flag, which the early script sets on its path. */
export const FIRST_PAINT_STYLE = `.${HOME_PAGE_CLASS},.${SHORTS_PAGE_CLASS}{display:none}html[${HOME_FLAG}] .${HOME_PAGE_CLASS},html[${SHORTS_FLAG}] .${SHORTS_PAGE_CLASS}{display:block}`;
