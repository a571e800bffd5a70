import { readFileSync } from 'node:fs';
import {
  CHALLENGE_ART,
  HOME_ACTIONS_CLASS,
  HOME_LEAD,
  HOME_TITLE,
  RECORD_CTA,
} from '../src/app/home/home-copy.ts';
import { svgDataUrl } from '../src/app/home/svg-data-url.ts';
import { buttonClasses } from '../src/components/button-classes.ts';
import { PAGE_CLASS, PAGE_LEAD_CLASS, PAGE_TITLE_CLASS } from '../src/components/page-look.ts';
import {
  LATEST_HEADING_CLASS,
  LATEST_HEADING_ROW_CLASS,
  LATEST_SECTION_CLASS,
  LATEST_VIDEOS_HEADING,
  VIDEO_CARD_CLASS,
  VIDEO_CARD_THUMB_EXTRA,
  VIDEO_GRID_CLASS,
  VIDEO_SKELETON_CLASS,
  VIDEO_SKELETON_COUNT,
  VIDEO_THUMB_CLASS,
  VIEW_ALL_CLASS,
  VIEW_ALL_LABEL,
} from '../src/features/videos/components/latest-section-look.ts';
import { BANNER_LOOK } from '../src/features/challenges/components/banner-look.ts';
import { BANNER_COPY } from '../src/features/challenges/model/banner-copy.ts';
import { STORAGE_PUBLIC_PATH } from '../src/features/videos/model/thumbnail-cors.ts';
import { escapeHtml } from '../supabase/local/src/http/responses.ts';

/** Set on <html> for '/', so the static home shows only there. */
export const HOME_FLAG = 'data-first-paint-home';
/** Marks the static grid the early script fills with the first thumbnails. */
export const FEED_SLOT = 'data-first-paint-feed';
/** The first row of the grid on a phone: what is on screen before anyone scrolls. */
export const FIRST_PAINT_THUMBNAILS = 2;

const ART_FILE = new URL('../src/app/home/weekly-challenge.svg', import.meta.url);

/**
 * The challenge slot's artwork inside the page itself, as the app draws it (the same data: URL),
 * so it paints with the first frame instead of waiting behind the scripts for bandwidth.
 */
function challengeArt(): string {
  const { width, height } = CHALLENGE_ART;
  const src = svgDataUrl(readFileSync(ART_FILE, 'utf8'));
  return `<img src="${src}" width="${width}" height="${height}" class="${BANNER_LOOK.art}" fetchpriority="high" alt="">`;
}

/**
 * The challenge banner in its fixed rows (banner-look.ts) with the words it shows when there is
 * no challenge, and a still progress track where the live status will be: the same box the app
 * draws, whatever challenge it then reads.
 */
function challengeSlot(): string {
  const look = BANNER_LOOK;
  return `<div class="${look.section}" data-first-paint-challenge>
            <div class="${look.artFrame}">${challengeArt()}</div>
            <div class="${look.body}">
              <div class="${look.titleRow}"><p class="${look.title}">${escapeHtml(BANNER_COPY.emptyHeading)}</p></div>
              <p class="${look.description}">${escapeHtml(BANNER_COPY.emptyText)}</p>
              <div class="${look.status}"><span class="${look.statusLine}"></span><span class="${look.progress} rounded-full bg-line"></span><span class="${look.statusLine}"></span></div>
              <div class="${look.actions}"><span class="${look.rulesLink}">${escapeHtml(BANNER_COPY.rules)}</span></div>
            </div>
          </div>`;
}

/**
 * The home page as the app draws it before its data and code are in: heading, Record button,
 * challenge slot and the Latest Videos grid as skeletons. Headings are plain paragraphs: the
 * whole shell is hidden from assistive technology.
 */
export function homeShell(): string {
  const skeletons = `<li class="${VIDEO_SKELETON_CLASS}"></li>`.repeat(VIDEO_SKELETON_COUNT);
  return `<div class="first-paint-home ${PAGE_CLASS}">
          <div>
            <p class="${PAGE_TITLE_CLASS}">${escapeHtml(HOME_TITLE)}</p>
            <p class="${PAGE_LEAD_CLASS}">${escapeHtml(HOME_LEAD)}</p>
          </div>
          <div class="${HOME_ACTIONS_CLASS}"><span class="${buttonClasses('primary')}">${escapeHtml(RECORD_CTA)}</span></div>
          ${challengeSlot()}
          <div class="${LATEST_SECTION_CLASS}">
            <div class="${LATEST_HEADING_ROW_CLASS}">
              <p class="${LATEST_HEADING_CLASS}">${escapeHtml(LATEST_VIDEOS_HEADING)}</p>
              <span class="${VIEW_ALL_CLASS}">${escapeHtml(VIEW_ALL_LABEL)}</span>
            </div>
            <ul class="${VIDEO_GRID_CLASS}" ${FEED_SLOT}="home">${skeletons}</ul>
          </div>
        </div>`;
}

/**
 * Browser code (ES5, inline in index.html) that puts the first feed rows' thumbnails into the
 * static grid named `slot`, in cards as big as the app's, so they show before the app's code has
 * run. `rows` is the feed's JSON. Storage thumbnails ask with CORS as the app's <img> does, or the browser
 * would download them twice. Returns the images it put in.
 */
export const FILL_FIRST_THUMBNAILS = `function fillFirstThumbnails(rows, slot) {
    var list = document.querySelector('[${FEED_SLOT}="' + slot + '"]');
    var images = [];
    if (!list || !Array.isArray(rows)) return images;
    rows.slice(0, ${FIRST_PAINT_THUMBNAILS}).forEach(function (row, index) {
      var url = row && row.thumbnail_url;
      var spot = list.children[index];
      if (typeof url !== 'string' || !url || !spot) return;
      var card = document.createElement('li');
      card.className = ${JSON.stringify(VIDEO_CARD_CLASS)};
      var image = document.createElement('img');
      image.className = ${JSON.stringify(`${VIDEO_THUMB_CLASS} ${VIDEO_CARD_THUMB_EXTRA}`)};
      image.alt = '';
      image.setAttribute('fetchpriority', 'high');
      if (url.indexOf(${JSON.stringify(STORAGE_PUBLIC_PATH)}) !== -1) image.crossOrigin = 'anonymous';
      image.src = url;
      card.appendChild(image);
      list.replaceChild(card, spot);
      images.push(image);
    });
    return images;
  }`;
