import { ApiError, isRefusal } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxHandler } from '@/lib/outbox-port';
import { CONTACT_MESSAGES } from '../model/contact-messages';
import { sendContactMessage } from '../api/send-contact-message';
import type { SendContactPayload } from './send-contact-kind';

function parsePayload(payload: unknown): SendContactPayload | null {
  const p = (payload ?? {}) as Record<string, unknown>;
  const texts = ['messageId', 'name', 'email', 'subject', 'message'] as const;
  if (texts.some((field) => typeof p[field] !== 'string') || typeof p.queuedAt !== 'number')
    return null;
  return {
    messageId: p.messageId as string,
    name: p.name as string,
    email: p.email as string,
    subject: p.subject as string,
    message: p.message as string,
    queuedAt: p.queuedAt,
  };
}

/**
 * Stores one queued contact message (SEND_CONTACT_MESSAGE), from a page or the service worker,
 * and says it was received. A refusal
 * (too many messages, text the database will not keep) stops it with the reason; network
 * failures and 5xx are thrown for the outbox to retry.
 */
export const handleSendContactMessage: OutboxHandler = async (job, ctx) => {
  const payload = parsePayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This message could not be read.');
  try {
    await sendContactMessage(payload, await ctx.accessToken(), ctx.signal);
  } catch (error) {
    // The rate limit is the sender's answer, not a passing fault: retrying would only deliver the
    // message an hour later without a word.
    const limited = error instanceof ApiError && error.status === 429;
    if (!limited && !isRefusal(error)) throw error;
    const reason = limited ? CONTACT_MESSAGES.tooMany : CONTACT_MESSAGES.refused;
    ctx.notify({ title: CONTACT_MESSAGES.notSent, description: reason, variant: 'destructive' });
    throw new PermanentOutboxError(reason);
  }
  ctx.notify({
    title: CONTACT_MESSAGES.received,
    description: CONTACT_MESSAGES.receivedDetail,
    variant: 'success',
  });
};
