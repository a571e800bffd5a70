import { invokeFunction } from '@/lib/api/functions';
import { PREMIUM_MESSAGES } from '../model/messages';

/** Part 2 §7 create-premium-portal: bearer session → {url} of the subscription portal. */
export async function createPremiumPortal(): Promise<string> {
  // No return address: the server's default (SITE_URL/premium-dashboard) is right on every origin.
  const answer = (await invokeFunction('create-premium-portal', {}, { requireSession: true })) as {
    url?: unknown;
  } | null;
  const url = typeof answer?.url === 'string' ? answer.url : '';
  if (!/^https?:\/\//.test(url)) throw new Error(PREMIUM_MESSAGES.portalCreateFailed);
  return url;
}
