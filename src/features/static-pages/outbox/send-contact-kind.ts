/** The kind's name and the tray's label live with every kind in src/domain/outbox-kinds. */
export { SEND_CONTACT_MESSAGE, SEND_CONTACT_MESSAGE_LABEL } from '@/domain/outbox-kinds';

export interface SendContactPayload {
  /** The message's id: the outbox item's own UUID, so a replay never stores it twice. */
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  queuedAt: number;
}
