import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import {
  changeQueued,
  confirmLike,
  PENDING_LIKES_KEY,
  reconcileQueued,
  setOverlay,
  setServerLiked,
  useLikeStore,
} from './like-store';

afterEach(() => {
  useLikeStore.setState({ overlays: {}, queued: {}, serverLiked: {} });
  localStorage.clear();
});

describe('like store', () => {
  it('keeps a like queued in the outbox in local storage, so it survives a reload', () => {
    setOverlay('v1', { liked: true, likesCount: 4, pending: true, at: 1 });
    changeQueued('v1', 1);
    expect(JSON.parse(localStorage.getItem(PENDING_LIKES_KEY) ?? 'null')).toEqual({
      v1: { liked: true, likesCount: 4, queued: 1 },
    });
    changeQueued('v1', -1);
    expect(localStorage.getItem(PENDING_LIKES_KEY)).toBeNull();
  });

  it("takes the server's answer, unless a later tap is still waiting", () => {
    setOverlay('v1', { liked: true, likesCount: 4, pending: true, at: 1 });
    confirmLike('v1', true, 7);
    expect(useLikeStore.getState().overlays.v1).toMatchObject({
      liked: true,
      likesCount: 7,
      pending: false,
    });

    // Unliked offline after that: the first answer must not undo the queued unlike on screen.
    setOverlay('v1', { liked: false, likesCount: 6, pending: true, at: 2 });
    changeQueued('v1', 1);
    confirmLike('v1', true, 7);
    expect(useLikeStore.getState().overlays.v1).toMatchObject({ liked: false, pending: true });
    expect(useLikeStore.getState().serverLiked.v1).toBe(true);
  });

  it('forgets pending likes the outbox no longer holds, and keeps the ones it does', () => {
    setOverlay('gone', { liked: true, likesCount: 1, pending: true, at: 1 });
    setOverlay('kept', { liked: true, likesCount: 2, pending: true, at: 1 });
    changeQueued('gone', 1);
    changeQueued('kept', 1);
    reconcileQueued({ kept: 1 });
    const { overlays, queued } = useLikeStore.getState();
    expect(Object.keys(overlays)).toEqual(['kept']);
    expect(queued).toEqual({ kept: 1 });
  });

  it("records which of the shown videos are the user's likes", () => {
    setServerLiked(['a', 'b'], new Set(['b']));
    expect(useLikeStore.getState().serverLiked).toEqual({ a: false, b: true });
  });

  it("drops the previous user's likes when another user (or none) signs in, not on the first session read", () => {
    const signedIn = (id: string | null) =>
      useSession.setState({
        session: null,
        user: id ? ({ id } as User) : null,
        loading: false,
      });
    // Restored from local storage before the session is known: kept for the first user read.
    useSession.setState({ session: null, user: null, loading: true });
    setOverlay('restored', { liked: true, likesCount: 3, pending: true, at: 1 });
    signedIn('alice');
    expect(Object.keys(useLikeStore.getState().overlays)).toEqual(['restored']);

    confirmLike('v1', true, 5);
    setServerLiked(['v2'], new Set(['v2']));
    signedIn('alice'); // a token refresh: same user, nothing changes
    expect(Object.keys(useLikeStore.getState().overlays)).toEqual(['restored', 'v1']);

    signedIn(null);
    expect(useLikeStore.getState().overlays).toEqual({});
    expect(useLikeStore.getState().serverLiked).toEqual({});

    signedIn('alice');
    confirmLike('v3', true, 2);
    signedIn('bob');
    expect(useLikeStore.getState().overlays).toEqual({});
  });
});
