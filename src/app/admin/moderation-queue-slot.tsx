import { lazy } from 'react';
import { AdminGate } from '@/features/admin';
import { AdminOnlySlot } from './admin-only-slot';
import { loadModerationQueuePanel } from '@/features/moderation';

// The queue's code loads only for admins.
const ModerationQueuePanel = lazy(() => loadModerationQueuePanel());

/** The moderation queue (reported and pending videos) on the admin setup screen, for admins only. */
export function ModerationQueueSlot() {
  return (
    <AdminOnlySlot area="moderation queue">
      <ModerationQueuePanel guard={AdminGate} />
    </AdminOnlySlot>
  );
}
