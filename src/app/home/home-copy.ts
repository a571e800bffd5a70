/**
 * The home page's words (and the challenge slot's look). Also painted by index.html before the
 * app's code runs (scripts/first-paint-home.ts), so the two never disagree.
 */
export const HOME_TITLE = 'Laugh. Record. Win.';
export const HOME_LEAD =
  'Funny short videos, a new comedy challenge every week with prizes up to $500, and rewards for Premium members — even on a bad connection.';

export const RECORD_CTA = 'Record a video';
export const HOME_ACTIONS_CLASS = 'flex flex-wrap gap-2';

/**
 * The weekly challenge banner's artwork (weekly-challenge.svg, small enough to travel inside the
 * page and the code), drawn by index.html's first paint and by the app until a challenge with its
 * own image is known. Sized by its own width and height so nothing shifts.
 */
export const CHALLENGE_ART = { width: 640, height: 280 } as const;
