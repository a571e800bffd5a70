import { ApiError } from '@/lib/api/api-error';
import { insertRow } from '@/lib/api/data-api';
import type { SendContactPayload } from '../outbox/send-contact-kind';

/**
 * Insert into contact_messages (the database checks the fields and limits how often one address
 * writes). With a session the message is the member's; without one it is a visitor's.
 */
export async function sendContactMessage(
  message: SendContactPayload,
  token: string | null,
  signal?: AbortSignal,
): Promise<void> {
  const row = {
    id: message.messageId,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  };
  try {
    await insertRow('contact_messages', row, { token, signal });
  } catch (error) {
    // 23505: an earlier attempt stored it and its answer was lost.
    if (error instanceof ApiError && error.code === '23505') return;
    throw error;
  }
}
