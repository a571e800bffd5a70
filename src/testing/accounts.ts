import type { User } from '@supabase/supabase-js';
import { useAuthDialog } from '@/lib/auth-dialog';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';

/** A signed-in user as supabase-js describes one, for component tests. */
export function testUser(fullName = 'Ada Lovelace'): User {
  return {
    id: '3f2a9c1e-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    app_metadata: {},
    user_metadata: { full_name: fullName },
    aud: 'authenticated',
    created_at: '2026-11-20T10:00:00Z',
  };
}

/** A visitor: the session is known to be empty, and so not Premium. */
export function signedOut(): void {
  useSession.setState({ session: null, user: null, loading: false });
  usePremiumStatus.setState({ isPremium: false, loading: false });
}

/** A signed-in user whose Premium check has answered `premium`. */
export function signedIn(premium: boolean, user: User = testUser()): User {
  useSession.setState({ session: null, user, loading: false });
  usePremiumStatus.setState({ isPremium: premium, loading: false });
  return user;
}

/** Puts the session, Premium and sign-in dialog stores back as the app starts them. */
export function resetAccountStores(): void {
  useSession.setState(useSession.getInitialState(), true);
  usePremiumStatus.setState(usePremiumStatus.getInitialState(), true);
  useAuthDialog.setState(useAuthDialog.getInitialState(), true);
}
