import { callFunction } from '@/lib/api/data-api';
import type { OptInRequest } from '../model/opt-in';

/** Part 1 §7: send-challenge-email stores the opt-in and mails the confirmation. */
export async function sendOptInEmail(
  request: OptInRequest,
  token: string | null,
  signal?: AbortSignal,
): Promise<void> {
  await callFunction('send-challenge-email', { ...request }, { token, signal });
}
