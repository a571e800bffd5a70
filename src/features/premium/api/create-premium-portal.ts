import { invokeFunction } from '@/lib/api/functions';
import { PREMIUM_MESSAGES } from '../model/messages';

/** Part 2 §7 create-premium-portal: bearer session → {url} of the subscription portal. */
export async function createPremiumPortal(returnUrl: string): Promise<string> {
  const answer = (await invokeFunction(
    'create-premium-portal',
    { returnUrl },
    { requireSession: true },
  )) as { url?: unknown } | null;
  const url = typeof answer?.url === 'string' ? answer.url : '';
  if (!/^https?:\/\//.test(url)) throw new Error(PREMIUM_MESSAGES.portalCreateFailed);
  return url;
}
