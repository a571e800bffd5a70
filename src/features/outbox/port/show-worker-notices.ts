import { toast } from '@/components/toast-store';
import { takeNotices } from '../data/notices';

/**
 * Shows what the service worker kept while no page was open (a video it posted, how its
 * challenge entry went, a comment or like it could not send). Called by the app when the outbox
 * starts with something marked waiting, which is how a page finds the worker has been sending.
 */
export async function showWorkerNotices(): Promise<void> {
  for (const notice of await takeNotices()) toast(notice);
}
