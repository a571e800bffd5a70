/**
 * The database judges every video a member writes (supabase/migrations/
 * 20261128100100_videos_moderated_by_the_database.sql): a refusal is a 400 with SQLSTATE 23514,
 * details 'content_policy' and the rule's words as the message; an uncertain video is stored with
 * moderation_status 'pending', hidden from others until a moderator approves it. Submit and the
 * videos feature both read these answers, so the contract lives here.
 */
const CONTENT_POLICY_DETAILS = 'content_policy';

export type ModerationStatus = 'approved' | 'pending' | 'rejected';

/** An error as PostgREST reports it (postgrest-js's PostgrestError, our ApiError, a raw body). */
interface ReportedError {
  message: string;
  code?: string | null;
  details?: string | null;
}

/** The rule's words when the error is the database's moderation refusal, otherwise null. */
export function contentPolicyReason(error: ReportedError | null | undefined): string | null {
  if (!error || error.code !== '23514' || error.details !== CONTENT_POLICY_DETAILS) return null;
  return error.message || null;
}

export function parseModerationStatus(value: unknown): ModerationStatus | null {
  return value === 'approved' || value === 'pending' || value === 'rejected' ? value : null;
}
