import { confirmChallengeEmails } from '../api/confirm-challenge-emails';
import { useMailLinkFlag, type MailLinkState } from './use-mail-link-flag';

/** Home's `?confirm_challenge_emails=<token>` flag: the opt-in mail's confirmation link. */
export function useConfirmFlag(): MailLinkState {
  return useMailLinkFlag('confirm', confirmChallengeEmails);
}
