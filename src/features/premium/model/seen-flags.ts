import { FREE_PREMIUM_SEEN_KEY, WELCOME_SEEN_KEY, type Offer } from './offer-rules';

const KEYS: Record<Offer, string> = {
  welcome: WELCOME_SEEN_KEY,
  'free-premium': FREE_PREMIUM_SEEN_KEY,
};

/** Whether the offer was closed before on this device. Blocked storage counts as seen. */
export function hasSeen(offer: Offer): boolean {
  try {
    return localStorage.getItem(KEYS[offer]) !== null;
  } catch {
    // Private modes that refuse storage would otherwise show the offer on every visit.
    return true;
  }
}

export function markSeen(offer: Offer): void {
  try {
    localStorage.setItem(KEYS[offer], 'true');
  } catch {
    // Nothing to remember it in; hasSeen already treats such browsers as having seen it.
  }
}
