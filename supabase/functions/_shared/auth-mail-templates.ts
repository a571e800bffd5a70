/**
 * The texts of the Supabase Auth messages LaughLoop's own flows do not send (send-email-hook):
 * magic links, invitations, address changes and re-authentication codes. Sign-up and password
 * reset use verificationMail and passwordResetMail of mail-templates.ts.
 */
import { lines, type MailContent, SIGN_OFF } from './mail-templates.ts';

export function magicLinkMail(link: string): MailContent {
  return {
    subject: 'Your LaughLoop sign-in link',
    text:
      lines(
        'Sign in to LaughLoop with this link:',
        link,
        '',
        'The link works once and expires soon. If you did not ask for it, ignore this email.',
      ) + SIGN_OFF,
  };
}

export function inviteMail(link: string): MailContent {
  return {
    subject: 'You are invited to LaughLoop',
    text:
      lines(
        'You have been invited to join LaughLoop.',
        '',
        'Accept the invitation and set up your account here:',
        link,
        '',
        'The link works once. If you were not expecting this, ignore this email.',
      ) + SIGN_OFF,
  };
}

export function emailChangeMail(newEmail: string, link: string): MailContent {
  return {
    subject: 'Confirm your new LaughLoop email',
    text:
      lines(
        `Confirm that your LaughLoop account should use ${newEmail} from now on:`,
        link,
        '',
        'The link works once. If you did not ask for this change, ignore this email.',
      ) + SIGN_OFF,
  };
}

/** Re-authentication has no link: the code is typed where it was asked for. */
export function reauthenticationMail(code: string): MailContent {
  return {
    subject: 'Your LaughLoop confirmation code',
    text:
      lines(
        `Your confirmation code is ${code}.`,
        '',
        'Enter it where LaughLoop asked for it. If you did not ask for a code, ignore this email.',
      ) + SIGN_OFF,
  };
}
