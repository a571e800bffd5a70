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

/** A failed checkout's words: a title, and a description when the message has one. */
export interface CheckoutFailureText {
  title: string;
  description?: string;
}

const ORDER_PAGE_FAILURE: CheckoutFailureText = {
  title: PREMIUM_MESSAGES.checkoutFailedTitle,
  description: PREMIUM_MESSAGES.checkoutFailed,
};

/**
 * Part 2 §4 Premium purchase: signed out opens the sign-in dialog; otherwise the plan's checkout
 * opens in a new tab (opened at the tap, see lib/checkout-tab). One request key per purchase, so a
 * retry after a lost answer gets the same checkout; a member who has Premium already is told so.
 * A refusal or a failed checkout ends the key: the next try is a new purchase. `failure`: what a
 * failed start says ('Error': 'Failed to start checkout process…'; the dashboard's variant is
 * 'Error starting subscription', part 2 §8). Until the stored session is restored (`ready`), a tap
 * would read a signed-in member as a visitor and ask them to sign in: the buttons wait instead.
 */
export function usePremiumCheckout(failure: CheckoutFailureText = ORDER_PAGE_FAILURE) {
  const signedIn = useSession((state) => state.user !== null);
  const ready = useSession((state) => !state.loading);
  const [pending, setPending] = useState<PremiumPlanType | null>(null);
  // One key per plan: a retry after a lost answer reuses it; any answer from the server ends it.
  const requestKeys = useRef(new Map<PremiumPlanType, string>());
  const keyFor = (planType: PremiumPlanType) => {
    const key = requestKeys.current.get(planType) ?? randomUuid();
    requestKeys.current.set(planType, key);
    return key;
  };

  const start = async (planType: PremiumPlanType) => {
    if (!ready) return;
    if (!signedIn) {
      openAuthDialog('signin', PREMIUM_MESSAGES.signInToBuy);
      return;
    }
    if (pending) return;
    const tab = openCheckoutTab();
    setPending(planType);
    try {
      showCheckout(tab, await createPremiumCheckout(planType, keyFor(planType)));
      requestKeys.current.delete(planType);
    } catch (error) {
      tab?.close();
      console.error('Starting the premium checkout failed', error);
      if (error instanceof ApiError) requestKeys.current.delete(planType);
      // 409: Premium is already active (another tab, a code): the page turns to Already Premium.
      if (error instanceof ApiError && error.status === 409) void refreshPremiumStatus(true);
      toast({ ...failure, variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };
  return { start, pending, ready };
}
