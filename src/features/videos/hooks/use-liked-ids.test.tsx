import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { appQueryClient } from '@/lib/query/client';
import { idbStore } from '@/lib/query/idb-store';
import { useSession } from '@/lib/session';
import { render, settle } from '@/testing/render';
import { pressLike, settleLike, type LikeView } from '../likes/like-record';
import { changeMyLikes, useLikeRecords } from '../likes/like-store';
import { recordServerLikes } from './cached-videos';
import { useLikeView } from './use-liked-ids';

const views: LikeView[] = [];

function Probe() {
  views.push(useLikeView({ id: 'v1', likes_count: 4 }));
  return null;
}

afterEach(async () => {
  views.length = 0;
  useSession.setState({ session: null, user: null, loading: true });
  useLikeRecords.setState({ userId: null, records: {} });
  await idbStore.removeItem('likes:alice');
  appQueryClient().clear();
});

describe('useLikeView', () => {
  it("shows the cached row, the user's like from the query cache, and the like record over both", async () => {
    useSession.setState({ session: null, user: { id: 'alice' } as User, loading: false });
    const shown = await render(
      <QueryClientProvider client={appQueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(views.at(-1)).toEqual({ liked: false, likesCount: 4, pending: false });

    await act(async () => recordServerLikes('alice', { v1: true }));
    // TanStack Query tells observers on a zero-delay timer.
    await settle();
    expect(views.at(-1)).toEqual({ liked: true, likesCount: 4, pending: false });

    // An unlike waiting for the server: shown at once, pending.
    await act(() =>
      changeMyLikes('alice', (records) =>
        pressLike(records, 'v1', { liked: false, likesCount: 3 }, 'tap-1', Date.now()),
      ),
    );
    await settle();
    expect(views.at(-1)).toEqual({ liked: false, likesCount: 3, pending: true });

    // The server's answer settles it, with the count it gives, no longer pending.
    await act(() =>
      changeMyLikes('alice', (records) =>
        settleLike(records, 'v1', 'tap-1', { liked: false, likes_count: 7 }, Date.now()),
      ),
    );
    await settle();
    expect(views.at(-1)).toEqual({ liked: false, likesCount: 7, pending: false });
    await shown.unmount();
  });

  it("does not show another member's like record", async () => {
    useSession.setState({ session: null, user: { id: 'alice' } as User, loading: false });
    await changeMyLikes('alice', (records) =>
      pressLike(records, 'v1', { liked: true, likesCount: 5 }, 'tap-1', Date.now()),
    );
    useSession.setState({ session: null, user: { id: 'bob' } as User, loading: false });
    const shown = await render(
      <QueryClientProvider client={appQueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    await settle();
    expect(views.at(-1)).toEqual({ liked: false, likesCount: 4, pending: false });
    await shown.unmount();
  });
});
