import { readAuthMirror } from '@/lib/auth-mirror';
import { env } from '@/lib/env';
import { PermanentOutboxError, type OutboxHandler, type OutboxNotice } from '@/lib/outbox-port';
import { entryMessage, postedMessage } from '../model/entry-outcome';
import { parseSubmitPayload } from '@/domain/upload';
import type { SubmitVideoPayload } from '@/domain/upload';
import { RetryableSubmitError } from './errors';
import { fetchSubmitClient } from './fetch-submit-client';
import { sendSubmission, type SubmissionResult } from './send-submission';

/**
 * The SUBMIT_VIDEO handler of the service worker, used when no page is open: the user and token
 * come from the page's mirrored session (no refresh, no localStorage). With no screen to say it
 * on, what a page would toast (posted, and how the challenge entry went) is told through the worker's
 * notify, which keeps it for the next page (showWorkerNotices); a refusal stays in the tray as a failed item.
 */
export const handleSubmitVideoInWorker: OutboxHandler = async (job, ctx) => {
  const payload = parseSubmitPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This queued video is damaged and cannot be sent.');
  const mirror = await readAuthMirror();
  if (!mirror || !(await ctx.accessToken()) || (await ctx.userId()) !== mirror.userId)
    throw new RetryableSubmitError('Sign in to finish this upload.');
  if (mirror.userId !== payload.userId)
    throw new RetryableSubmitError('Sign in with the account that queued this video.');
  // Not supabase-js: its client would bring auth-js and realtime into the worker bundle.
  const supabase = fetchSubmitClient({
    url: env.supabaseUrl,
    anonKey: env.supabaseAnonKey,
    accessToken: async () => {
      const token = await ctx.accessToken();
      if (!token) throw new RetryableSubmitError('Sign in to finish this upload.');
      return token;
    },
  });
  const user = {
    id: mirror.userId,
    email: mirror.email ?? undefined,
    user_metadata: mirror.fullName ? { full_name: mirror.fullName } : {},
  };
  const result = await sendSubmission(payload, ctx, { supabase, user });
  for (const notice of noticesFor(payload, result)) ctx.notify(notice);
};

function noticesFor(
  payload: SubmitVideoPayload,
  { entry, awaitingReview }: SubmissionResult,
): OutboxNotice[] {
  const notices: OutboxNotice[] = [postedMessage(payload.title, awaitingReview)];
  if (entry && payload.challenge) notices.push(entryMessage(payload.challenge.title, entry));
  return notices;
}
