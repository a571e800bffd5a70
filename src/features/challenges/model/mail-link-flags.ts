/**
 * The query flags of the links a challenge mail carries (send-challenge-email writes them):
 * home reads them. No imports, so home's first chunk can check for them at no cost.
 */
export const MAIL_LINK_FLAGS = {
  /** The opt-in's confirmation (double opt-in). */
  confirm: 'confirm_challenge_emails',
  unsubscribe: 'unsubscribe',
} as const;

export type MailLinkKind = keyof typeof MAIL_LINK_FLAGS;
