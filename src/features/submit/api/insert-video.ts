import type { TablesInsert } from '@/lib/database.types';
import type { VideoSource } from '@/lib/outbox-kinds';
import type { SubmitClient } from './submit-client';
import { PermanentOutboxError } from '@/lib/outbox-port';
import { isRetryableStatus } from '../model/http-failure';
import { RetryableSubmitError } from '../outbox/errors';

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
export type InsertResult = 'inserted' | 'existed';

/** Whether this user's video row with this id is already on the server (a replay's earlier attempt). */
export async function ownVideoExists(
  supabase: SubmitClient,
  id: string,
  userId: string,
): Promise<boolean> {
  const existing = await supabase
    .from('videos')
    .select('id, user_id')
    .eq('id', id)
    .maybeSingle<{ id: string; user_id: string }>();
  if (existing.error) throw new RetryableSubmitError(existing.error.message);
  return existing.data?.user_id === userId;
}

/**
 * Inserts the video with the outbox item's UUID as its id. A replay collides on the primary key
 * (23505); the row is then read back and, if it is this user's, the earlier attempt counts.
 */
export async function insertVideo(supabase: SubmitClient, row: NewVideoRow): Promise<InsertResult> {
  const { error, status } = await supabase.from('videos').insert(row);
  if (!error) return 'inserted';
  if (error.code === '23505') {
    if (await ownVideoExists(supabase, row.id, row.user_id)) return 'existed';
    throw new PermanentOutboxError('A video with this id already exists.');
  }
  console.error('Failed to save video to database', error);
  if (isRetryableStatus(status))
    throw new RetryableSubmitError(error.message || 'Failed to save video to database');
  throw new PermanentOutboxError(error.message || 'Failed to save video to database');
}
