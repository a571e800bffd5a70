import { AccountMenu } from '@/features/auth/components/account-menu';
import { AuthDialogHost } from '@/features/auth/components/auth-dialog-host';
import { OffersHost } from '@/features/premium/components/offers-host';

/**
 * The header's account slot: the sign-in button or account menu, plus the modals that any page
 * may open (sign-in dialog, welcome and free-premium offers). They live inside the router, so the
 * reset dialog can send the user home.
 */
export function AccountSlot() {
  return (
    <>
      <AccountMenu />
      <AuthDialogHost />
      <OffersHost />
    </>
  );
}
