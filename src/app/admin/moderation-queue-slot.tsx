import { lazy } from 'react';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { AdminOnlySlot } from './admin-only-slot';

// The queue's code loads only for admins.
const ModerationQueuePanel = lazy(
  () => import('@/features/moderation/components/moderation-queue-panel'),
);

/** The moderation queue (reported and pending videos) on the admin setup screen, for admins only. */
export function ModerationQueueSlot() {
  return (
    <AdminOnlySlot area="moderation queue">
      <ModerationQueuePanel guard={AdminGate} />
    </AdminOnlySlot>
  );
}
