import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isVideoHidden, useHiddenContent } from '@/lib/hidden-content';
import { currentAccessToken, useSession } from '@/lib/session';
import { getVideo } from '../api/get-video';
import type { FeedVideo } from '../model/video';
import { findCachedVideo } from './cached-videos';
import { videoKeys } from './video-keys';

export type SingleVideo =
  | { status: 'loading' }
  | { status: 'found'; video: FeedVideo }
  | { status: 'missing' }
  /** The member reported it or blocked its uploader (the server answers nothing for it either). */
  | { status: 'hidden'; why: 'reported' | 'blocked' }
  | { status: 'error' };

/**
 * The video from the server (null: no such video), or, when that fails (offline), its row in a
 * list kept on this device.
 */
async function loadVideo(
  id: string,
  userId: string | null,
  signal: AbortSignal,
): Promise<FeedVideo | null> {
  try {
    const token = userId ? await currentAccessToken() : null;
    return await getVideo(id, token, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('Could not load the video', error);
    const cached = await findCachedVideo(id);
    if (cached) return cached;
    throw error;
  }
}

/**
 * One video by id for /video/:id; signed-in owners also see their own videos awaiting moderation.
 * A video the member reported, or whose uploader they blocked, is 'hidden' (also when the copy
 * kept on this device still has it).
 */
export function useSingleVideo(id: string | null): SingleVideo {
  const sessionLoading = useSession((state) => state.loading);
  const userId = useSession((state) => state.user?.id ?? null);
  const hidden = useHiddenContent();
  const { data, isError } = useQuery({
    queryKey: videoKeys.single(id ?? '', userId),
    queryFn: ({ signal }) => loadVideo(id ?? '', userId, signal),
    enabled: id !== null && !sessionLoading,
  });
  // Once its uploader is blocked the server answers nothing for it: the row seen before still
  // says whose it was, so the page can say why it is gone.
  const [seen, setSeen] = useState<FeedVideo | null>(null);
  useEffect(() => {
    if (data) setSeen(data);
  }, [data]);
  const known = data ?? (seen?.id === id ? seen : null);
  if (!id) return { status: 'missing' };
  if (userId && hidden.videos.includes(id)) return { status: 'hidden', why: 'reported' };
  if (userId && known && isVideoHidden(hidden, known)) return { status: 'hidden', why: 'blocked' };
  if (data === null) return { status: 'missing' };
  if (data) return { status: 'found', video: data };
  return isError ? { status: 'error' } : { status: 'loading' };
}
