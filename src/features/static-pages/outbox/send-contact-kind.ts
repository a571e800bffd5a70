/** The outbox kind of a contact-form message (handler: ./send-contact-handler.ts). */
export const SEND_CONTACT_MESSAGE = 'send-contact-message';
/** How the upload tray names an item of this kind. */
export const SEND_CONTACT_MESSAGE_LABEL = 'Message';

export interface SendContactPayload {
  /** The message's id: the outbox item's own UUID, so a replay never stores it twice. */
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  queuedAt: number;
}
