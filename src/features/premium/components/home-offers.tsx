import { useEffect } from 'react';
import { FREE_PREMIUM_DELAY_MS, WELCOME_DELAY_MS } from '../model/offer-rules';
import { hasSeen } from '../model/seen-flags';
import { useOfferStore } from '../status/offer-store';

/**
 * The home page's offer timers (part 1 §4): the welcome modal 1 s after load and the free-premium
 * offer after 4 s, each only while its seen flag is absent. Leaving the page cancels them.
 */
export function HomeOffers() {
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (!hasSeen('welcome')) {
      timers.push(setTimeout(() => useOfferStore.setState({ welcomeDue: true }), WELCOME_DELAY_MS));
    }
    if (!hasSeen('free-premium')) {
      timers.push(
        setTimeout(() => useOfferStore.setState({ freePremiumDue: true }), FREE_PREMIUM_DELAY_MS),
      );
    }
    return () => {
      timers.forEach(clearTimeout);
      useOfferStore.setState({ welcomeDue: false, freePremiumDue: false });
    };
  }, []);
  return null;
}
