import { appQueryClient } from '@/lib/query/client';
import { commentKeys } from './comment-keys';

/** Reloads what the app shows of a video's comments (its list and its count) after a change. */
export async function refreshComments(videoId: string): Promise<void> {
  const client = appQueryClient();
  await Promise.all([
    client.invalidateQueries({ queryKey: commentKeys.list(videoId) }),
    client.invalidateQueries({ queryKey: commentKeys.summary(videoId) }),
  ]);
}
