import { useState } from 'react';
import { toast } from '@/components/toast-store';
import { ApiError, SessionRequiredError } from '@/lib/api/api-error';
import { openCheckoutTab, showCheckout } from '@/lib/checkout-tab';
import { createPremiumPortal } from '../api/create-premium-portal';
import { PREMIUM_MESSAGES } from '../model/messages';

/** Part 2 §8's portal messages: who failed decides which one the member reads. */
function failureOf(error: unknown): { title: string; description: string } {
  if (error instanceof SessionRequiredError || (error instanceof ApiError && error.status === 401))
    return { title: PREMIUM_MESSAGES.portalAuthTitle, description: PREMIUM_MESSAGES.portalAuth };
  if (error instanceof ApiError && error.status >= 500)
    return {
      title: PREMIUM_MESSAGES.serviceErrorTitle,
      description: PREMIUM_MESSAGES.serviceError,
    };
  if (error instanceof ApiError)
    return {
      title: PREMIUM_MESSAGES.portalErrorTitle,
      description: error.message || PREMIUM_MESSAGES.portalCreateFailed,
    };
  return { title: PREMIUM_MESSAGES.portalErrorTitle, description: PREMIUM_MESSAGES.portalError };
}

/**
 * Manage Subscription (part 2 §7): the billing portal opens in a new tab, where the member cancels,
 * resumes or switches plans. Every failure of part 2 §8 is told as a toast.
 */
export function usePortal() {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    if (opening) return;
    const tab = openCheckoutTab();
    setOpening(true);
    try {
      showCheckout(tab, await createPremiumPortal(`${window.location.origin}/premium-dashboard`));
    } catch (error) {
      tab?.close();
      console.error(PREMIUM_MESSAGES.portalFailed, error);
      toast({ ...failureOf(error), variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  };
  return { open, opening };
}
