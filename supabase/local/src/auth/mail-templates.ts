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

/** POST /otp for a confirmed address: a sign-in link and the same sign-in as a typed code. */
export function magicLinkMail(to: string, link: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Your LaughLoop sign-in link',
    text: [
      'Sign in to LaughLoop with this link:',
      link,
      '',
      `Or enter this code: ${code}`,
      '',
      `The link and the code expire in ${EXPIRY} and work once. If you did not ask to sign in, ignore this email.`,
      '',
      '— The LaughLoop team',
    ].join('\n'),
  };
}

/** POST /invite: the link signs the invited person in, and the app asks them for a password. */
export function inviteMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'You have been invited to LaughLoop',
    text: [
      'You have been invited to join LaughLoop.',
      '',
      'Accept the invitation and choose a password here:',
      link,
      '',
      `The link expires in ${EXPIRY} and works once. If you did not expect this, ignore this email.`,
      '',
      '— The LaughLoop team',
    ].join('\n'),
  };
}

/** GET /reauthenticate: the code (nonce) a signed-in person confirms a sensitive change with. */
export function reauthenticationMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm it is you',
    text: [
      'Enter this code to confirm a change to your LaughLoop account:',
      code,
      '',
      `The code expires in ${EXPIRY} and works once. If you did not ask for it, someone may know your password: change it.`,
      '',
      '— The LaughLoop team',
    ].join('\n'),
  };
}
