import { invokeFunction } from '@/lib/api/functions';

/** Part 1 §7: send-free-premium-code {email, name}; the code travels by e-mail only. */
export async function requestFreeCode(email: string, name: string): Promise<void> {
  await invokeFunction('send-free-premium-code', { email, name });
}
