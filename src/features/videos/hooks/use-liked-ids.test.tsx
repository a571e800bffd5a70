import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { appQueryClient } from '@/lib/query/client';
import { useSession } from '@/lib/session';
import { render, settle } from '@/testing/render';
import type { LikeView } from '../model/like-merge';
import { setOverlay, useLikeStore } from '../stores/like-store';
import { recordServerLikes } from './cached-videos';
import { useLikeView } from './use-liked-ids';

const views: LikeView[] = [];

function Probe() {
  views.push(useLikeView({ id: 'v1', likes_count: 4 }));
  return null;
}

afterEach(() => {
  views.length = 0;
  useLikeStore.setState({ overlays: {}, queued: {} });
  appQueryClient().clear();
});

describe('useLikeView', () => {
  it("shows the cached row, the user's like from the query cache, and a pending like over both", async () => {
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

    await act(async () => setOverlay('v1', { liked: false, likesCount: 3 }));
    await settle();
    expect(views.at(-1)).toEqual({ liked: false, likesCount: 3, pending: true });
    await shown.unmount();
  });
});
