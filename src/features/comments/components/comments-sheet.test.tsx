import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoComment } from '../model/comment';
import { addPending, usePendingComments } from '../stores/pending-comments';

const posted: VideoComment = {
  id: 'c-posted',
  videoId: 'v1',
  userId: 'me',
  body: 'Already on the server',
  createdAt: '2026-11-26T00:00:00Z',
  authorName: 'Ana',
};

vi.mock('@/components/sheet', () => ({
  Sheet: ({ children, title }: { children: ReactNode; title: string }) => (
    <section aria-label={title}>{children}</section>
  ),
}));
vi.mock('@/lib/session', () => ({
  useSession: (select: (state: { user: { id: string } }) => unknown) =>
    select({ user: { id: 'me' } }),
}));
vi.mock('../hooks/use-comments', () => ({
  useComments: () => ({
    comments: [posted],
    loading: false,
    failed: false,
    hasMore: false,
    loadingMore: false,
    loadMore: () => undefined,
  }),
}));
vi.mock('../outbox/queue-comment', () => ({
  watchPendingComments: () => () => undefined,
  queueComment: async () => 'id',
}));

const { CommentsSheet } = await import('./comments-sheet');

let root: Root;
let host: HTMLDivElement;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  usePendingComments.setState({ byId: {} });
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('the comments sheet', () => {
  it('lists the waiting comments above the posted ones, once each, and offers Delete on your own', async () => {
    addPending([
      { id: 'c-waiting', videoId: 'v1', body: 'Written offline', queuedAt: 2, failure: null },
      // Confirmed meanwhile: the posted copy is the one shown.
      { id: 'c-posted', videoId: 'v1', body: 'Already on the server', queuedAt: 1, failure: null },
      { id: 'elsewhere', videoId: 'v2', body: 'Another video', queuedAt: 3, failure: null },
    ]);
    await act(async () => {
      root.render(<CommentsSheet videoId="v1" title="A clip" open onClose={() => undefined} />);
    });
    const items = [...host.querySelectorAll('li')].map((item) => item.textContent ?? '');
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Written offline');
    expect(items[0]).toContain('Waiting to post');
    expect(items[1]).toContain('Already on the server');
    expect(host.querySelector('button[aria-label="Delete your comment"]')).not.toBeNull();
    // A comment confirmed later leaves the waiting list without re-rendering forever.
    await act(async () => usePendingComments.setState({ byId: {} }));
    expect(host.querySelectorAll('li')).toHaveLength(1);
  });
});
