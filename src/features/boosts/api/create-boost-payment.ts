import { invokeFunction } from '@/lib/api/functions';
import { currentReferral } from '@/lib/referral';
import type { BoostPlan } from '../model/boost-plans';
import type { BoostRequest } from '../model/order-selection';

export interface BoostCheckout {
  url: string;
  /** The catalogue video the order boosts (a pasted link resolved by the server). */
  videoId: string;
}

/**
 * Part 2 §7 create-video-boost-payment: {videoId, videoTitle, boostOption, priceId} → {url}, plus
 * the link of a pasted video, a key per purchase (a retry never orders twice) and the affiliate link
 * the buyer arrived through. The server prices the plan; the price sent is checked against its own.
 */
export async function createBoostPayment(
  request: BoostRequest,
  plan: BoostPlan,
  requestKey: string,
): Promise<BoostCheckout> {
  const answer = (await invokeFunction(
    'create-video-boost-payment',
    {
      ...request,
      boostOption: {
        days: plan.days,
        price: plan.price,
        label: plan.label,
        description: plan.description,
      },
      priceId: plan.priceId,
      requestKey,
      referral: currentReferral(),
    },
    { requireSession: true },
  )) as { url?: unknown; videoId?: unknown } | null;
  const url = typeof answer?.url === 'string' ? answer.url : '';
  if (!/^https?:\/\//.test(url)) throw new Error('No checkout page came back.');
  return { url, videoId: typeof answer?.videoId === 'string' ? answer.videoId : request.videoId };
}
