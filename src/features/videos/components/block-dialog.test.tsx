import type { User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useHiddenContent } from '@/lib/hidden-content';
import { useSession } from '@/lib/session';
import { feedVideo } from '@/testing/feed-video';
import { click, render, type Rendered } from '@/testing/render';

// More › Block Uploader (issue 34 §3): what the dialog hides on the device and what it queues.

const queued = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/lib/outbox-port', () => ({
  outbox: () => ({
    enqueue: async (item: unknown) => {
      queued.items.push(item);
      return 'queued-id';
    },
  }),
}));
const forgotten = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../offline/forget-hidden', () => ({
  forgetHiddenVideos: async () => {
    forgotten.calls += 1;
  },
}));

const { default: BlockDialog } = await import('./block-dialog');

let rendered: Rendered | undefined;
const closed = vi.fn();
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name);

beforeEach(() => {
  queued.items = [];
  forgotten.calls = 0;
  closed.mockReset();
  useHiddenContent.setState({ owner: 'me', videos: [], creators: [], users: [] });
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  useSession.setState({ session: null, user: null, loading: true });
  useAuthDialog.setState({ open: false, mode: 'signin', reason: null });
});

describe('More › Block Uploader', () => {
  it('hides the uploader’s videos at once, forgets them on the device and queues the block by video', async () => {
    useSession.setState({ session: null, user: { id: 'me' } as User, loading: false });
    const video = feedVideo({ id: 'vid-1', title: 'Annoying clip', creator_hash: 'c0ffee00' });
    rendered = await render(<BlockDialog video={video} onClose={closed} />);
    expect(document.body.textContent).toContain('Block this uploader?');
    await click(buttonNamed('Block')!);
    expect(useHiddenContent.getState().creators).toEqual(['c0ffee00']);
    expect(forgotten.calls).toBe(1);
    expect(queued.items).toEqual([
      {
        kind: 'block-user',
        payload: {
          blockerId: 'me',
          videoId: 'vid-1',
          creatorHash: 'c0ffee00',
          label: 'Annoying clip',
        },
      },
    ]);
    expect(closed).toHaveBeenCalled();
  });

  it('asks a visitor to sign in first and queues nothing', async () => {
    useSession.setState({ session: null, user: null, loading: false });
    rendered = await render(<BlockDialog video={feedVideo()} onClose={closed} />);
    await click(buttonNamed('Sign In')!);
    expect(useAuthDialog.getState()).toMatchObject({
      open: true,
      reason: 'Please sign in to block users.',
    });
    expect(queued.items).toEqual([]);
    expect(useHiddenContent.getState().creators).toEqual([]);
  });
});
