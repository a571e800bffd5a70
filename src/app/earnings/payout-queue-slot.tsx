import { lazy } from 'react';
import { AdminGate } from '@/features/admin';
import { loadPayoutQueuePanel } from '@/features/earnings';
import { AdminOnlySlot } from '../admin/admin-only-slot';

// The queue's code loads only for admins.
const PayoutQueuePanel = lazy(loadPayoutQueuePanel);

/** The admin payout queue on the admin setup screen, for admins only. */
export function PayoutQueueSlot() {
  return (
    <AdminOnlySlot area="payout queue">
      <PayoutQueuePanel guard={AdminGate} />
    </AdminOnlySlot>
  );
}
