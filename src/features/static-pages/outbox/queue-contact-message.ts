import { outbox } from '@/lib/outbox-port';
import { randomUuid } from '@/lib/random-uuid';
import type { ContactForm } from '../model/contact-validation';
import { SEND_CONTACT_MESSAGE, type SendContactPayload } from './send-contact-kind';

/** Queues a contact message through the outbox: sent now when online, later when not. */
export async function queueContactMessage(form: ContactForm): Promise<string> {
  const messageId = randomUuid();
  await outbox().enqueue<SendContactPayload>({
    id: messageId,
    kind: SEND_CONTACT_MESSAGE,
    payload: {
      messageId,
      name: form.name.trim(),
      email: form.email.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
      queuedAt: Date.now(),
    },
  });
  return messageId;
}
