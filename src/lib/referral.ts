import { REFERRAL_KEY } from './referral-key';
import { SERVER_RULES } from './server-rules';

export { REFERRAL_KEY };

/**
 * The affiliate link a visitor arrived through (part 2 §6, §7: `?ref=CODE`). The first click wins
 * and is kept 30 days on this device, through sign-up and sign-in; the server keeps the click's
 * time and judges the window again (design §3.13), so this is only what the device remembers.
 */
export interface StoredReferral {
  code: string;
  /** The click as the server recorded it (record_affiliate_click), once it has heard of it. */
  clickId: string | null;
  /** Device time of the first click, for forgetting it after 30 days. */
  clickedAt: number;
}

export interface Referral {
  code: string;
  clickId: string | null;
}

/** The server's referral window (private.referral_window_days), generated: never a copy. */
const REFERRAL_DAYS: number = SERVER_RULES.referralWindowDays;
const WINDOW_MS = REFERRAL_DAYS * 86_400_000;
const CODE = /^[A-Za-z2-9]{8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse(raw: string | null, now: number): StoredReferral | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredReferral>;
    if (typeof value.code !== 'string' || !CODE.test(value.code)) return null;
    if (typeof value.clickedAt !== 'number' || now - value.clickedAt > WINDOW_MS) return null;
    const clickId =
      typeof value.clickId === 'string' && UUID.test(value.clickId) ? value.clickId : null;
    return { code: value.code.toUpperCase(), clickId, clickedAt: value.clickedAt };
  } catch {
    return null;
  }
}

function read(now = Date.now()): StoredReferral | null {
  try {
    return parse(localStorage.getItem(REFERRAL_KEY), now);
  } catch {
    return null; // storage refused (a private tab): no referral on this device
  }
}

function write(referral: StoredReferral): void {
  try {
    localStorage.setItem(REFERRAL_KEY, JSON.stringify(referral));
  } catch {
    // Not kept: the purchase in this visit still carries nothing, which is the safe side.
  }
}

/** The referral to send with a sign-up or a checkout, if one is within its 30 days. */
export function currentReferral(now = Date.now()): Referral | null {
  const stored = read(now);
  return stored && { code: stored.code, clickId: stored.clickId };
}

/** The stored referral still waiting for the server to record its click. */
export function referralAwaitingClick(): StoredReferral | null {
  const stored = read();
  return stored && !stored.clickId ? stored : null;
}

export function rememberClickId(code: string, clickId: string): void {
  const stored = read();
  if (stored && stored.code === code.toUpperCase() && UUID.test(clickId))
    write({ ...stored, clickId });
}

/**
 * A landing's `ref` code: kept unless a referral within its 30 days is already stored (first click
 * wins). True when it was kept and its click is to be recorded.
 */
export function keepReferral(code: string, now = Date.now()): boolean {
  if (!CODE.test(code) || read(now)) return false;
  write({ code: code.toUpperCase(), clickId: null, clickedAt: now });
  return true;
}
