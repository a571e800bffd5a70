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
 * The weekly challenge banner as index.html's first paint draws it, before the challenges feature
 * has read the current challenge (its empty state says the same words).
 */
export const CHALLENGE_SLOT = {
  heading: 'Weekly Challenge',
  text: 'A new comedy challenge every week, with prizes up to $500. Record a clip, enter it, and check back here for the current theme.',
  link: 'How challenges work',
  className: 'flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4',
  headingClassName: 'text-lg font-bold',
  textClassName: 'text-sm text-ink-muted',
  linkClassName: 'self-start font-semibold text-brand-soft hover:underline',
  /**
   * Decorative artwork (weekly-challenge.svg, small enough to travel inside the page and the
   * code), sized by its own width and height so nothing shifts.
   */
  art: {
    width: 640,
    height: 280,
    className: 'h-auto w-full rounded-xl',
  },
} as const;
