import { useRef, useState } from 'react';
import { toast } from '@/components/toast-store';
import { ApiError } from '@/lib/api/api-error';
import { openCheckoutTab, showCheckout } from '@/lib/checkout-tab';
import { randomUuid } from '@/lib/random-uuid';
import { useSession } from '@/lib/session';
import { createBoostPayment, type BoostCheckout } from '../api/create-boost-payment';
import type { BoostPlan } from '../model/boost-plans';
import { BOOST_MESSAGES } from '../model/messages';
import type { BoostRequest } from '../model/order-selection';
import { askSignInToBoost } from './ask-sign-in';

function tellFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) {
    toast({
      title: BOOST_MESSAGES.videoNotFoundTitle,
      description: BOOST_MESSAGES.videoNotFound,
      variant: 'destructive',
    });
    return;
  }
  toast({
    title: BOOST_MESSAGES.paymentFailedTitle,
    description: BOOST_MESSAGES.paymentFailed,
    variant: 'destructive',
  });
}

/**
 * Part 2 §4 Boost purchase: request a payment session and open its page in a new tab (opened at
 * the tap: see lib/checkout-tab). One request key per purchase: a retry after a lost answer reuses it (the server returns
 * the same checkout); once a checkout opened, the next purchase gets a new key.
 */
export function useStartCheckout(onOpened: (checkout: BoostCheckout) => void) {
  const signedIn = useSession((state) => state.user !== null);
  const [pending, setPending] = useState(false);
  const requestKey = useRef(randomUuid());

  const start = async (request: BoostRequest, plan: BoostPlan) => {
    if (!signedIn) {
      askSignInToBoost();
      return;
    }
    if (pending) return;
    const tab = openCheckoutTab();
    setPending(true);
    try {
      const checkout = await createBoostPayment(request, plan, requestKey.current);
      showCheckout(tab, checkout.url);
      requestKey.current = randomUuid();
      onOpened(checkout);
    } catch (error) {
      tab?.close();
      tellFailure(error);
    } finally {
      setPending(false);
    }
  };
  return { start, pending };
}
