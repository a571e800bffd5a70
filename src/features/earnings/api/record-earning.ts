import { callFunction } from '@/lib/api/data-api';
import { DEFAULT_EARNING_RULES } from '../model/earning-rules';
import { parseEarningAnswer, type EarningAnswer } from '../model/earning-answer';
import type { RecordEarningPayload } from '../outbox/record-earning-kind';

/**
 * Part 1 §7 record-earning {category, amount, metadata}: the server pays its own rate (the amount
 * is informative and ignored) and keys on metadata.idempotencyKey, the outbox item's id, so a
 * replay after a lost answer pays nothing twice. metadata.occurredAt is when the member did the
 * action (the payload's queuedAt): the server counts it on that UTC day, within 72 hours.
 */
export async function recordEarning(
  action: RecordEarningPayload,
  idempotencyKey: string,
  token: string,
  signal?: AbortSignal,
): Promise<EarningAnswer> {
  const occurredAt = new Date(action.queuedAt);
  const answer = await callFunction(
    'record-earning',
    {
      category: action.category,
      amount: DEFAULT_EARNING_RULES[action.category].ratePerAction,
      metadata: {
        videoId: action.videoId,
        ...(action.viewId ? { viewId: action.viewId } : {}),
        ...(action.commentId ? { commentId: action.commentId } : {}),
        // An unusable stamp is left out: the server then counts the action as of now.
        ...(Number.isNaN(occurredAt.getTime()) ? {} : { occurredAt: occurredAt.toISOString() }),
        idempotencyKey,
      },
    },
    { token, signal },
  );
  const parsed = parseEarningAnswer(answer);
  if (!parsed) throw new Error('Unexpected answer from record-earning.');
  return parsed;
}
