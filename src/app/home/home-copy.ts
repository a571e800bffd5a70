/**
 * The home page's heading and lead. Also painted by index.html before the app's code runs
 * (scripts/vite-first-paint.ts), so the two never disagree.
 */
export const HOME_TITLE = 'Laugh. Record. Win.';
export const HOME_LEAD =
  'Funny short videos, a new comedy challenge every week with prizes up to $500, and rewards for Premium members — even on a bad connection.';
