/** What the contact form tells the sender (support replies within 24 hours: part 2 §9). */
export const CONTACT_MESSAGES = {
  received: 'Message received',
  receivedDetail: 'Thanks — we usually reply within 24 hours.',
  queued: 'Message saved',
  queuedDetail: "You're offline: it will be sent as soon as you're back online.",
  notSent: 'Message not sent',
  tooMany: 'Too many messages. Please try again in an hour.',
  refused:
    'We could not accept this message. Remove any HTML or links in angle brackets and try again.',
  saveFailed: 'Your message could not be saved on this device. Please try again.',
} as const;
