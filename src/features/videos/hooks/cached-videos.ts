import type { QueryClient } from '@tanstack/react-query';
import { appQueryClient, whenQueryCacheRestored } from '@/lib/query/client';
import { patchRows, type RowPatch } from '../model/patch-rows';
import type { FeedVideo } from '../model/video';
import { videoKeys } from './video-keys';

/**
 * Applies a change made here (an edit, a deletion, the server's answer to a like) to every cached
 * list and single row holding the video, persisted copies included, so all screens agree before
 * they refetch. Each query keeps its own fetch time: a patch is not a fresher list.
 */
export function patchCachedVideo(
  videoId: string,
  patch: RowPatch,
  client: QueryClient = appQueryClient(),
): void {
  const cache = client.getQueryCache();
  for (const query of cache.findAll({ queryKey: videoKeys.lists })) {
    const rows = query.state.data as readonly FeedVideo[] | undefined;
    if (!rows) continue;
    const next = patchRows(rows, videoId, patch);
    if (next !== rows)
      client.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
  for (const query of cache.findAll({ queryKey: videoKeys.singles })) {
    const row = query.state.data as FeedVideo | null | undefined;
    if (!row || row.id !== videoId) continue;
    const next = patch === null ? null : { ...row, ...patch };
    client.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}

/**
 * Takes every video `gone` picks out of the cached lists, persisted copies included (a report or
 * a block: the server leaves them out from now on). Answers the rows taken, and the single rows
 * (/video/:id) it picks, which stay: that page tells the member why the video is hidden.
 */
export function dropCachedVideos(
  gone: (video: FeedVideo) => boolean,
  client: QueryClient = appQueryClient(),
): FeedVideo[] {
  const dropped = new Map<string, FeedVideo>();
  const cache = client.getQueryCache();
  for (const query of cache.findAll({ queryKey: videoKeys.lists })) {
    const rows = query.state.data as readonly FeedVideo[] | undefined;
    const leaving = rows?.filter(gone) ?? [];
    if (leaving.length === 0) continue;
    for (const row of leaving) dropped.set(row.id, row);
    client.setQueryData(
      query.queryKey,
      rows?.filter((row) => !gone(row)),
      { updatedAt: query.state.dataUpdatedAt },
    );
  }
  for (const query of cache.findAll({ queryKey: videoKeys.singles })) {
    const row = query.state.data as FeedVideo | null | undefined;
    if (row && gone(row)) dropped.set(row.id, row);
  }
  return [...dropped.values()];
}

/** A video found in the lists kept on this device (offline, or when its own fetch failed). */
export async function findCachedVideo(
  videoId: string,
  client: QueryClient = appQueryClient(),
): Promise<FeedVideo | undefined> {
  // The kept lists are read back after first paint; a cold start offline waits for them (briefly).
  await Promise.race([
    whenQueryCacheRestored(),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
  for (const [, rows] of client.getQueriesData<readonly FeedVideo[]>({
    queryKey: videoKeys.lists,
  })) {
    const found = rows?.find((row) => row.id === videoId);
    if (found) return found;
  }
  return undefined;
}

/** The server's word on whether the signed-in user likes these videos, kept per user. */
export function recordServerLikes(
  userId: string,
  entries: Readonly<Record<string, boolean>>,
  client: QueryClient = appQueryClient(),
): void {
  client.setQueryData<Record<string, boolean>>(videoKeys.liked(userId), (current) => ({
    ...current,
    ...entries,
  }));
}
