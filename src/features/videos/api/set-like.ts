import { rest } from './rest';

export interface LikeResult {
  liked: boolean;
  likes_count: number;
}

function parseLikeResult(body: unknown): LikeResult {
  const { liked, likes_count } = (body ?? {}) as Record<string, unknown>;
  if (typeof liked !== 'boolean' || typeof likes_count !== 'number')
    throw new Error('Unexpected answer from set_like.');
  return { liked, likes_count };
}

/** set_like: the idempotent like (the same call twice changes nothing), safe for outbox replays. */
export async function setLike(
  videoId: string,
  liked: boolean,
  token: string,
  signal?: AbortSignal,
): Promise<LikeResult> {
  const body = await rest('rpc/set_like', {
    method: 'POST',
    token,
    body: { p_video_id: videoId, p_liked: liked },
    signal,
  });
  return parseLikeResult(body);
}
