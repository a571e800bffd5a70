/** record-earning's answer (part 1 §7: {success, error}). */
export interface EarningAnswer {
  success: boolean;
  error: string | null;
}

/**
 * What an answer means for a queued action:
 * - confirmed: paid (or paid before: a replay);
 * - limit: a daily or weekly cap ('Action Limit Reached');
 * - early: what it rests on has not reached the server yet (the like or comment is still queued,
 *   or the server's 30 s are not over): worth another try;
 * - quiet: refused for a reason the member knows already, not worth a message;
 * - refused: any other refusal ('Failed to record earning').
 */
export type EarningOutcome = 'confirmed' | 'limit' | 'early' | 'quiet' | 'refused';

const LIMITS = new Set(['Daily earning limit reached', 'Weekly earning limit reached']);
const EARLY = new Set([
  'Like the video first to earn.',
  'Comment not found. Post the comment first.',
  'Watch at least 30 seconds to earn.',
]);
const QUIET = new Set([
  'You have already earned for this action.',
  'You cannot earn from your own videos.',
  'Boosted placements do not earn.',
  'Upgrade to Premium to start earning money for your activities!',
]);

export function earningOutcome(answer: EarningAnswer): EarningOutcome {
  if (answer.success) return 'confirmed';
  const error = answer.error ?? '';
  if (LIMITS.has(error)) return 'limit';
  if (EARLY.has(error)) return 'early';
  if (QUIET.has(error)) return 'quiet';
  return 'refused';
}

export function parseEarningAnswer(value: unknown): EarningAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { success, error } = value as Record<string, unknown>;
  if (typeof success !== 'boolean') return null;
  return { success, error: typeof error === 'string' && error ? error : null };
}
