import { invokeFunction } from '@/lib/api/functions';
import { currentReferral } from '@/lib/referral';
import type { PremiumPlanType } from '../model/premium-plans';

/**
 * Part 2 §7 create-premium-checkout: {planType} → {url}, plus a key per purchase so a retry never
 * starts a second subscription, and the affiliate link the member arrived through (the server
 * attributes it within its 30 days).
 */
export async function createPremiumCheckout(
  planType: PremiumPlanType,
  requestKey: string,
): Promise<string> {
  const answer = (await invokeFunction(
    'create-premium-checkout',
    { planType, requestKey, referral: currentReferral() },
    { requireSession: true },
  )) as { url?: unknown } | null;
  const url = typeof answer?.url === 'string' ? answer.url : '';
  if (!/^https?:\/\//.test(url)) throw new Error('No checkout page came back.');
  return url;
}
