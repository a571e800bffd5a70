import { Page } from '@/components/page';
import { PayoutQueueSlot } from '../earnings/payout-queue-slot';

export function Component() {
  return (
    <Page
      title="Admin Setup"
      lead="Admin setup and the music library need accounts, which arrive first."
    >
      <PayoutQueueSlot />
    </Page>
  );
}
