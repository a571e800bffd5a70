import { invokeFunction } from '@/lib/api/functions';

export interface PayoutAnswer {
  success: boolean;
  message: string;
}

/** Part 1 §7 request-payout {amount} → {success, message}: the server holds every rule. */
export async function requestPayout(amount: number): Promise<PayoutAnswer> {
  const answer = (await invokeFunction('request-payout', { amount }, { requireSession: true })) as {
    success?: unknown;
    message?: unknown;
  } | null;
  if (typeof answer?.success !== 'boolean')
    throw new Error('Unexpected answer from request-payout.');
  return {
    success: answer.success,
    message: typeof answer.message === 'string' ? answer.message : '',
  };
}
