import type { Tables } from '@/lib/database.types';

type ChallengeRow = Tables<'challenges'>;

/** The columns the banner reads (part 1 §3 Challenge, stored names). */
export const CHALLENGE_COLUMNS =
  'id,title,description,image_url,prize_text,start_date,end_date,affiliate_product_name,affiliate_url,affiliate_image_url' as const;

/** A challenge as the client names it (part 1 §3: camel case for the stored snake case). */
export interface Challenge {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  prizeText: string | null;
  startDate: string;
  endDate: string;
  affiliateProductName: string | null;
  affiliateUrl: string | null;
  affiliateImageUrl: string | null;
}

type Picked = Pick<ChallengeRow, 'id' | 'title' | 'description' | 'start_date' | 'end_date'>;

function text(row: Record<string, unknown>, key: string): string | null {
  const value = row[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function required(row: Record<string, unknown>, key: keyof Picked): string {
  const value = text(row, key);
  if (value === null) throw new Error(`A challenge row has no ${key}.`);
  return value;
}

/** One stored row, checked (the persisted copy outlives deploys, so nothing is taken on trust). */
function toChallenge(value: unknown): Challenge {
  if (typeof value !== 'object' || value === null)
    throw new Error('A challenge row is not an object.');
  const row = value as Record<string, unknown>;
  return {
    id: required(row, 'id'),
    title: required(row, 'title'),
    description: required(row, 'description'),
    imageUrl: text(row, 'image_url'),
    prizeText: text(row, 'prize_text'),
    startDate: required(row, 'start_date'),
    endDate: required(row, 'end_date'),
    affiliateProductName: text(row, 'affiliate_product_name'),
    affiliateUrl: text(row, 'affiliate_url'),
    affiliateImageUrl: text(row, 'affiliate_image_url'),
  };
}

export function parseChallengeList(body: unknown): Challenge[] {
  if (!Array.isArray(body)) throw new Error('The challenge list is not an array.');
  return body.map(toChallenge);
}

export type ChallengePhase = 'upcoming' | 'active' | 'ended';

/** Where a challenge stands at `now` (inclusive bounds, as the server's is_active computes it). */
export function challengePhase(challenge: Challenge, now: number): ChallengePhase {
  if (now < Date.parse(challenge.startDate)) return 'upcoming';
  return now <= Date.parse(challenge.endDate) ? 'active' : 'ended';
}

/**
 * The challenge the banner shows (issue 13): one running now (the one ending soonest, so a
 * deadline is never hidden behind a longer one), else the next to start, else the last to end.
 */
export function pickCurrentChallenge(rows: readonly Challenge[], now: number): Challenge | null {
  const byEnd = (a: Challenge, b: Challenge) => Date.parse(a.endDate) - Date.parse(b.endDate);
  const byStart = (a: Challenge, b: Challenge) => Date.parse(a.startDate) - Date.parse(b.startDate);
  const active = rows.filter((row) => challengePhase(row, now) === 'active').sort(byEnd);
  if (active[0]) return active[0];
  const upcoming = rows.filter((row) => challengePhase(row, now) === 'upcoming').sort(byStart);
  if (upcoming[0]) return upcoming[0];
  const ended = rows.filter((row) => challengePhase(row, now) === 'ended').sort(byEnd);
  return ended.at(-1) ?? null;
}
