import { lazy } from 'react';
import { AccountMenu, AuthDialogHost } from '@/features/auth';
import { OffersHost } from '@/features/premium';
import { loadAdminMenuLink } from '@/features/admin';
import { loadBlockedUsersMenuEntry } from '@/features/blocks';

// Loads (and asks about the admin role) only once the account menu is opened; if its code cannot
// load (offline), the menu simply has no Admin entry.
const AdminMenuLink = lazy(() =>
  loadAdminMenuLink().catch((error: unknown) => {
    console.warn('Could not load the Admin menu entry', error);
    return { default: () => null };
  }),
);
// The list of blocked members (issue 34 §3), loaded with the open menu too.
const BlockedUsersMenuEntry = lazy(() =>
  loadBlockedUsersMenuEntry().catch((error: unknown) => {
    console.warn('Could not load the Blocked Users entry', error);
    return { default: () => null };
  }),
);
const MENU_EXTRAS = (
  <>
    <BlockedUsersMenuEntry />
    <AdminMenuLink />
  </>
);

/**
 * The header's account slot: the sign-in button or account menu, plus the modals that any page
 * may open (sign-in dialog, welcome and free-premium offers). They live inside the router, so the
 * reset dialog can send the user home. The open menu lists blocked members, and admins find an
 * 'Admin' entry in it.
 */
export function AccountSlot() {
  return (
    <>
      <AccountMenu menuExtras={MENU_EXTRAS} />
      <AuthDialogHost />
      <OffersHost />
    </>
  );
}
