import { invokeFunction } from '@/lib/api/functions';
import { env } from '@/lib/env';
import { randomUuid } from '@/lib/random-uuid';

/**
 * Asks for the verification e-mail (part 1 §7). The server makes its own single-use token and
 * ignores the one sent here (design decision 7); the body keeps the spec's shape.
 */
export async function sendVerificationEmail(email: string): Promise<void> {
  await invokeFunction('send-verification-email', {
    email,
    verificationToken: randomUuid(),
    redirectUrl: `${env.siteUrl}/?verified=true`,
  });
}
