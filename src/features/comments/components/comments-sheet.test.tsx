import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { createQueryClient } from '@/lib/query/client';
import { click, settleUntil } from '@/testing/render';
import { useHiddenContent } from '@/lib/hidden-content';
import { addPending, usePendingComments } from '../stores/pending-comments';

/** A row of get_video_comments as the Data API answers it. */
interface CommentRow {
  id: string;
  video_id: string;
  user_id: string;
  body: string;
  created_at: string;
  author_name: string;
}

const posted: CommentRow = {
  id: 'c-posted',
  video_id: 'v1',
  user_id: 'me',
  body: 'Already on the server',
  created_at: '2026-11-26T00:00:00Z',
  author_name: 'Ana',
};

const session = vi.hoisted(() => ({ userId: 'me' as string | null }));

vi.mock('@/components/sheet', () => ({
  Sheet: ({ children, title }: { children: ReactNode; title: string }) => (
    <section aria-label={title}>{children}</section>
  ),
}));
vi.mock('@/lib/session', () => {
  const state = () => ({ user: session.userId ? { id: session.userId } : null, loading: false });
  const useSession = (select: (current: ReturnType<typeof state>) => unknown) => select(state());
  return {
    // openAuthDialog reads the restored session too.
    useSession: Object.assign(useSession, { getState: state }),
    currentAccessToken: async () => (session.userId ? `token-${session.userId}` : null),
  };
});
const queued = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('@/lib/outbox-port', () => ({
  outbox: () => ({
    enqueue: async (item: unknown) => {
      queued.items.push(item);
      return 'queued-id';
    },
  }),
}));
vi.mock('../outbox/queue-comment', () => ({
  watchPendingComments: () => () => undefined,
  queueComment: async () => 'id',
}));

const { CommentsSheet } = await import('./comments-sheet');

/** The video_comments rows behind the fake Data API. */
let table: CommentRow[];
let pagesAsked: URLSearchParams[];
/** The Authorization header of each page asked for. */
let askedAs: (string | null)[];

/** get_video_comments: newest first, keyset paging on (created_at, id) before the cursor. */
function commentsPage(params: URLSearchParams): CommentRow[] {
  const before = params.get('p_before');
  const beforeId = params.get('p_before_id') ?? '';
  return table
    .filter((row) => row.video_id === params.get('p_video_id'))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .filter(
      (row) =>
        before === null ||
        row.created_at < before ||
        (row.created_at === before && row.id < beforeId),
    )
    .slice(0, Number(params.get('p_limit')));
}

let root: Root;
let host: HTMLDivElement;
let client = createQueryClient();

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  client = createQueryClient();
  session.userId = 'me';
  table = [posted];
  pagesAsked = [];
  askedAs = [];
  queued.items = [];
  useHiddenContent.setState({ owner: 'me', videos: [], creators: [], users: [] });
  usePendingComments.setState({ byId: {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      if (!url.pathname.endsWith('/rpc/get_video_comments')) throw new TypeError('Unexpected');
      pagesAsked.push(url.searchParams);
      askedAs.push(new Headers(init?.headers).get('Authorization'));
      return Response.json(commentsPage(url.searchParams));
    }),
  );
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  client.clear();
  vi.unstubAllGlobals();
  useAuthDialog.setState({ open: false, mode: 'signin', reason: null });
});

async function showSheet(): Promise<void> {
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <CommentsSheet videoId="v1" title="A clip" open onClose={() => undefined} />
      </QueryClientProvider>,
    );
  });
}

const items = () => [...host.querySelectorAll('li')].map((item) => item.textContent ?? '');
const buttonNamed = (name: string) =>
  [...host.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );

