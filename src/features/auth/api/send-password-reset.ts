import { invokeFunction } from '@/lib/api/functions';
import { env } from '@/lib/env';

/** Mails a password-reset link that returns to the configured site (design decision 8). */
export async function sendPasswordReset(email: string): Promise<void> {
  await invokeFunction('send-password-reset', {
    email,
    redirectUrl: `${env.siteUrl}/?password_reset=true`,
  });
}
