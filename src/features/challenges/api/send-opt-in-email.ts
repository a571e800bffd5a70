import { invokeFunction } from '@/lib/api/functions';
import type { OptInRequest } from '../model/opt-in';

/** Part 1 §7: send-challenge-email stores the opt-in and mails the confirmation. */
export async function sendOptInEmail(request: OptInRequest, signal?: AbortSignal): Promise<void> {
  await invokeFunction('send-challenge-email', { ...request }, { signal });
}
