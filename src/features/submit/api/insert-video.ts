import type { SubmitClient } from './submit-client';
import { PermanentOutboxError } from '@/lib/outbox-port';
import { isRetryableStatus } from '../model/http-failure';
import { RetryableSubmitError } from '../outbox/errors';

/** The columns a client may insert (supabase/migrations/..._videos.sql grants). */
export interface NewVideoRow {
  id: string;
  title: string;
  video_url: string;
  thumbnail_url: string | null;
  user_id: string;
  source: 'recording' | 'upload' | 'url';
  platform: string | null;
  external_id: string | null;
  upload_time: string;
  views: 0;
  likes_count: 0;
  challenge_tag: string;
  category: string;
  allow_comments: boolean;
  email_notifications: boolean;
  duration_seconds: number | null;
  file_size: number | null;
  mime_type: string | null;
}

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
    .maybeSingle<{ id: string; user_id: string | null }>();
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
