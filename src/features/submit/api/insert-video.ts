import type { TablesInsert } from '@/lib/database.types';
import type { VideoSource } from '@/domain/upload';
import type { SubmitClient } from './submit-client';
import { PermanentOutboxError } from '@/lib/outbox-port';
import {
  contentPolicyReason,
  parseModerationStatus,
  type ModerationStatus,
} from '@/lib/content-policy';
import { isRetryableStatus } from '../model/http-failure';
import { ContentPolicyError, RetryableSubmitError } from '../outbox/errors';

/**
 * The columns a client may insert (supabase/migrations/..._videos.sql grants), every one given,
 * as the generated types spell them; a new video starts with no views or likes.
 */
export type NewVideoRow = Required<
  Pick<
    TablesInsert<'videos'>,
    | 'id'
    | 'title'
    | 'video_url'
    | 'thumbnail_url'
    | 'user_id'
    | 'platform'
    | 'external_id'
    | 'upload_time'
    | 'challenge_tag'
    | 'category'
    | 'allow_comments'
    | 'email_notifications'
    | 'duration_seconds'
    | 'file_size'
    | 'mime_type'
  >
> & { user_id: string; source: VideoSource; views: 0; likes_count: 0 };

/** 'existed' when a replay found the row an earlier attempt inserted. */
type InsertOutcome = 'inserted' | 'existed';

/** How the insert went, and the status the database gave the video ('pending': awaiting review). */
export interface InsertResult {
  outcome: InsertOutcome;
  moderationStatus: ModerationStatus;
}

/**
 * The moderation status of this user's video row with this id, or null when there is no such row
 * of theirs (a replay's earlier attempt is recognised by it).
 */
export async function ownVideoStatus(
  supabase: SubmitClient,
  id: string,
  userId: string,
): Promise<ModerationStatus | null> {
  const existing = await supabase
    .from('videos')
    .select('id, user_id, moderation_status')
    .eq('id', id)
    .maybeSingle<{ id: string; user_id: string; moderation_status: string }>();
  if (existing.error) throw new RetryableSubmitError(existing.error.message);
  if (existing.data?.user_id !== userId) return null;
  // A row of theirs with a status this build does not know is kept out of sight like a pending one.
  return parseModerationStatus(existing.data.moderation_status) ?? 'pending';
}

/** Whether this user's video row with this id is already on the server (a replay's earlier attempt). */
export async function ownVideoExists(
  supabase: SubmitClient,
  id: string,
  userId: string,
): Promise<boolean> {
  return (await ownVideoStatus(supabase, id, userId)) !== null;
}

/**
 * Inserts the video with the outbox item's UUID as its id. A replay collides on the primary key
 * (23505); the row is then read back and, if it is this user's, the earlier attempt counts. The
 * database's moderation refusal (a 400 with the rule's words) stops the item as a
 * ContentPolicyError; an uncertain video is stored 'pending' (awaiting review).
 */
export async function insertVideo(supabase: SubmitClient, row: NewVideoRow): Promise<InsertResult> {
  const { data, error, status } = await supabase
    .from('videos')
    .insert(row)
    .select('moderation_status');
  if (!error) {
    const stored = parseModerationStatus(data?.[0]?.moderation_status) ?? 'pending';
    return { outcome: 'inserted', moderationStatus: stored };
  }
  if (error.code === '23505') {
    const existing = await ownVideoStatus(supabase, row.id, row.user_id);
    if (existing) return { outcome: 'existed', moderationStatus: existing };
    throw new PermanentOutboxError('A video with this id already exists.');
  }
  const refusal = contentPolicyReason(error);
  if (refusal) throw new ContentPolicyError(refusal);
  console.error('Failed to save video to database', error);
  if (isRetryableStatus(status))
    throw new RetryableSubmitError(error.message || 'Failed to save video to database');
  throw new PermanentOutboxError(error.message || 'Failed to save video to database');
}
