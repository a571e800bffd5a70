import { isRetryableStatus } from './http-failure';

/** How a video's entry into a challenge ended; the video posts in every case. */
export type EntryOutcome =
  | { kind: 'entered'; late: boolean }
  | { kind: 'already-entered' }
  | { kind: 'too-late' }
  | { kind: 'refused'; reason: string };

/** enter_challenge's error as PostgREST reports it (code: the SQLSTATE). */
export interface EntryFailure {
  message: string;
  code?: string;
}

/**
 * Sorts enter_challenge's answer: 'retry' for what another attempt may fix (no answer, 5xx, an
 * expired session), otherwise an outcome that retrying cannot change. The SQL's codes
 * (supabase/migrations/20261125150000_challenge_entry_tickets.sql): 23505 a second entry, P0001
 * with "has ended" the deadline (or grace) passed. The code is read before the status because
 * PostgREST answers 23505 with 409, a status retried otherwise (lock and serialization conflicts).
 */
export function entryOutcomeOf(
  failure: EntryFailure | null,
  status: number,
  late: boolean,
): EntryOutcome | 'retry' {
  if (!failure) return { kind: 'entered', late };
  if (failure.code === '23505') return { kind: 'already-entered' };
  if (failure.code === 'P0001' && failure.message.includes('has ended'))
    return { kind: 'too-late' };
  if (isRetryableStatus(status)) return 'retry';
  return { kind: 'refused', reason: failure.message };
}

export interface EntryMessage {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
}

/**
 * What the creator reads once their video is posted: part 2 §4's "visible in Latest Videos", or,
 * when the database held it for a moderator (moderation_status 'pending'), that it awaits review.
 */
export function postedMessage(videoTitle: string, awaitingReview = false): EntryMessage {
  return {
    title: 'Video submitted!',
    description: awaitingReview
      ? `"${videoTitle}" is awaiting review: it will appear in Latest Videos once a moderator approves it.`
      : `"${videoTitle}" is now visible in Latest Videos.`,
    variant: 'success',
  };
}

/** What the creator reads about the entry (toast), in their words. */
export function entryMessage(challengeTitle: string, outcome: EntryOutcome): EntryMessage {
  switch (outcome.kind) {
    case 'entered':
      return {
        title: 'Challenge entry counted!',
        description: outcome.late
          ? `Your video is in "${challengeTitle}": you started it before the deadline, so it still counts.`
          : `Your video is in "${challengeTitle}".`,
        variant: 'success',
      };
    case 'already-entered':
      return {
        title: 'Already entered',
        description: `You have already entered "${challengeTitle}" (one video per challenge). This video is posted as a normal video.`,
        variant: 'destructive',
      };
    case 'too-late':
      return {
        title: 'Challenge entry too late',
        description: `"${challengeTitle}" ended before your video reached LaughLoop, so it is not entered. The video is posted as a normal video.`,
        variant: 'destructive',
      };
    case 'refused':
      return {
        title: 'Challenge entry refused',
        description: `Your video is posted, but it could not enter "${challengeTitle}": ${outcome.reason}`,
        variant: 'destructive',
      };
  }
}
