import { hasScriptMarkup } from '@/lib/safe-text';
import { parseHttpUrl } from '@/lib/http-url';
import { ADMIN_CHALLENGE_MESSAGES, type AdminNotice } from './messages';
import { SERVER_RULES } from '@/lib/server-rules';

/** Part 1 §9: text keeps 1000 characters after stripping; 5000 is the limit when validating. */
const CHALLENGE_TEXT_KEEP: number = SERVER_RULES.textLimits.challengeText;
export const CHALLENGE_TEXT_LIMIT = 5000;
/** The database holds affiliate product names to 200 characters (challenges migration). */
export const PRODUCT_NAME_KEEP: number = SERVER_RULES.textLimits.challengeProductName;

/** What the admin typed; dates are `<input type="datetime-local">` values in the admin's zone. */
export interface ChallengeFormValues {
  title: string;
  description: string;
  imageUrl: string;
  prizeText: string;
  startDate: string;
  endDate: string;
  affiliateProductName: string;
  affiliateUrl: string;
  affiliateImageUrl: string;
}

/** The row sent to the challenges table (snake case, part 1 §3). */
export interface ChallengeWrite {
  title: string;
  description: string;
  image_url: string | null;
  prize_text: string | null;
  start_date: string;
  end_date: string;
  is_active: boolean;
  affiliate_product_name: string | null;
  affiliate_url: string | null;
  affiliate_image_url: string | null;
}

export type ChallengeCheck = { ok: true; row: ChallengeWrite } | { ok: false; notice: AdminNotice };

export const EMPTY_CHALLENGE_FORM: ChallengeFormValues = {
  title: '',
  description: '',
  imageUrl: '',
  prizeText: '',
  startDate: '',
  endDate: '',
  affiliateProductName: '',
  affiliateUrl: '',
  affiliateImageUrl: '',
};

/**
 * Part 1 §5 content rule. Tabs and newlines are also removed before matching because a browser's
 * URL parser drops them (java<TAB>script: runs), and the database refuses those too.
 */
export function isUnsafeContent(text: string): boolean {
  if (text.length > CHALLENGE_TEXT_LIMIT) return true;
  return hasScriptMarkup(text) || hasScriptMarkup(text.replace(/[\t\n\r]+/g, ''));
}

/** Part 1 §5: strips < > ' " & and keeps 1000 characters, trimmed. */
export function sanitizeChallengeText(text: string, keep = CHALLENGE_TEXT_KEEP): string {
  return text
    .replace(/[<>'"&]/g, '')
    .trim()
    .slice(0, keep)
    .trim();
}

/** A datetime-local value as an instant, or null when blank or not a date. */
function parseLocalDate(value: string): Date | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Part 1 §4: on save, is_active is "now is between start and end" (the database recomputes it). */
export function isActiveAt(start: Date, end: Date, now: Date): boolean {
  return now.getTime() >= start.getTime() && now.getTime() <= end.getTime();
}

/** The image columns take an http(s) URL or one of the app's own /samples/ files, like the database. */
function isImageUrl(value: string): boolean {
  return parseHttpUrl(value) !== null || /^\/samples\/[\w./-]+$/.test(value.trim());
}

function optional(text: string, keep = CHALLENGE_TEXT_KEEP): string | null {
  const clean = sanitizeChallengeText(text, keep);
  return clean === '' ? null : clean;
}

function refuse(notice: AdminNotice): ChallengeCheck {
  return { ok: false, notice };
}

function firstRefusal(values: ChallengeFormValues): AdminNotice | null {
  const start = parseLocalDate(values.startDate);
  const end = parseLocalDate(values.endDate);
  if (!values.title.trim() || !values.description.trim() || !start || !end) {
    return ADMIN_CHALLENGE_MESSAGES.required;
  }
  if (end.getTime() <= start.getTime()) return ADMIN_CHALLENGE_MESSAGES.dates;
  const texts = [values.title, values.description, values.prizeText, values.affiliateProductName];
  if (texts.some(isUnsafeContent)) return ADMIN_CHALLENGE_MESSAGES.content;
  if (values.affiliateUrl.trim() && !parseHttpUrl(values.affiliateUrl)) {
    return ADMIN_CHALLENGE_MESSAGES.affiliateUrl;
  }
  const images = [values.imageUrl, values.affiliateImageUrl].filter((url) => url.trim() !== '');
  if (!images.every(isImageUrl)) return ADMIN_CHALLENGE_MESSAGES.imageUrl;
  return null;
}

/**
 * Part 1 §5 checks in the spec's order, then the sanitised row. A title or description made only
 * of stripped characters is empty afterwards, so it counts as missing.
 */
export function checkChallengeForm(values: ChallengeFormValues, now: Date): ChallengeCheck {
  const refusal = firstRefusal(values);
  if (refusal) return refuse(refusal);
  const start = parseLocalDate(values.startDate) as Date;
  const end = parseLocalDate(values.endDate) as Date;
  const title = sanitizeChallengeText(values.title);
  const description = sanitizeChallengeText(values.description);
  if (!title || !description) return refuse(ADMIN_CHALLENGE_MESSAGES.required);
  return {
    ok: true,
    row: {
      title,
      description,
      image_url: values.imageUrl.trim() || null,
      prize_text: optional(values.prizeText),
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      is_active: isActiveAt(start, end, now),
      affiliate_product_name: optional(values.affiliateProductName, PRODUCT_NAME_KEEP),
      affiliate_url: parseHttpUrl(values.affiliateUrl)?.href ?? null,
      affiliate_image_url: values.affiliateImageUrl.trim() || null,
    },
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO instant as a datetime-local value in this device's zone, for editing. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
