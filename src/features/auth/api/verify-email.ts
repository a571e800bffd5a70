import { invokeFunction } from '@/lib/api/functions';

/** Redeems the single-use token of a verification link (verify-email, part 1 §7). */
export async function verifyEmail(token: string, userId: string): Promise<void> {
  await invokeFunction('verify-email', { token, userId });
}
