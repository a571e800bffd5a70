import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { PermanentOutboxError, type OutboxJobContext, type OutboxNotice } from '@/lib/outbox-port';
import { addPending, usePendingComments } from '../stores/pending-comments';
import { appQueryClient } from '@/lib/query/client';
import { commentKeys } from '../hooks/comment-keys';
import type { PostCommentPayload } from './post-comment-kind';

const server = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../api/post-comment', () => ({ postComment: server.post }));

const { handlePostComment } = await import('./post-comment-handler');
const { sendPostComment } = await import('./post-comment-send');

const payload: PostCommentPayload = {
  commentId: 'c1',
  userId: 'author',
  videoId: 'v1',
  body: 'Nice one',
  queuedAt: 1,
};
const job = { id: 'c1', kind: 'post-comment', payload, attempts: 0 };
let notices: OutboxNotice[] = [];
/** A sender's context: the token and account of the moment, and where its notices go. */
const context = (token: string | null, userId: string | null = token ? 'author' : null) =>
  ({
    signal: new AbortController().signal,
    accessToken: async () => token,
    userId: async () => userId,
    notify: (notice: OutboxNotice) => notices.push(notice),
  }) as unknown as OutboxJobContext;

beforeEach(() => {
  server.post.mockReset();
  notices = [];
  appQueryClient().clear();
  usePendingComments.setState({ byId: {} });
  addPending([{ id: 'c1', videoId: 'v1', body: 'Nice one', queuedAt: 1, failure: null }]);
});

describe('posting a queued comment', () => {
  it('posts it with its own id and the token of the moment; it joins the list before it stops being pending', async () => {
    const stored = {
      id: 'c1',
      videoId: 'v1',
      userId: 'author',
      body: 'Nice one',
      createdAt: 'now',
      authorName: 'Ana',
    };
    const earlier = { ...stored, id: 'c0', body: 'Earlier' };
    server.post.mockResolvedValue(stored);
    appQueryClient().setQueryData(commentKeys.list('v1'), {
      pages: [[earlier]],
      pageParams: [null],
    });
    // The sender alone (as the worker runs it) answers the stored comment and leaves the page be.
    await expect(sendPostComment(job, context('token-0'))).resolves.toEqual(stored);
    expect(appQueryClient().getQueryData(commentKeys.list('v1'))).toMatchObject({
      pages: [[earlier]],
    });
    expect(usePendingComments.getState().byId.c1).toBeDefined();

    await handlePostComment(job, context('token-1'));
    expect(appQueryClient().getQueryData(commentKeys.list('v1'))).toMatchObject({
      pages: [[stored, earlier]],
    });
    expect(server.post).toHaveBeenLastCalledWith(
      { id: 'c1', videoId: 'v1', body: 'Nice one' },
      'token-1',
      expect.anything(),
    );
    expect(usePendingComments.getState().byId).toEqual({});
    expect(notices).toEqual([]);
  });

  it('leaves network failures, 5xx and the rate limit to the outbox to retry, still pending', async () => {
    for (const failure of [
      new TypeError('Load failed'),
      new ApiError('busy', 503),
      new ApiError('too fast', 429, 'PT429'),
    ]) {
      server.post.mockRejectedValueOnce(failure);
      await expect(handlePostComment(job, context('t'))).rejects.toBe(failure);
    }
    expect(usePendingComments.getState().byId.c1?.failure).toBeNull();
    expect(notices).toEqual([]);
  });

  it('stops on a refusal and shows why next to the comment', async () => {
    server.post.mockRejectedValue(
      new ApiError('Comments are turned off for this video.', 400, 'P0001'),
    );
    await expect(handlePostComment(job, context('t'))).rejects.toBeInstanceOf(PermanentOutboxError);
    expect(usePendingComments.getState().byId.c1?.failure).toBe(
      'Comments are turned off for this video.',
    );
    expect(notices).toEqual([
      {
        title: 'Failed to post comment',
        description: 'Comments are turned off for this video.',
        variant: 'destructive',
      },
    ]);
  });

  it('waits (retried, not refused) while another account is signed in on the device', async () => {
    await expect(handlePostComment(job, context('t', 'someone-else'))).rejects.toThrow(
      'Sign in with the account that wrote this comment to post it.',
    );
    await expect(handlePostComment(job, context('t', 'someone-else'))).rejects.not.toBeInstanceOf(
      PermanentOutboxError,
    );
    expect(server.post).not.toHaveBeenCalled();
    expect(usePendingComments.getState().byId.c1?.failure).toBeNull();
    expect(notices).toEqual([]);
  });

  it('stops when signed out, and refuses a payload it cannot read', async () => {
    await expect(handlePostComment(job, context(null))).rejects.toThrow(
      'Please sign in to comment.',
    );
    expect(usePendingComments.getState().byId.c1?.failure).toBe('Please sign in to comment.');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Failed to post comment',
        description: 'Please sign in to comment.',
      }),
    ]);
    await expect(
      handlePostComment({ ...job, payload: { videoId: 1 } }, context('t')),
    ).rejects.toBeInstanceOf(PermanentOutboxError);
    expect(server.post).not.toHaveBeenCalled();
  });
});
