import { ApiError } from '@/lib/api/api-error';
import { contentPolicyReason } from '@/lib/content-policy';
import { VIDEO_MESSAGES } from './messages';

/**
 * A refusal the database put in words for the owner: a 400 or 403 with a message, but not a bare
 * constraint violation (SQLSTATE class 23), whose message names the table and the constraint.
 */
function isWorded(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 403) &&
    error.message !== '' &&
    !error.code?.startsWith('23')
  );
}

/** A failed edit's words: a title, and a description when the message has one. */
export interface UpdateFailureText {
  title: string;
  description?: string;
}

/**
 * What a failed edit tells the owner: a moderation refusal as 'Policy Violation' with the rule's
 * words (part 2 §8; the database judges every edit); else the database's own words when it
 * refused the change for a reason retrying cannot fix (a 400 or 403 with a message, e.g. the video of an ended challenge's
 * entry keeping its link and tag, issue 34 §5), under the failure's title, else `failed` itself:
 * the spec's 'Update Failed': 'Unable to update video. Please try again.', or the page's own
 * words (the Premium dashboard's 'Error updating video: Could not update video.').
 */
export function updateFailure(
  error: unknown,
  failed: UpdateFailureText = VIDEO_MESSAGES.updateFailed,
): UpdateFailureText {
  const refusal = error instanceof ApiError ? contentPolicyReason(error) : null;
  if (refusal) return { title: VIDEO_MESSAGES.policyViolation.title, description: refusal };
  if (isWorded(error)) return { title: failed.title, description: error.message };
  return failed;
}
