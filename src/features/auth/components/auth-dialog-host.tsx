import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '@/lib/auth-dialog';

const AuthDialog = lazy(() => import('./auth-dialog'));

/**
 * Mounts the sign-in dialog the first time any feature asks for it (openAuthDialog). Its code and
 * supabase-js load only then, so visitors who never sign in never download them.
 */
export function AuthDialogHost() {
  const open = useAuthDialog((state) => state.open);
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
