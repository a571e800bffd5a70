import type { User } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToastStore } from '@/components/toast-store';
import { useAuthDialog } from '@/lib/auth-dialog';
import { SET_LIKE } from '@/domain/outbox-kinds';
import {
  PermanentOutboxError,
  provideOutbox,
  type OutboxJobContext,
  type OutboxPort,
} from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { idbStore } from '@/lib/query/idb-store';
import type * as SessionModule from '@/lib/session';
import { useSession } from '@/lib/session';
import { feedVideo } from '@/testing/feed-video';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { pressLike } from '../likes/like-record';
import { readLikeRecords } from '../likes/like-records';
import { changeMyLikes, useLikeRecords } from '../likes/like-store';
import { handleSetLikeInPage } from '../offline/set-like-page-handler';
import { LikeButton } from './like-button';

// videos-likes › "signed out: 'Authentication Required'…" and "a like the server refuses rolls back
// with 'Failed to update like. Please try again.'": the like button against a fake Data API.

vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  currentAccessToken: () => Promise.resolve('fan-token'),
}));

const video = feedVideo({ title: 'Gone before the like', likes_count: 0 });
/** PostgREST's answer when set_like raises 'Video not found' (errcode P0001). */
const VIDEO_NOT_FOUND = { code: 'P0001', message: 'Video not found', details: null, hint: null };

const setLikeCalls = vi.fn<(body: unknown) => void>();
const enqueued = vi.fn<(input: unknown) => void>();
let rendered: Rendered | undefined;

beforeEach(() => {
  // toggleLike logs the refusal it then reports.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      play = () => Promise.resolve();
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (!new URL(input).pathname.endsWith('/rpc/set_like')) throw new TypeError('Unexpected');
      setLikeCalls(JSON.parse(String(init?.body)));
      return Response.json(VIDEO_NOT_FOUND, { status: 400 });
    }),
  );
  provideOutbox({
    enqueue: async (input: unknown) => {
      enqueued(input);
      return 'like-1';
    },
  } as unknown as OutboxPort);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  useToastStore.getState().toasts.forEach((item) => dismissToast(item.id));
  useAuthDialog.setState({ open: false, mode: 'signin', reason: null });
  useSession.setState({ session: null, user: null, loading: true });
  useLikeRecords.setState({ userId: null, records: {} });
  await idbStore.removeItem('likes:fan-1');
  appQueryClient().clear();
  setLikeCalls.mockClear();
  enqueued.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function showLikeButton(user: User | null): Promise<HTMLButtonElement> {
  useSession.setState({ session: null, user, loading: false });
  rendered = await render(
    <QueryClientProvider client={appQueryClient()}>
      <LikeButton video={video} />
    </QueryClientProvider>,
  );
  return rendered.container.querySelector<HTMLButtonElement>('[data-testid="like-button"]')!;
}

const shown = (button: HTMLButtonElement) => ({
  pressed: button.getAttribute('aria-pressed'),
  count: button.querySelector('[data-testid="like-count"]')?.textContent,
  pending: button.querySelector('[data-testid="like-pending"]') !== null,
});

const toasts = () =>
  useToastStore.getState().toasts.map(({ title, description, variant }) => ({
    title,
    description,
    variant,
  }));

describe('the like button', () => {
  it("asks a visitor to sign in ('Authentication Required') and sends nothing", async () => {
    const like = await showLikeButton(null);
    expect(shown(like)).toEqual({ pressed: 'false', count: '0', pending: false });

    await click(like);
    expect(await settleUntil(() => toasts().length > 0)).toBe(true);
    expect(toasts()).toEqual([
      {
        title: 'Authentication Required',
        description: 'Please sign in to like videos.',
        variant: 'destructive',
      },
    ]);
    expect(useAuthDialog.getState()).toEqual({
      open: true,
      mode: 'signin',
      reason: 'Please sign in to like videos.',
    });
    expect(shown(like)).toEqual({ pressed: 'false', count: '0', pending: false });
    expect(setLikeCalls).not.toHaveBeenCalled();
    expect(enqueued).not.toHaveBeenCalled();
    expect(useLikeRecords.getState().records).toEqual({});
  });

  it("rolls a like the server refuses back, with 'Failed to update like. Please try again.'", async () => {
    expect(navigator.onLine).toBe(true);
    const like = await showLikeButton({ id: 'fan-1' } as User);
    await click(like);
    expect(await settleUntil(() => toasts().length > 0)).toBe(true);

    expect(setLikeCalls).toHaveBeenCalledWith({ p_video_id: video.id, p_liked: true });
    expect(toasts()).toEqual([
      {
        title: 'Failed to update like. Please try again.',
        description: null,
        variant: 'destructive',
      },
    ]);
    expect(shown(like)).toEqual({ pressed: 'false', count: '0', pending: false });
    // A refusal is final: nothing is left to retry from the outbox, nor pending on the device.
    expect(enqueued).not.toHaveBeenCalled();
    expect(useLikeRecords.getState().records).toEqual({});
    expect(await readLikeRecords('fan-1')).toEqual({});
  });

  it('drops a queued like the server refuses when the outbox sends it, with the same message', async () => {
    const like = await showLikeButton({ id: 'fan-1' } as User);
    // As toggleLike leaves an offline tap: the like record, pending on outbox item job-1.
    await act(async () => {
      await changeMyLikes('fan-1', (records) =>
        pressLike(records, video.id, { liked: true, likesCount: 1 }, 'job-1', Date.now()),
      );
    });
    expect(await settleUntil(() => shown(like).pending)).toBe(true);
    expect(shown(like)).toMatchObject({ pressed: 'true', count: '1' });

    const job = {
      id: 'job-1',
      kind: SET_LIKE,
      payload: { videoId: video.id, liked: true, userId: 'fan-1' },
      attempts: 1,
    };
    // A page's sender: its session, and its notices as toasts.
    const context = {
      signal: new AbortController().signal,
      accessToken: async () => 'fan-token',
      userId: async () => 'fan-1',
      notify: toast,
    } as unknown as OutboxJobContext;
    await act(async () => {
      await expect(handleSetLikeInPage(job, context)).rejects.toEqual(
        new PermanentOutboxError('Video not found'),
      );
    });

    expect(await settleUntil(() => !shown(like).pending, 2_000), 'the pending mark goes').toBe(
      true,
    );
    expect(shown(like)).toEqual({ pressed: 'false', count: '0', pending: false });
    expect(toasts()).toEqual([
      {
        title: 'Failed to update like. Please try again.',
        description: 'Video not found',
        variant: 'destructive',
      },
    ]);
    expect(await readLikeRecords('fan-1')).toEqual({});
  });
});
