import type { OutgoingMail } from '../mail/mailer.ts';
import { OTP_EXPIRY_SECONDS } from './tokens.ts';

const EXPIRY =
  OTP_EXPIRY_SECONDS % 3600 === 0
    ? `${OTP_EXPIRY_SECONDS / 3600} hour`
    : `${OTP_EXPIRY_SECONDS / 60} minutes`;

/**
 * The message sent after a signup while email confirmation is on and no Send Email hook is
 * configured. One link and no code: LaughLoop has nowhere to type a sign-up code.
 */
export function confirmationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your LaughLoop account',
    text: [
      'Welcome to LaughLoop!',
      '',
      'Confirm your email address to start recording, entering challenges and earning:',
      link,
      '',
      `The link expires in ${EXPIRY}. If you did not sign up for LaughLoop, ignore this email.`,
      '',
      '— The LaughLoop team',
    ].join('\n'),
  };
}

/** The message sent when someone asks to reset the account's password. */
export function recoveryMail(to: string, link: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your LaughLoop password',
    text: [
      'Someone asked to reset the password of your LaughLoop account.',
      '',
      'Choose a new password here:',
      link,
      '',
      `Or enter this code: ${code}`,
      '',
      `The link and the code expire in ${EXPIRY} and work once. If you did not ask for this, ignore this email; your password stays the same.`,
      '',
      '— The LaughLoop team',
    ].join('\n'),
  };
}
