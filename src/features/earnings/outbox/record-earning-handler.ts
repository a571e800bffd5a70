import { withPageEffects } from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { earningKeys } from '../hooks/earning-keys';
import { sendRecordEarning } from './record-earning-send';

export { EARLY_WINDOW_MS } from './record-earning-send';

/** RECORD_EARNING in a page: the shared sender, then the earnings screens refetch a paid action. */
export const handleRecordEarning = withPageEffects(sendRecordEarning, {
  sent: (_job, outcome) => {
    if (outcome === 'confirmed') void appQueryClient().invalidateQueries({ queryKey: earningKeys.all });
  },
});
