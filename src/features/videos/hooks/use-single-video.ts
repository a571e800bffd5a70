import { useEffect, useState } from 'react';
import { currentAccessToken, useSession } from '@/lib/session';
import { getVideo } from '../api/get-video';
import type { FeedVideo } from '../model/video';

export type SingleVideo =
  | { status: 'loading' }
  | { status: 'found'; video: FeedVideo; fetchedAt: number }
  | { status: 'missing' }
  | { status: 'error' };

/** Looks a video up in the lists kept on this device (offline, or while the network answers). */
async function findCached(id: string): Promise<FeedVideo | null> {
  const [{ findInCachedLists }, { parseVideo }] = await Promise.all([
    import('../offline/list-cache'),
    import('../model/video'),
  ]);
  const row = await findInCachedLists(id);
  return row ? parseVideo(row) : null;
}

/** One video by id for /video/:id; signed-in owners also see their own videos awaiting moderation. */
export function useSingleVideo(id: string | null): SingleVideo {
  const sessionLoading = useSession((state) => state.loading);
  const userId = useSession((state) => state.user?.id ?? null);
  const [state, setState] = useState<{ id: string | null; value: SingleVideo }>({
    id,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (!id || sessionLoading) return;
    const controller = new AbortController();
    const settle = (value: SingleVideo) => !controller.signal.aborted && setState({ id, value });
    (userId ? currentAccessToken() : Promise.resolve(null))
      .then((token) => getVideo(id, token, controller.signal))
      .then((video) =>
        settle(video ? { status: 'found', video, fetchedAt: Date.now() } : { status: 'missing' }),
      )
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the video', error);
        const cached = await findCached(id).catch(() => null);
        settle(cached ? { status: 'found', video: cached, fetchedAt: 0 } : { status: 'error' });
      });
    return () => controller.abort();
  }, [id, sessionLoading, userId]);

  if (!id) return { status: 'missing' };
  return state.id === id ? state.value : { status: 'loading' };
}
