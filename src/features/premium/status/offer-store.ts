import { create } from 'zustand';
import { markSeen } from '../model/seen-flags';
import type { Offer } from '../model/offer-rules';

interface OfferStore {
  showing: Offer | null;
  welcomeDue: boolean;
  freePremiumDue: boolean;
  freePremiumForced: boolean;
}

/** What the offer timers and buttons have asked for; OffersHost decides what is shown. */
export const useOfferStore = create<OfferStore>(() => ({
  showing: null,
  welcomeDue: false,
  freePremiumDue: false,
  freePremiumForced: false,
}));

/** Opens the free-premium offer regardless of its seen flag (still never for Premium users). */
export function forceFreePremiumOffer(): void {
  useOfferStore.setState({ freePremiumForced: true });
}

/** Closing an offer, however it happens, remembers it on this device. */
export function closeOffer(offer: Offer): void {
  markSeen(offer);
  useOfferStore.setState((state) => ({
    showing: state.showing === offer ? null : state.showing,
    ...(offer === 'welcome'
      ? { welcomeDue: false }
      : { freePremiumDue: false, freePremiumForced: false }),
  }));
}
