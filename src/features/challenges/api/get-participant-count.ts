import { getPublic } from '@/lib/api/get-public';

/** Entries of one challenge, counted by the database (view challenge_participant_counts). */
export function getParticipantCount(challengeId: string, signal?: AbortSignal): Promise<number> {
  return getPublic(
    `challenge_participant_counts?select=participant_count&challenge_id=eq.${encodeURIComponent(challengeId)}`,
    parseCount,
    signal,
  );
}

function parseCount(body: unknown): number {
  if (!Array.isArray(body)) throw new Error('The participant count is not an array.');
  const first: unknown = body[0];
  if (first === undefined) return 0;
  const count = (first as { participant_count?: unknown }).participant_count;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : 0;
}
