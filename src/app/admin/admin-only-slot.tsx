import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useAdminSession } from '@/features/admin';

/**
 * A lazily loaded admin panel on the admin setup screen, shown to admins only: opening the screen
 * checks the role (the admin session keeps that to once every 30 s), and an expired admin session
 * still shows the panel, whose gate offers "Check again".
 */
export function AdminOnlySlot({ area, children }: { area: string; children: ReactNode }) {
  const { status, verify } = useAdminSession();
  useEffect(() => {
    void verify();
  }, [verify]);
  if (status !== 'admin' && status !== 'expired') return null;
  return (
    <ErrorBoundary area={area}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
