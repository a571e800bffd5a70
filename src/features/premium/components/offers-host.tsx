import { lazy, Suspense, useEffect } from 'react';
import { openAuthDialog, useAuthDialog } from '@/lib/auth-dialog';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';
import { offerToShow } from '../model/offer-rules';
import { hasSeen } from '../model/seen-flags';
import { closeOffer, useOfferStore } from '../status/offer-store';

// Loaded only when their moment comes (after the timers), never with the page.
const WelcomeModal = lazy(() => import('./welcome-modal'));
const FreePremiumModal = lazy(() => import('./free-premium-modal'));

/**
 * Shows at most one offer at a time, and none on top of the sign-in dialog (part 1 §4): the
 * welcome modal first, then the free-premium offer, for visitors only (not signed-in users).
 */
export function OffersHost() {
  const { showing, welcomeDue, freePremiumDue, freePremiumForced } = useOfferStore();
  const isPremium = usePremiumStatus((state) => state.isPremium);
  const premiumLoading = usePremiumStatus((state) => state.loading);
  const authDialogOpen = useAuthDialog((state) => state.open);
  const account = useSession((state) =>
    state.loading ? 'unknown' : state.user ? 'signed-in' : 'visitor',
  );

  const next = offerToShow({
    showing,
    welcomeDue,
    welcomeSeen: hasSeen('welcome'),
    freePremiumDue,
    freePremiumSeen: hasSeen('free-premium'),
    freePremiumForced,
    premium: { isPremium, loading: premiumLoading },
    otherDialogOpen: authDialogOpen,
    account,
  });

  useEffect(() => {
    if (next !== showing) useOfferStore.setState({ showing: next });
  }, [next, showing]);

  return (
    <Suspense fallback={null}>
      {showing === 'welcome' && (
        <WelcomeModal
          onClose={() => closeOffer('welcome')}
          onJoin={() => {
            closeOffer('welcome');
            openAuthDialog('signup');
          }}
        />
      )}
      {showing === 'free-premium' && (
        <FreePremiumModal onClose={() => closeOffer('free-premium')} />
      )}
    </Suspense>
  );
}
