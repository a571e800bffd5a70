import { Button } from '@/components/button';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { SignedInMenu } from './signed-in-menu';

/**
 * The header's account slot: 'Sign in' when signed out, the account menu when signed in. While the
 * first session is unknown it keeps the button's space, so the header does not jump.
 */
export function AccountMenu() {
  const user = useSession((state) => state.user);
  const loading = useSession((state) => state.loading);
  if (loading) return <span aria-hidden="true" className="inline-block h-11 w-20" />;
  if (!user) {
    return (
      <Button variant="secondary" className="px-3" onClick={() => openAuthDialog('signin')}>
        Sign in
      </Button>
    );
  }
  return <SignedInMenu user={user} />;
}
