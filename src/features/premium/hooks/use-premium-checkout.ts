import { useRef, useState } from 'react';
import { toast } from '@/components/toast-store';
import { ApiError } from '@/lib/api/api-error';
import { openAuthDialog } from '@/lib/auth-dialog';
import { openCheckoutTab, showCheckout } from '@/lib/checkout-tab';
import { randomUuid } from '@/lib/random-uuid';
import { useSession } from '@/lib/session';
import { createPremiumCheckout } from '../api/create-premium-checkout';
import { PREMIUM_MESSAGES } from '../model/messages';
import type { PremiumPlanType } from '../model/premium-plans';
import { refreshPremiumStatus } from '../status/premium-status-sync';

/**
 * Part 2 §4 Premium purchase: signed out opens the sign-in dialog; otherwise the plan's checkout
 * opens in a new tab (opened at the tap, see lib/checkout-tab). One request key per purchase, so a
 * retry after a lost answer gets the same checkout; a member who has Premium already is told so.
 */
export function usePremiumCheckout(failureMessage: string = PREMIUM_MESSAGES.checkoutFailed) {
  const signedIn = useSession((state) => state.user !== null);
  const [pending, setPending] = useState<PremiumPlanType | null>(null);
  const requestKey = useRef(randomUuid());

  const start = async (planType: PremiumPlanType) => {
    if (!signedIn) {
      openAuthDialog('signin', PREMIUM_MESSAGES.signInToBuy);
      return;
    }
    if (pending) return;
    const tab = openCheckoutTab();
    setPending(planType);
    try {
      showCheckout(tab, await createPremiumCheckout(planType, requestKey.current));
      requestKey.current = randomUuid();
    } catch (error) {
      tab?.close();
      console.error('Starting the premium checkout failed', error);
      // 409: Premium is already active (another tab, a code): the page turns to Already Premium.
      if (error instanceof ApiError && error.status === 409) void refreshPremiumStatus(true);
      toast({
        title: PREMIUM_MESSAGES.checkoutFailedTitle,
        description: failureMessage,
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };
  return { start, pending };
}
