import { useState } from 'react';
import { toast } from '@/components/toast-store';
import { openCheckoutTab, showCheckout } from '@/lib/checkout-tab';
import { createPremiumPortal } from '../api/create-premium-portal';
import { portalFailure } from '../model/portal-failure';

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
      showCheckout(tab, await createPremiumPortal());
    } catch (error) {
      tab?.close();
      console.error('Opening the billing portal failed', error);
      toast({ ...portalFailure(error), variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  };
  return { open, opening };
}
