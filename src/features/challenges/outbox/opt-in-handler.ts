import { isRefusal } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxHandler } from '@/lib/outbox-port';
import { sendOptInEmail } from '../api/send-opt-in-email';
import { OPT_IN_COPY, parseOptInRequest } from '../model/opt-in';

/**
 * Sends an opt-in queued while offline (CHALLENGE_OPT_IN), from a page or the service worker. The function stores one row per
 * address, so a replay after a lost answer only sends the confirmation again. A refusal (bad
 * address, too many mails) stops the item and says why; network failures and 5xx are thrown for
 * the outbox to retry.
 */
export const handleChallengeOptIn: OutboxHandler = async (job, ctx) => {
  const request = parseOptInRequest(job.payload);
  if (!request) throw new PermanentOutboxError('This sign-up could not be read.');
  try {
    await sendOptInEmail(request, await ctx.accessToken(), ctx.signal);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    ctx.notify({ title: OPT_IN_COPY.failureTitle, description: error.message, variant: 'destructive' });
    throw new PermanentOutboxError(error.message);
  }
  ctx.notify({
    title: OPT_IN_COPY.successTitle,
    description: OPT_IN_COPY.successMessage,
    variant: 'success',
  });
};
