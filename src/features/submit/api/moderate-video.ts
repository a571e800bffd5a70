import type { SubmitClient } from './submit-client';
import { ContentPolicyError } from '../outbox/errors';

interface ModerationVerdict {
  allowed: boolean;
  reason?: string;
}

function isVerdict(value: unknown): value is ModerationVerdict {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { allowed?: unknown }).allowed === 'boolean'
  );
}

/**
 * Part 2 §4: moderation comes first. A refusal stops the submission ('Content Policy Issue' with
 * the reason); when the check itself fails, the upload proceeds (part 2 §8).
 */
export async function checkModeration(
  supabase: SubmitClient,
  title: string,
  videoUrl: string,
): Promise<void> {
  const { data, error } = await supabase.functions.invoke('moderate-video-content', {
    body: { title, videoUrl },
  });
  if (error || !isVerdict(data)) {
    console.warn('Moderation check failed; the submission proceeds', error ?? data);
    return;
  }
  if (!data.allowed)
    throw new ContentPolicyError(
      data.reason || 'This video does not follow the content guidelines.',
    );
}
