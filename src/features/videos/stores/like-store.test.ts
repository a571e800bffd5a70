import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { appQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { videoKeys } from '../hooks/video-keys';
import type { FeedVideo } from '../model/video';
import {
  changeQueued,
  confirmLike,
  PENDING_LIKES_KEY,
  reconcileQueued,
  setOverlay,
  useLikeStore,
} from './like-store';

const signedIn = (id: string | null) =>
  useSession.setState({ session: null, user: id ? ({ id } as User) : null, loading: false });

const row = (id: string, likes: number) => ({ id, likes_count: likes }) as FeedVideo;

afterEach(() => {
  useLikeStore.setState({ overlays: {}, queued: {} });
  appQueryClient().clear();
  localStorage.clear();
});

describe('like store', () => {
  it('keeps a like queued in the outbox in local storage, so it survives a reload', () => {
    setOverlay('v1', { liked: true, likesCount: 4 });
    changeQueued('v1', 1);
    expect(JSON.parse(localStorage.getItem(PENDING_LIKES_KEY) ?? 'null')).toEqual({
      v1: { liked: true, likesCount: 4, queued: 1 },
    });
    changeQueued('v1', -1);
    expect(localStorage.getItem(PENDING_LIKES_KEY)).toBeNull();
  });

  it("writes the server's answer into the cached rows and the user's map, dropping the overlay", () => {
    signedIn('alice');
    const client = appQueryClient();
    client.setQueryData(videoKeys.list('home'), [row('v1', 3), row('v2', 9)], { updatedAt: 50 });
    setOverlay('v1', { liked: true, likesCount: 4 });
    confirmLike('v1', true, 7);

    expect(useLikeStore.getState().overlays.v1).toBeUndefined();
    const rows = client.getQueryData<FeedVideo[]>(videoKeys.list('home'));
    expect(rows?.map((video) => video.likes_count)).toEqual([7, 9]);
    // A patch is not a newer list: the list keeps its own fetch time.
    expect(client.getQueryState(videoKeys.list('home'))?.dataUpdatedAt).toBe(50);
    expect(client.getQueryData(videoKeys.liked('alice'))).toEqual({ v1: true });
  });

  it('keeps a later tap that is still waiting on screen when an earlier answer arrives', () => {
    signedIn('alice');
    // Unliked offline after the like was sent: its answer must not undo the queued unlike.
    setOverlay('v1', { liked: false, likesCount: 6 });
    changeQueued('v1', 1);
    confirmLike('v1', true, 7);
    expect(useLikeStore.getState().overlays.v1).toEqual({ liked: false, likesCount: 6 });
    expect(appQueryClient().getQueryData(videoKeys.liked('alice'))).toEqual({ v1: true });
  });

  it('forgets pending likes the outbox no longer holds, and keeps the ones it does', () => {
    setOverlay('gone', { liked: true, likesCount: 1 });
    setOverlay('kept', { liked: true, likesCount: 2 });
    changeQueued('gone', 1);
    changeQueued('kept', 1);
    reconcileQueued({ kept: 1 });
    const { overlays, queued } = useLikeStore.getState();
    expect(Object.keys(overlays)).toEqual(['kept']);
    expect(queued).toEqual({ kept: 1 });
  });

  it("drops the previous user's pending likes when another user (or none) signs in, not on the first session read", () => {
    // Restored from local storage before the session is known: kept for the first user read.
    useSession.setState({ session: null, user: null, loading: true });
    setOverlay('restored', { liked: true, likesCount: 3 });
    signedIn('alice');
    expect(Object.keys(useLikeStore.getState().overlays)).toEqual(['restored']);

    setOverlay('v1', { liked: true, likesCount: 5 });
    signedIn('alice'); // a token refresh: same user, nothing changes
    expect(Object.keys(useLikeStore.getState().overlays)).toEqual(['restored', 'v1']);

    signedIn(null);
    expect(useLikeStore.getState().overlays).toEqual({});

    signedIn('alice');
    setOverlay('v3', { liked: true, likesCount: 2 });
    signedIn('bob');
    expect(useLikeStore.getState().overlays).toEqual({});
  });
});
