import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/client';
import { render, settle, settleUntil, type Rendered } from '@/testing/render';
import { commentKeys } from '../hooks/comment-keys';
import CommentsButton from './comments-button';

// comments › 'a video with comments turned off has no Comments action', and the count the
// visitor journey reads on it ('a visitor reads comments a page at a time…': 23).

const VIDEO_ID = '3f2a9c1e-7b4d-4e8a-9c21-000000000031';
const TITLE = 'Quiet clip';

/** What get_comment_summary answers for the video. */
let summary: { allowed: boolean; count: number };
let client = createQueryClient();
let rendered: Rendered | undefined;

beforeEach(() => {
  client = createQueryClient();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      if (!url.pathname.endsWith('/rpc/get_comment_summary')) throw new TypeError('Unexpected');
      if (url.searchParams.get('p_video_id') !== VIDEO_ID) throw new TypeError('Another video');
      return Response.json(summary);
    }),
  );
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  client.clear();
  vi.unstubAllGlobals();
});

/** Renders the action and waits until the summary has arrived (the negative check needs it). */
async function showCommentsAction(): Promise<HTMLElement> {
  rendered = await render(
    <QueryClientProvider client={client}>
      <CommentsButton videoId={VIDEO_ID} title={TITLE} overlay={false} />
    </QueryClientProvider>,
  );
  const known = () => client.getQueryState(commentKeys.summary(VIDEO_ID))?.status === 'success';
  expect(await settleUntil(known)).toBe(true);
  await settle();
  return rendered.container;
}

const commentsAction = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>(`button[aria-label$=" on ${TITLE}"]`);

describe('the Comments action', () => {
  it('is absent from a video with comments turned off', async () => {
    summary = { allowed: false, count: 0 };
    const root = await showCommentsAction();
    expect(commentsAction(root)).toBeNull();
  });

  it('is present, with the count, on a video that takes comments', async () => {
    summary = { allowed: true, count: 23 };
    const root = await showCommentsAction();
    expect(commentsAction(root)?.textContent).toBe('23');
  });

  it('is named by what it shows, then the video (axe: label-content-name-mismatch)', async () => {
    summary = { allowed: true, count: 23 };
    expect(commentsAction(await showCommentsAction())?.getAttribute('aria-label')).toBe(
      `23 comments on ${TITLE}`,
    );
    await rendered?.unmount();
    client.clear();
    summary = { allowed: true, count: 1 };
    expect(commentsAction(await showCommentsAction())?.getAttribute('aria-label')).toBe(
      `1 comment on ${TITLE}`,
    );
  });
});
