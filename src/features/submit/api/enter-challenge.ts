import type { SubmitVideoPayload } from '@/domain/upload';
import { entryOutcomeOf, type EntryOutcome } from '../model/entry-outcome';
import { RetryableSubmitError } from '../outbox/errors';
import type { SubmitClient } from './submit-client';

const isLate = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { late?: unknown }).late === true;

/**
 * enter_challenge's answer for a file that reached the server after the deadline while a ticket
 * bound before it may cover it (issue 34 §5): the server must hash the stored file first.
 */
const FILE_CHECK_NEEDED = 'PT428';

/**
 * Enters the posted video into its challenge (enter_challenge, the only way in on time), with the
 * ticket when it has one. After the deadline, enter_challenge sends a file covered by a ticket to
 * enter-challenge-late, which checks the stored file against the ticket's binding and admits it
 * within the grace window. Throws RetryableSubmitError for what a later attempt may fix, so the
 * outbox's backoff replays the item (the row is found, not inserted twice); a refusal is an
 * outcome, not an error: the video stays posted either way.
 */
export async function enterChallenge(
  supabase: SubmitClient,
  payload: SubmitVideoPayload,
): Promise<EntryOutcome | null> {
  const intent = payload.challenge;
  if (!intent) return null;
  let answer = await supabase.challengeEntries.enter({
    p_challenge_id: intent.challengeId,
    p_video_id: payload.videoId,
    ...(intent.ticket ? { p_ticket: intent.ticket.id } : {}),
  });
  if (answer.error?.code === FILE_CHECK_NEEDED)
    answer = await supabase.challengeEntries.enterLate({
      challengeId: intent.challengeId,
      videoId: payload.videoId,
    });
  const { data, error, status } = answer;
  const outcome = entryOutcomeOf(error, status, isLate(data));
  if (outcome === 'retry')
    throw new RetryableSubmitError(error?.message ?? 'Entering the challenge failed');
  if (outcome.kind !== 'already-entered') return outcome;
  // A replay whose earlier attempt entered this very video (and died before the item was done).
  const earlier = await supabase.challengeEntries.videoEntered(intent.challengeId, payload.videoId);
  if (earlier.error) throw new RetryableSubmitError(earlier.error.message);
  return earlier.entered ? { kind: 'entered', late: false } : outcome;
}
