import { describe, expect, it } from 'vitest';
import { nextCarouselIndex, offerToShow, type OfferSituation } from './offer-rules';

const base: OfferSituation = {
  showing: null,
  welcomeDue: false,
  welcomeSeen: false,
  freePremiumDue: false,
  freePremiumSeen: false,
  freePremiumForced: false,
  premium: { isPremium: false, loading: false },
  otherDialogOpen: false,
  account: 'visitor',
};

describe('offerToShow (part 1 §4)', () => {
  it('shows nothing before the timers', () => {
    expect(offerToShow(base)).toBeNull();
  });

  it('shows the welcome first and holds the free offer back until it closes', () => {
    expect(offerToShow({ ...base, welcomeDue: true, freePremiumDue: true })).toBe('welcome');
    expect(offerToShow({ ...base, showing: 'welcome', freePremiumDue: true })).toBe('welcome');
    expect(
      offerToShow({ ...base, welcomeDue: true, welcomeSeen: true, freePremiumDue: true }),
    ).toBe('free-premium');
  });

  it('never opens an offer over another dialog', () => {
    expect(offerToShow({ ...base, welcomeDue: true, otherDialogOpen: true })).toBeNull();
    expect(offerToShow({ ...base, freePremiumForced: true, otherDialogOpen: true })).toBeNull();
  });

  it('keeps the free offer from Premium users and waits for the check', () => {
    const due = { ...base, freePremiumDue: true };
    expect(offerToShow({ ...due, premium: { isPremium: false, loading: true } })).toBeNull();
    expect(offerToShow({ ...due, premium: { isPremium: true, loading: false } })).toBeNull();
    expect(
      offerToShow({
        ...due,
        showing: 'free-premium',
        premium: { isPremium: true, loading: false },
      }),
    ).toBeNull();
  });

  it('respects the seen flag unless the offer is forced open', () => {
    expect(offerToShow({ ...base, freePremiumDue: true, freePremiumSeen: true })).toBeNull();
    expect(offerToShow({ ...base, freePremiumForced: true, freePremiumSeen: true })).toBe(
      'free-premium',
    );
  });

  it('greets visitors only: no first-visit offer for a signed-in user, none while the session loads', () => {
    const due = { ...base, welcomeDue: true, freePremiumDue: true };
    expect(offerToShow({ ...due, account: 'signed-in' })).toBeNull();
    expect(offerToShow({ ...due, account: 'unknown' })).toBeNull();
    expect(offerToShow({ ...due, welcomeSeen: true, account: 'signed-in' })).toBeNull();
    // Asked for explicitly (a link or a button), the free offer still opens for a non-member.
    expect(offerToShow({ ...base, freePremiumForced: true, account: 'signed-in' })).toBe(
      'free-premium',
    );
  });

  it('rotates the carousel over its 4 items', () => {
    expect([0, 1, 2, 3].map((index) => nextCarouselIndex(index, 4))).toEqual([1, 2, 3, 0]);
  });
});