describe('the comments sheet', () => {
  it('lists the waiting comments above the posted ones, once each, and offers Delete on your own', async () => {
    addPending([
      { id: 'c-waiting', videoId: 'v1', body: 'Written offline', queuedAt: 2, failure: null },
      // Confirmed meanwhile: the posted copy is the one shown.
      { id: 'c-posted', videoId: 'v1', body: 'Already on the server', queuedAt: 1, failure: null },
      { id: 'elsewhere', videoId: 'v2', body: 'Another video', queuedAt: 3, failure: null },
    ]);
    await showSheet();
    expect(await settleUntil(() => items().length === 2)).toBe(true);
    expect(items()[0]).toContain('Written offline');
    expect(items()[0]).toContain('Waiting to post');
    expect(items()[1]).toContain('Already on the server');
    expect(host.querySelector('button[aria-label="Delete your comment"]')).not.toBeNull();
    // Asked as the member, so the server leaves out the comments of members they blocked.
    expect(askedAs).toEqual(['Bearer token-me']);
    // Nobody blocks themselves.
    expect(buttonNamed('Block Ana')).toBeUndefined();
    // A comment confirmed later leaves the waiting list without re-rendering forever.
    await act(async () => usePendingComments.setState({ byId: {} }));
    expect(host.querySelectorAll('li')).toHaveLength(1);
  });

  it('shows a visitor 20 comments newest first, the other 3 on Show more, no Delete, and asks them to sign in to write', async () => {
    session.userId = null;
    const base = Date.parse('2026-11-26T10:00:00Z');
    table = Array.from({ length: 23 }, (_, i) => ({
      ...posted,
      id: `c-${String(i + 1).padStart(2, '0')}`,
      user_id: 'creator',
      body: `Seeded comment ${i + 1}`,
      created_at: new Date(base + i * 1000).toISOString(),
    }));
    await showSheet();
    expect(await settleUntil(() => items().length > 0)).toBe(true);
    expect(items()).toHaveLength(20);
    expect(items()[0]).toContain('Seeded comment 23');
    expect(items()[19]).toContain('Seeded comment 4');

    await click(buttonNamed('Show more comments')!);
    expect(await settleUntil(() => items().length > 20)).toBe(true);
    expect(items()).toHaveLength(23);
    expect(items()[22]).toContain('Seeded comment 1');
    expect(pagesAsked.map((params) => params.get('p_limit'))).toEqual(['20', '20']);
    expect(pagesAsked[1]?.get('p_before_id')).toBe('c-04');
    expect(buttonNamed('Show more comments')).toBeUndefined();
    expect(buttonNamed('Delete your comment')).toBeUndefined();
    expect(host.querySelector('textarea')).toBeNull();

    expect(buttonNamed('Block Ana')).toBeUndefined();

    await click(buttonNamed('Sign in to comment')!);
    expect(useAuthDialog.getState()).toEqual({
      open: true,
      mode: 'signin',
      reason: 'Please sign in to comment.',
    });
  });

  it('lets a member block another comment’s author: their comments leave at once and the block is queued', async () => {
    table = [
      posted,
      { ...posted, id: 'c-pest-1', user_id: 'pest', author_name: 'Pesky', body: 'Buy my stuff' },
      { ...posted, id: 'c-pest-2', user_id: 'pest', author_name: 'Pesky', body: 'Still selling' },
      { ...posted, id: 'c-friend', user_id: 'friend', author_name: 'Friend', body: 'Lovely' },
    ];
    await showSheet();
    expect(await settleUntil(() => items().length === 4)).toBe(true);
    await click(buttonNamed('Block Pesky')!);
    const dialog = host.querySelector('dialog');
    expect(dialog?.textContent).toContain('Block Pesky?');
    const confirm = [...dialog!.querySelectorAll('button')].find((b) => b.textContent === 'Block');
    await click(confirm!);
    expect(await settleUntil(() => items().length === 2)).toBe(true);
    expect(items().join(' ')).not.toContain('Pesky');
    expect(useHiddenContent.getState().users).toEqual(['pest']);
    expect(queued.items).toEqual([
      expect.objectContaining({
        kind: 'block-user',
        payload: expect.objectContaining({ blockerId: 'me', userId: 'pest', label: 'Pesky' }),
      }),
    ]);
  });

  it('hides the comments of an uploader blocked from a video (known there only by creator hash)', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('pest'));
    const hash = [...new Uint8Array(digest)]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 8);
    useHiddenContent.setState({ creators: [hash] });
    table = [posted, { ...posted, id: 'c-pest', user_id: 'pest', author_name: 'Pesky' }];
    await showSheet();
    expect(await settleUntil(() => items().length === 1 && pagesAsked.length === 1)).toBe(true);
    expect(items()[0]).toContain('Already on the server');
  });
});
