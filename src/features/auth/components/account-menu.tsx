import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';

// Visitors (most first visits) never need the signed-in menu's code: it loads for members.
const SignedInMenu = lazy(() =>
  import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })),
);

const PLACEHOLDER = <span aria-hidden="true" className="inline-block size-11 sm:w-20" />;

const SignInIcon = () => (
  <Icon className="size-6 sm:hidden">
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />
  </Icon>
);

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
      // A square icon on phones, where the words do not fit the header; the words from sm up.
      // The icon is wider than the square's padding leaves, and the flex centring centres it.
      <Button
        variant="secondary"
        aria-label="Sign in"
        className="size-11 sm:w-auto"
        onClick={() => openAuthDialog('signin')}
      >
        <SignInIcon />
        <span className="hidden sm:inline">Sign in</span>
      </Button>
    );
  }
  return (
    <Suspense fallback={PLACEHOLDER}>
      <SignedInMenu user={user} extras={menuExtras} />
    </Suspense>
  );
}
