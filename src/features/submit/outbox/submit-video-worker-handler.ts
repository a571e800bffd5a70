import { readAuthMirror } from '@/lib/auth-mirror';
import { env } from '@/lib/env';
import { PermanentOutboxError, type OutboxHandler } from '@/lib/outbox-port';
import { parseSubmitPayload } from '../model/submit-payload';
import { RetryableSubmitError } from './errors';
import { fetchSubmitClient } from './fetch-submit-client';
import { sendSubmission } from './send-submission';

/**
 * The SUBMIT_VIDEO handler of the service worker, used when no page is open: the user and token
 * come from the page's mirrored session (no refresh, no localStorage), and nothing is shown —
 * the tray tells the outcome on the next visit.
 */
export const handleSubmitVideoInWorker: OutboxHandler = async (job, ctx) => {
  const payload = parseSubmitPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This queued video is damaged and cannot be sent.');
  const mirror = await readAuthMirror();
  if (!mirror || !(await ctx.accessToken()))
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
  await sendSubmission(payload, ctx, { supabase, user });
};
