import { rest } from './rest';

/** Which of these videos the signed-in user has liked (the server looks at the first 200). */
export async function likedVideoIds(
  ids: readonly string[],
  token: string,
  signal?: AbortSignal,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const body = await rest('rpc/liked_video_ids', {
    method: 'POST',
    token,
    body: { ids: ids.slice(0, 200) },
    signal,
  });
  return new Set(
    Array.isArray(body) ? body.filter((id): id is string => typeof id === 'string') : [],
  );
}
