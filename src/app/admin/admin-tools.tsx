import { PayoutQueueSlot } from '../earnings/payout-queue-slot';
import { ChallengesTool } from './challenges-tool';
import { ContactInboxSlot } from './contact-inbox-slot';
import { ModerationQueueSlot } from './moderation-queue-slot';

/**
 * The admin area's tools, gathered under Admin Setup for admins: weekly challenges, the contact
 * inbox, the moderation queue (reported and pending videos) and the payout queue. The Admin Setup panel shows them to admins only, and each sits
 * behind the admin gate; their code loads when they first show.
 */
export function AdminTools() {
  return (
    <>
      <ChallengesTool />
      <ContactInboxSlot />
      <ModerationQueueSlot />
      <PayoutQueueSlot />
    </>
  );
}
