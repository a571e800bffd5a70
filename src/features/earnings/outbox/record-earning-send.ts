import { isRefusal } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxJobContext, type OutboxSend } from '@/lib/outbox-port';
import { recordEarning } from '../api/record-earning';
import { earningOutcome, type EarningAnswer } from '../model/earning-answer';
import { EARNING_MESSAGES } from '../model/messages';
import { parseRecordEarningPayload } from './parse-earning-payload';

/**
 * How long an action keeps trying while what it rests on (its like or comment, queued before it
 * and perhaps held back by the comment rate limit or a retry) has not reached the server yet,
 * before its refusal stands.
 */
export const EARLY_WINDOW_MS = 15 * 60_000;

function refuse(ctx: OutboxJobContext, title: string, message: string): never {
  ctx.notify({ title, description: message, variant: 'destructive' });
  throw new PermanentOutboxError(message);
}

/** How a sent action ended: paid ('confirmed'), or nothing to show or retry ('quiet'). */
export type EarningSent = 'confirmed' | 'quiet';

/**
 * Sends one earning action (RECORD_EARNING) with the token of the moment, from a page or the
 * service worker with every page closed. The server judges it;
 * the outbox item's id is its idempotency key. Network failures and 5xx are thrown for the outbox
 * to retry; a cap says 'Action Limit Reached'; other refusals say 'Failed to record earning' and
 * stay in the panel as refused, except those the member knows already (own video, earned
 * before), which simply end.
 */
export const sendRecordEarning: OutboxSend<unknown, EarningSent> = async (job, ctx) => {
  const action = parseRecordEarningPayload(job.payload);
  if (!action) throw new PermanentOutboxError(EARNING_MESSAGES.unreadable);
  // No token yet (the session still loading, or a refresh that failed): try again later.
  const token = await ctx.accessToken();
  if (!token) throw new Error(EARNING_MESSAGES.signIn);
  // Another account signed in on this phone since: the action waits for the member who did it.
  if ((await ctx.userId()) !== action.userId) throw new Error(EARNING_MESSAGES.otherAccount);
  let answer: EarningAnswer;
  try {
    answer = await recordEarning(action, job.id, token, ctx.signal);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return refuse(ctx, EARNING_MESSAGES.failed, error.message);
  }
  const message = answer.error ?? EARNING_MESSAGES.failed;
  switch (earningOutcome(answer)) {
    case 'confirmed':
      return 'confirmed';
    case 'early':
      if (Date.now() - action.queuedAt < EARLY_WINDOW_MS) throw new Error(message);
      return refuse(ctx, EARNING_MESSAGES.failed, message);
    case 'limit':
      return refuse(ctx, EARNING_MESSAGES.limitTitle, answer.error ?? EARNING_MESSAGES.dailyLimit);
    case 'quiet':
      // Nothing to show or retry (earned before, own video…): the item simply ends.
      return 'quiet';
    case 'refused':
      return refuse(ctx, EARNING_MESSAGES.failed, message);
  }
};
