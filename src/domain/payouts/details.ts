import { isStorableEmail } from '@/lib/email';
import { hasScriptMarkup } from '@/lib/safe-text';

// Part 2 §5 "Affiliate payout method": PayPal needs paypalEmail; bank needs account holder name,
// bank name, account number and routing number. Mirrors private.payout_details_valid (07_payouts.sql),
// so a form that passes here is not refused by the database. Members' payouts and affiliates share it.

export type PayoutMethodKind = 'paypal' | 'bank';

export interface PayoutDetails {
  paypalEmail?: string;
  accountHolderName?: string;
  bankName?: string;
  accountNumber?: string;
  routingNumber?: string;
}

export const PAYOUT_FIELDS: Record<PayoutMethodKind, readonly (keyof PayoutDetails)[]> = {
  paypal: ['paypalEmail'],
  bank: ['accountHolderName', 'bankName', 'accountNumber', 'routingNumber'],
};

const ACCOUNT_NUMBER = /^[A-Za-z0-9 -]{4,34}$/;
const ROUTING_NUMBER = /^[A-Za-z0-9 -]{4,20}$/;

/** private.is_clean_text counts characters (code points, as char_length does), not UTF-16 units. */
const characters = (value: string) => [...value].length;

const isName = (value: string) =>
  characters(value) >= 1 && characters(value) <= 100 && !hasScriptMarkup(value);

// The database's 1024-byte cap on the stored JSON needs no check here: valid fields (two names of
// at most 100 characters of up to 4 bytes, 34 + 20 for the numbers) come to under 950 bytes.

/** The details of `method` only, trimmed (what is sent and stored). */
export function cleanPayoutDetails(
  method: PayoutMethodKind,
  details: PayoutDetails,
): PayoutDetails {
  const cleaned: PayoutDetails = {};
  for (const field of PAYOUT_FIELDS[method]) cleaned[field] = (details[field] ?? '').trim();
  if (method === 'paypal') cleaned.paypalEmail = cleaned.paypalEmail?.toLowerCase();
  return cleaned;
}

/** Every field of the method typed in: until then the save button stays disabled (part 2 §5). */
export function payoutDetailsComplete(method: PayoutMethodKind, details: PayoutDetails): boolean {
  return PAYOUT_FIELDS[method].every((field) => (details[field] ?? '').trim() !== '');
}

/** What is wrong with the details, in words for the member, or null when they would be accepted. */
export function payoutDetailsProblem(
  method: PayoutMethodKind,
  details: PayoutDetails,
): string | null {
  const d = cleanPayoutDetails(method, details);
  if (method === 'paypal')
    return isStorableEmail(d.paypalEmail ?? '')
      ? null
      : 'Enter the email address of your PayPal account.';
  if (!isName(d.accountHolderName ?? ''))
    return 'Enter the account holder’s name (up to 100 characters).';
  if (!isName(d.bankName ?? '')) return 'Enter the bank’s name (up to 100 characters).';
  if (!ACCOUNT_NUMBER.test(d.accountNumber ?? ''))
    return 'The account number is 4 to 34 letters, digits, spaces or dashes.';
  if (!ROUTING_NUMBER.test(d.routingNumber ?? ''))
    return 'The routing number is 4 to 20 letters, digits, spaces or dashes.';
  return null;
}

/** One line naming where money goes, with all but the last 4 characters of a number hidden. */
export function describePayoutDetails(method: PayoutMethodKind, details: PayoutDetails): string {
  if (method === 'paypal') return `PayPal · ${details.paypalEmail ?? ''}`;
  const digits = (details.accountNumber ?? '').replace(/[\s-]/g, '');
  return `Bank · ${details.bankName ?? ''} ···· ${digits.slice(-4)}`;
}

/** Reads stored details (JSON from the database) keeping only string fields. */
export function parsePayoutDetails(value: unknown): PayoutDetails {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const details: PayoutDetails = {};
  for (const field of [...PAYOUT_FIELDS.paypal, ...PAYOUT_FIELDS.bank]) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === 'string') details[field] = entry;
  }
  return details;
}

export function isPayoutMethodKind(value: unknown): value is PayoutMethodKind {
  return value === 'paypal' || value === 'bank';
}
