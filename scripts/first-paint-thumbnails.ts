import { FEED_SLOT } from '../src/app/first-paint/first-paint-flags.ts';
import {
  VIDEO_CARD_CLASS,
  VIDEO_CARD_THUMB_EXTRA,
  VIDEO_SKELETON_GRID,
  VIDEO_THUMB_CLASS,
} from '../src/features/videos/components/latest-section-look.ts';
import { STORAGE_PUBLIC_PATH } from '../src/features/videos/model/thumbnail-cors.ts';

/** The first row of the grid on a phone: what is on screen before anyone scrolls. */
export const FIRST_PAINT_THUMBNAILS = 2;

/**
 * Browser code (ES5, inline in index.html) that puts the first feed rows' thumbnails into the
 * prerendered page `slot`'s skeleton grid (the app's own VideoGridSkeleton), in cards as big as
 * the app's, so they show before the app's code has run. `rows` is the feed's JSON. Storage
 * thumbnails ask with CORS as the app's <img> does, or the browser would download them twice.
 * Returns the images it put in.
 */
export const FILL_FIRST_THUMBNAILS = `function fillFirstThumbnails(rows, slot) {
    var list = document.querySelector('[${FEED_SLOT}="' + slot + '"] [${VIDEO_SKELETON_GRID}]');
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
