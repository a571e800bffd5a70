import { invokeFunction } from '@/lib/api/functions';

export interface PayoutAnswer {
  success: boolean;
  message: string;
}

export interface PayoutAsk {
  amount: number;
  /** Kept across retries of one request, so a lost answer never reserves the amount twice. */
  requestKey: string;
}

/** Part 1 §7 request-payout {amount} → {success, message}: the server holds every rule. */
export async function requestPayout({ amount, requestKey }: PayoutAsk): Promise<PayoutAnswer> {
  const answer = (await invokeFunction(
    'request-payout',
    { amount, requestKey },
    { requireSession: true },
  )) as {
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
