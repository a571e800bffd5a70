import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { isVideoHidden, useHiddenContent } from '@/lib/hidden-content';
import { PERSISTED } from '@/lib/query/keys';
import type { FeedVideo } from '../model/video';

export interface VideoList {
  videos: FeedVideo[];
  status: 'loading' | 'ready' | 'error';
  /** 'cache' while the rows shown are the copy kept on this device (from an earlier visit). */
  source: 'network' | 'cache' | null;
  /** The last network attempt failed (the rows, if any, are the cached copy). */
  failed: boolean;
  refresh(): void;
}

export interface VideoListOptions {
  /** Refetch this often while the page is visible (home 15 s, My Videos 10 s). */
  refreshMs?: number;
  /** Rows already in hand for the first render (the ones index.html's first paint shows). */
  initialVideos?: () => FeedVideo[] | undefined;
  onError?(error: unknown): void;
}

const NO_VIDEOS: FeedVideo[] = [];
/** Rows fetched before this page started were restored from the device: the 'cache' source. */
const pageStart = Date.now();

/**
 * A list kept in IndexedDB (the query cache's persister) and refreshed from the network, less what
 * the member reported or blocked (lib/hidden-content): fetched
 * whenever its screen opens, polled every `refreshMs` while visible, and shown from the device
 * while the network is slow or gone. A refresh keeps the rows shown until new ones arrive.
 * `key` null waits.
 */
export function useVideoList(
  key: QueryKey | null,
  load: (signal: AbortSignal) => Promise<FeedVideo[]>,
  { refreshMs, onError, initialVideos }: VideoListOptions = {},
): VideoList {
  const query = useQuery({
    queryKey: key ?? ['videos', 'list', 'waiting'],
    queryFn: ({ signal }) => load(signal),
    enabled: key !== null,
    refetchInterval: refreshMs,
    initialData: () => {
      const videos = initialVideos?.();
      return videos && videos.length > 0 ? videos : undefined;
    },
    meta: PERSISTED,
  });
  useErrorCallback(query.error, query.errorUpdatedAt, onError);

  const { data, dataUpdatedAt, fetchStatus, refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const source = data === undefined ? null : dataUpdatedAt >= pageStart ? 'network' : 'cache';
  // What the member reported or blocked: the server leaves it out, but rows kept on the device
  // (and the first paint's) may still have it, and a block may still wait in the outbox.
  const hidden = useHiddenContent();
  const videos = useMemo(() => {
    if (!data) return NO_VIDEOS;
    if (hidden.videos.length + hidden.creators.length + hidden.users.length === 0) return data;
    return data.filter((video) => !isVideoHidden(hidden, video));
  }, [data, hidden]);
  return {
    videos,
    status: data !== undefined ? 'ready' : query.isError ? 'error' : 'loading',
    source,
    // Every screen fetches on opening: old rows with nothing in flight mean that fetch failed.
    failed: query.isError || (source === 'cache' && fetchStatus === 'idle'),
    refresh,
  };
}

/** Tells `onError` about each failed load once (not again when it re-renders). */
function useErrorCallback(
  error: Error | null,
  at: number,
  onError: VideoListOptions['onError'],
): void {
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (error) onErrorRef.current?.(error);
  }, [error, at]);
}
