import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { useAdminSession } from '@/features/admin/hooks/use-admin-session';

// The queue's code loads only for admins.
const ModerationQueuePanel = lazy(
  () => import('@/features/moderation/components/moderation-queue-panel'),
);

/**
 * The moderation queue (reported and pending videos) on the admin setup screen, for admins only,
 * behind the admin gate like the payout queue.
 */
export function ModerationQueueSlot() {
  const { status, verify } = useAdminSession();
  useEffect(() => {
    void verify();
  }, [verify]);
  if (status !== 'admin' && status !== 'expired') return null;
  return (
    <ErrorBoundary area="moderation queue">
      <Suspense fallback={null}>
        <ModerationQueuePanel guard={AdminGate} />
      </Suspense>
    </ErrorBoundary>
  );
}
