import type { User } from '@supabase/supabase-js';
import type { Supabase } from '@/lib/supabase';
import { toast } from '@/components/toast-store';
import type { SubmitVideoPayload } from '@/domain/upload';
import { PermanentOutboxError, type OutboxJob, type OutboxJobContext } from '@/lib/outbox-port';
import { playSound } from '@/lib/sounds';
import { getSupabase } from '@/lib/supabase';
import { functionAnswer } from '../api/function-answer';
import type { SubmitClient } from '../api/submit-client';
import { entryMessage, postedMessage } from '../model/entry-outcome';
import { parseSubmitPayload } from '@/domain/upload';
import { showUploadSuccessCard } from '../model/upload-success';
import { ContentPolicyError, RetryableSubmitError } from './errors';
import { sendSubmission, type SubmissionResult } from './send-submission';
import { pageShrinker } from './page-shrinker';

export const RECORDED_VIDEO_ERROR =
  'There was an error submitting your recorded video. Please try again.';

/** The signed-in user who queued the item; anyone else (or no one) makes it wait. */
async function owner(supabase: Supabase, payload: SubmitVideoPayload): Promise<User> {
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user;
  if (!user) throw new RetryableSubmitError('Sign in to finish this upload.');
  if (user.id !== payload.userId)
    throw new RetryableSubmitError('Sign in with the account that queued this video.');
  return user;
}

/** The page's supabase-js client as a SubmitClient, adapted call by call: checking the whole client against the interface is too deep for TypeScript (TS2589). */
function asSubmitClient(supabase: Supabase): SubmitClient {
  return {
    from: (table) => {
      const videos = supabase.from(table);
      return {
        insert: (row) => ({ select: (columns) => videos.insert(row).select(columns) }),
        select: (columns) => ({ eq: (column, value) => videos.select(columns).eq(column, value) }),
      };
    },
    challengeEntries: {
      issueTicket: (args) => supabase.rpc('issue_entry_ticket', args),
      enter: (args) => supabase.rpc('enter_challenge', args),
      enterLate: async (args) =>
        functionAnswer(await supabase.functions.invoke('enter-challenge-late', { body: args })),
      videoEntered: async (challengeId, videoId) => {
        const { data, error } = await supabase
          .from('challenge_entries')
          .select('id')
          .eq('challenge_id', challengeId)
          .eq('video_id', videoId)
          .maybeSingle();
        return { entered: data !== null, error };
      },
    },
    functions: supabase.functions,
    storage: supabase.storage,
  };
}

async function submit(
  payload: SubmitVideoPayload,
  ctx: OutboxJobContext,
): Promise<SubmissionResult> {
  const supabase = await getSupabase();
  const user = await owner(supabase, payload);
  return sendSubmission(payload, ctx, {
    supabase: asSubmitClient(supabase),
    user,
    shrink: pageShrinker,
  });
}

function announceRefusal(payload: SubmitVideoPayload, error: PermanentOutboxError): void {
  playSound('error-beep');
  if (error instanceof ContentPolicyError) {
    toast({ title: error.title, description: error.message, variant: 'destructive' });
  } else {
    toast({
      title: 'Submission failed',
      description: payload.source === 'recording' ? RECORDED_VIDEO_ERROR : error.message,
      variant: 'destructive',
    });
  }
}

/** The SUBMIT_VIDEO outbox handler: one queued submission, sent exactly once however often it is replayed. */
export async function handleSubmitVideo(job: OutboxJob, ctx: OutboxJobContext): Promise<void> {
  const payload = parseSubmitPayload(job.payload);
  if (!payload) throw new PermanentOutboxError('This queued video is damaged and cannot be sent.');
  let result: SubmissionResult;
  try {
    result = await submit(payload, ctx);
  } catch (error) {
    if (error instanceof PermanentOutboxError) announceRefusal(payload, error);
    throw error;
  }
  const { entry, awaitingReview } = result;
  playSound('success-chime');
  toast(postedMessage(payload.title, awaitingReview));
  showUploadSuccessCard(payload.videoId, payload.title, awaitingReview);
  if (entry && payload.challenge) toast(entryMessage(payload.challenge.title, entry));
}
