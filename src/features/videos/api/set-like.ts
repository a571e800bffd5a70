import { callRpc } from '@/lib/api/data-api';
import type { Tables } from '@/lib/database.types';

/** set_like's jsonb answer: the caller's like state and the video's new count. */
export interface LikeResult {
  liked: boolean;
  likes_count: Tables<'videos'>['likes_count'];
}

function parseLikeResult(body: unknown): LikeResult {
  const { liked, likes_count } = (body ?? {}) as Record<string, unknown>;
  if (typeof liked !== 'boolean' || typeof likes_count !== 'number')
    throw new Error('Unexpected answer from set_like.');
  return { liked, likes_count };
}

/** set_like: the idempotent like (the same call twice changes nothing), safe for outbox replays.
 * Plain fetch: the service worker sends queued likes too. */
export async function setLike(
  videoId: string,
  liked: boolean,
  token: string,
  signal?: AbortSignal,
): Promise<LikeResult> {
  return parseLikeResult(
    await callRpc('set_like', { p_video_id: videoId, p_liked: liked }, { token, signal }),
  );
}
