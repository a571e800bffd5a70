/**
 * How /shorts looks before its list arrives. Pure, because index.html's static first paint
 * (scripts/first-paint-shorts.ts) draws the same page before the app's code runs: the heading,
 * tabs and grid must sit exactly where the app then draws them.
 */
export const SHORTS_TITLE = 'Trending Shorts';
export const SHORTS_LEAD =
  'The funniest short clips of the community. Tap one to watch full screen, then swipe for the next.';
export const SHORTS_TABS_ROW_CLASS = 'flex items-center justify-between gap-2';
export const SHORTS_TABLIST_CLASS =
  '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]';
export const SHORTS_SETTINGS_LABEL = 'Offline viewing settings';
/** A ghost button's extra classes (components/button-classes.ts draws the rest). */
export const SHORTS_SETTINGS_EXTRA = 'self-start';
export const SHORTS_PANEL_CLASS = 'flex flex-col gap-4';
/** Cards the grid shows while the list loads. */
export const SHORTS_SKELETON_COUNT = 6;

export function shortsTabClass(selected: boolean): string {
  return `min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold ${
    selected ? 'bg-brand text-white' : 'border border-line bg-surface text-ink-muted hover:text-ink'
  }`;
}
