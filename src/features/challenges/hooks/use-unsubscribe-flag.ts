import { unsubscribeChallengeEmails } from '../api/unsubscribe-challenge-emails';
import { useMailLinkFlag, type MailLinkState } from './use-mail-link-flag';

export type UnsubscribeState = MailLinkState;

/** Home's `?unsubscribe=<token>` flag (the link in every challenge mail). */
export function useUnsubscribeFlag(): UnsubscribeState {
  return useMailLinkFlag('unsubscribe', unsubscribeChallengeEmails);
}
