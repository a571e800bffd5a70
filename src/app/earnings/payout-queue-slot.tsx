import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { useAdminSession } from '@/features/admin/hooks/use-admin-session';

// The queue's code loads only for admins.
const PayoutQueuePanel = lazy(
  () => import('@/features/earnings/admin/components/payout-queue-panel'),
);

/**
 * The admin payout queue on the admin setup screen, shown to admins only: opening the screen
 * checks the role (the admin session keeps that to once every 30 s), and an expired admin session
 * shows the gate's "Check again" instead of the queue.
 */
export function PayoutQueueSlot() {
  const { status, verify } = useAdminSession();
  useEffect(() => {
    void verify();
  }, [verify]);
  if (status !== 'admin' && status !== 'expired') return null;
  return (
    <ErrorBoundary area="payout queue">
      <Suspense fallback={null}>
        <PayoutQueuePanel guard={AdminGate} />
      </Suspense>
    </ErrorBoundary>
  );
}
