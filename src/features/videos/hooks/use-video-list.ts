import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedVideo } from '../model/video';
import { afterFirstPaint } from './after-first-paint';

export interface VideoListState {
  videos: FeedVideo[];
  /** When these rows were fetched (ms); a cached copy keeps the time it was saved. */
  fetchedAt: number;
  status: 'loading' | 'ready' | 'error';
  /** 'cache' while the rows shown are the copy kept on this device. */
  source: 'network' | 'cache' | null;
  /** The last network attempt failed (the rows, if any, are the cached copy). */
  failed: boolean;
}

export interface VideoList extends VideoListState {
  refresh(): void;
}

export interface VideoListOptions {
  /** Refetch this often while the page is visible (home 15 s, My Videos 10 s). */
  refreshMs?: number;
  /**
   * Create the device database to keep this list if it does not exist yet (loads Dexie). Public
   * lists leave it false: the service worker keeps the same call for offline use.
   */
  createDatabase?: boolean;
  /** For public lists: the URL of the call, whose service-worker copy stands in for the database. */
  publicUrl?: string;
  /** Rows already in hand for the first render (the ones index.html's first paint shows). */
  initialVideos?: () => FeedVideo[] | undefined;
  onError?(error: unknown): void;
}

const INITIAL: VideoListState = {
  videos: [],
  fetchedAt: 0,
  status: 'loading',
  source: null,
  failed: false,
};

const listCache = () => import('../offline/list-cache');

function startingState(initialVideos: VideoListOptions['initialVideos']): VideoListState {
  const videos = initialVideos?.();
  if (!videos || videos.length === 0) return INITIAL;
  return { videos, fetchedAt: Date.now(), status: 'ready', source: 'network', failed: false };
}

/**
 * A list kept in IndexedDB and shown at once, then refreshed from the network (issue 7 item 8).
 * The network request starts first; the cached copy (read after first paint so it never weighs
 * on it) fills the screen only if the network has not answered yet. `key` null waits.
 */
export function useVideoList(
  key: string | null,
  load: (signal: AbortSignal) => Promise<FeedVideo[]>,
  { refreshMs, onError, createDatabase = false, publicUrl, initialVideos }: VideoListOptions = {},
): VideoList {
  const [state, setState] = useState<VideoListState>(() => startingState(initialVideos));
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  const [generation, setGeneration] = useState(0);
  // A list that starts with rows in hand is already shown: its first fetch keeps them meanwhile.
  const shownKey = useRef<string | null>(state === INITIAL ? null : key);
  useEffect(() => {
    loadRef.current = load;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    let fromNetwork = false;
    // Only another list starts blank: a refresh keeps the rows shown until the new ones arrive.
    if (shownKey.current !== key) setState(INITIAL);
    shownKey.current = key;

    const fetchList = async () => {
      try {
        const videos = await loadRef.current(controller.signal);
        if (controller.signal.aborted) return;
        fromNetwork = true;
        setState({
          videos,
          fetchedAt: Date.now(),
          status: 'ready',
          source: 'network',
          failed: false,
        });
        listCache()
          .then((cache) => cache.writeCachedList(key, videos, createDatabase))
          .catch((error: unknown) => console.warn('Could not keep the list on this device', error));
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((current) => ({
          ...current,
          status: current.videos.length > 0 ? 'ready' : 'error',
          failed: true,
        }));
        onErrorRef.current?.(error);
      }
    };
    void fetchList();

    const cancelCacheRead = afterFirstPaint(() => {
      listCache()
        .then((cache) => cache.readCachedList(key, publicUrl))
        .then((cached) => {
          if (!cached || fromNetwork || controller.signal.aborted) return;
          setState((current) =>
            current.source === 'network'
              ? current
              : {
                  ...current,
                  videos: cached.videos,
                  fetchedAt: cached.savedAt,
                  status: 'ready',
                  source: 'cache',
                },
          );
        })
        .catch((error: unknown) =>
          console.warn('Could not read the list kept on this device', error),
        );
    });

    const timer = refreshMs
      ? setInterval(() => {
          if (document.visibilityState === 'visible') void fetchList();
        }, refreshMs)
      : undefined;
    return () => {
      controller.abort();
      cancelCacheRead();
      clearInterval(timer);
    };
  }, [key, refreshMs, createDatabase, publicUrl, generation]);

  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, refresh };
}
