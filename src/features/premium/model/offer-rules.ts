/** Part 1 §4 and §9: offer timings and their local-storage flags. */
export const WELCOME_DELAY_MS = 1_000;
export const WELCOME_CAROUSEL_INTERVAL_MS = 3_000;
export const FREE_PREMIUM_DELAY_MS = 4_000;
export const WELCOME_SEEN_KEY = 'welcome-seen';
export const FREE_PREMIUM_SEEN_KEY = 'free-premium-seen';

/** Part 1 §1 and §9: the free offer. */
export const FREE_PREMIUM_MONTHS = 2;
export const FREE_PREMIUM_WORTH = '$29.98';

export type Offer = 'welcome' | 'free-premium';

export interface OfferSituation {
  /** The offer on screen now, if any. */
  showing: Offer | null;
  /** The welcome timer has fired on the home page. */
  welcomeDue: boolean;
  welcomeSeen: boolean;
  freePremiumDue: boolean;
  freePremiumSeen: boolean;
  /** Something asked for the free-premium offer explicitly. */
  freePremiumForced: boolean;
  premium: { isPremium: boolean; loading: boolean };
  /** Another modal (such as sign-in) is open: offers never stack on top of it. */
  otherDialogOpen: boolean;
  /** Who is here: first-visit offers are for visitors; 'unknown' while the session loads. */
  account: 'unknown' | 'visitor' | 'signed-in';
}

/**
 * Which offer to show. An offer on screen stays until it is closed (the free one also goes away
 * when the user turns out to be Premium); a due welcome goes first and holds the free offer back;
 * the free offer waits for the Premium check and is never shown to Premium users. Only visitors
 * get the first-visit offers; an explicit request for the free offer works for anyone not Premium.
 */
export function offerToShow(situation: OfferSituation): Offer | null {
  const { premium } = situation;
  const freeAllowed = !premium.loading && !premium.isPremium;
  if (situation.showing === 'welcome') return 'welcome';
  if (situation.showing === 'free-premium') return premium.isPremium ? null : 'free-premium';
  if (situation.otherDialogOpen) return null;
  // First-visit offers greet visitors; someone already signed in has an account (issue 20 item 3).
  const visitor = situation.account === 'visitor';
  if (visitor && situation.welcomeDue && !situation.welcomeSeen) return 'welcome';
  const freeWanted =
    situation.freePremiumForced ||
    (visitor && situation.freePremiumDue && !situation.freePremiumSeen);
  return freeWanted && freeAllowed ? 'free-premium' : null;
}

/** The carousel item after `index` (4 items, part 1 §9). */
export function nextCarouselIndex(index: number, count: number): number {
  return (index + 1) % count;
}
