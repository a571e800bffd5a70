import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';

// Visitors (most first visits) never need the signed-in menu's code: it loads for members.
const SignedInMenu = lazy(() =>
  import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })),
);

const PLACEHOLDER = <span aria-hidden="true" className="inline-block h-11 w-20" />;

/**
 * The header's account slot: 'Sign in' when signed out, the account menu when signed in. While the
 * first session is unknown it keeps the button's space, so the header does not jump. The app may
 * add entries to the open menu (menuExtras).
 */
export function AccountMenu({ menuExtras }: { menuExtras?: ReactNode }) {
  const user = useSession((state) => state.user);
  const loading = useSession((state) => state.loading);
  if (loading) return PLACEHOLDER;
  if (!user) {
    return (
      <Button variant="secondary" className="px-3" onClick={() => openAuthDialog('signin')}>
        Sign in
      </Button>
    );
  }
  return (
    <Suspense fallback={PLACEHOLDER}>
      <SignedInMenu user={user} extras={menuExtras} />
    </Suspense>
  );
}
