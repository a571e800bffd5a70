import { buttonClasses } from '../src/components/button-classes.ts';
import { PAGE_CLASS, PAGE_LEAD_CLASS, PAGE_TITLE_CLASS } from '../src/components/page-look.ts';
import {
  VIDEO_GRID_CLASS,
  VIDEO_SKELETON_CLASS,
} from '../src/features/videos/components/latest-section-look.ts';
import {
  SHORTS_LEAD,
  SHORTS_PANEL_CLASS,
  SHORTS_SETTINGS_EXTRA,
  SHORTS_SETTINGS_LABEL,
  SHORTS_SKELETON_COUNT,
  SHORTS_TABLIST_CLASS,
  SHORTS_TABS_ROW_CLASS,
  SHORTS_TITLE,
  shortsTabClass,
} from '../src/features/videos/components/shorts-look.ts';
import { SHORTS_TABS } from '../src/features/videos/model/shorts-feed.ts';
import { escapeHtml } from '../supabase/local/src/http/responses.ts';
import { FEED_SLOT } from './first-paint-home.ts';

/** Set on <html> for a plain '/shorts', so the static Shorts page shows only there. */
export const SHORTS_FLAG = 'data-first-paint-shorts';

/**
 * /shorts as the app draws it before its list and code are in: heading, the category tabs with
 * All chosen, the offline settings button and the grid as skeletons, which index.html's early
 * script fills with the first thumbnails. Headings are plain paragraphs: the whole shell is
 * hidden from assistive technology.
 */
export function shortsShell(): string {
  const tabs = SHORTS_TABS.map(
    (name) =>
      `<span class="${shortsTabClass(name === 'All')} inline-flex items-center">${escapeHtml(name)}</span>`,
  ).join('');
  const skeletons = `<li class="${VIDEO_SKELETON_CLASS}"></li>`.repeat(SHORTS_SKELETON_COUNT);
  return `<div class="first-paint-shorts ${PAGE_CLASS}">
          <div>
            <p class="${PAGE_TITLE_CLASS}">${escapeHtml(SHORTS_TITLE)}</p>
            <p class="${PAGE_LEAD_CLASS}">${escapeHtml(SHORTS_LEAD)}</p>
          </div>
          <div class="${SHORTS_TABS_ROW_CLASS}"><div class="${SHORTS_TABLIST_CLASS}">${tabs}</div></div>
          <span class="${buttonClasses('ghost', SHORTS_SETTINGS_EXTRA)}">${escapeHtml(SHORTS_SETTINGS_LABEL)}</span>
          <div class="${SHORTS_PANEL_CLASS}">
            <ul class="${VIDEO_GRID_CLASS}" ${FEED_SLOT}="shorts">${skeletons}</ul>
          </div>
        </div>`;
}
