import type { Tables } from '@/lib/database.types';
import { toLocalInput, type ChallengeFormValues } from './challenge-form';

/** A challenges row as the panel reads it. */
export type AdminChallenge = Pick<
  Tables<'challenges'>,
  | 'id'
  | 'title'
  | 'description'
  | 'image_url'
  | 'prize_text'
  | 'start_date'
  | 'end_date'
  | 'is_active'
  | 'affiliate_product_name'
  | 'affiliate_url'
  | 'affiliate_image_url'
  | 'created_at'
>;

export type ChallengePhase = 'upcoming' | 'live' | 'ended';

/** Where a challenge stands at `now`; the stored is_active goes stale as time passes, dates do not. */
export function challengePhase(
  challenge: Pick<AdminChallenge, 'start_date' | 'end_date'>,
  now: Date,
): ChallengePhase {
  const at = now.getTime();
  if (at < Date.parse(challenge.start_date)) return 'upcoming';
  if (at > Date.parse(challenge.end_date)) return 'ended';
  return 'live';
}

export const PHASE_LABELS: Record<ChallengePhase, string> = {
  upcoming: 'Upcoming',
  live: 'LIVE',
  ended: 'Ended',
};

/** The edit form filled from a stored challenge. */
export function formFromChallenge(challenge: AdminChallenge): ChallengeFormValues {
  return {
    title: challenge.title,
    description: challenge.description,
    imageUrl: challenge.image_url ?? '',
    prizeText: challenge.prize_text ?? '',
    startDate: toLocalInput(challenge.start_date),
    endDate: toLocalInput(challenge.end_date),
    affiliateProductName: challenge.affiliate_product_name ?? '',
    affiliateUrl: challenge.affiliate_url ?? '',
    affiliateImageUrl: challenge.affiliate_image_url ?? '',
  };
}
