import { isEmail } from '@/lib/email';
import { MAIL_LINK_FLAGS, type MailLinkKind } from './mail-link-flags';
import { SERVER_RULES } from '@/lib/server-rules';

/** The name limit of send-challenge-email (and the opt-in table). */
export const OPT_IN_NAME_MAX: number = SERVER_RULES.textLimits.challengeOptInName;

export const OPT_IN_COPY = {
  heading: 'Never miss a challenge',
  lead: 'Get an email when a new weekly challenge starts and when winners are announced.',
  emailLabel: 'Email',
  nameLabel: 'Name (optional)',
  submit: 'Notify me',
  sending: 'Sending…',
  /** Double opt-in: nothing is subscribed until the mailed link is opened. */
  successTitle: 'Check your inbox',
  successMessage:
    'We sent you a confirmation email. Open the link in it to start getting challenge emails: until you do, we send you nothing.',
  queuedTitle: 'Saved on this device',
  queuedMessage:
    'You’re offline. We’ll send your confirmation email as soon as you’re back online; open its link to start getting challenge emails.',
  offlineTitle: 'You’re offline',
  offlineMessage: 'Connect to the internet and try again. Your details are still in the form.',
  /** Part 1 §8: the opt-in failure title, followed by the error's own message. */
  failureTitle: 'Unable to send email',
  invalidEmail: 'Please enter a valid email address.',
  nameTooLong: `Please keep your name under ${OPT_IN_NAME_MAX + 1} characters.`,
} as const;

export interface OptInRequest {
  type: 'opt_in_confirmation';
  email: string;
  name?: string;
}

export type OptInCheck = { ok: true; request: OptInRequest } | { ok: false; message: string };

/** The form's fields checked and turned into the function's body (part 1 §7). */
export function checkOptIn(email: string, name: string): OptInCheck {
  const address = email.trim();
  if (!isEmail(address)) return { ok: false, message: OPT_IN_COPY.invalidEmail };
  const given = name.trim();
  if (given.length > OPT_IN_NAME_MAX) return { ok: false, message: OPT_IN_COPY.nameTooLong };
  const request: OptInRequest = { type: 'opt_in_confirmation', email: address };
  if (given !== '') request.name = given;
  return { ok: true, request };
}

/** Reads a queued body back (the outbox keeps it as plain JSON). */
export function parseOptInRequest(payload: unknown): OptInRequest | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { type, email, name } = payload as Record<string, unknown>;
  if (type !== 'opt_in_confirmation' || typeof email !== 'string') return null;
  if (name !== undefined && typeof name !== 'string') return null;
  return name === undefined ? { type, email } : { type, email, name };
}

/** A mail link's token (`/?<flag>=<64 hex>`), or null when the flag is absent or malformed. */
export function mailLinkToken(search: string, kind: MailLinkKind): string | null {
  const token = new URLSearchParams(search).get(MAIL_LINK_FLAGS[kind]);
  return token !== null && /^[0-9a-f]{64}$/.test(token) ? token : null;
}

/** The unsubscribe link's token (`/?unsubscribe=<64 hex>`). */
export function unsubscribeToken(search: string): string | null {
  return mailLinkToken(search, 'unsubscribe');
}

/** The confirmation link's token (`/?confirm_challenge_emails=<64 hex>`): double opt-in. */
export function confirmToken(search: string): string | null {
  return mailLinkToken(search, 'confirm');
}
