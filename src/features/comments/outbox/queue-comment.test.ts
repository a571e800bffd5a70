import { afterEach, describe, expect, it } from 'vitest';
import { provideOutbox, type OutboxEntry, type OutboxPort } from '@/lib/outbox-port';
import { pendingFor, usePendingComments } from '../stores/pending-comments';
import type { PostCommentPayload } from './post-comment-kind';
import { watchPendingComments } from './queue-comment';

type Listener = (items: OutboxEntry<PostCommentPayload>[]) => void;

function heldComment(id: string, videoId: string, failure: string | null) {
  return {
    id,
    kind: 'post-comment',
    createdAt: 1,
    waiting: failure === null,
    failure,
    payload: { commentId: id, userId: 'u1', videoId, body: `comment ${id}`, queuedAt: 5 },
  };
}

describe('watchPendingComments', () => {
  afterEach(() => usePendingComments.setState({ byId: {} }));

  it('shows what the outbox holds for the video, a stopped comment with its reason, and follows changes', () => {
    let listener: Listener = () => undefined;
    let stopped = false;
    provideOutbox({
      watchHeld: (_kind: string, onChange: Listener) => {
        listener = onChange;
        return () => {
          stopped = true;
        };
      },
    } as unknown as OutboxPort);

    const stop = watchPendingComments('v1');
    listener([
      heldComment('c1', 'v1', null),
      heldComment('c2', 'v1', 'Failed after 12 tries'),
      heldComment('c3', 'v2', null),
    ]);
    const state = () => pendingFor(usePendingComments.getState(), 'v1');
    expect(state().map((comment) => [comment.id, comment.failure])).toEqual([
      ['c1', null],
      ['c2', 'Failed after 12 tries'],
    ]);
    listener([heldComment('c2', 'v1', 'Failed after 12 tries')]);
    expect(state().map((comment) => comment.id)).toEqual(['c2']);
    stop();
    expect(stopped).toBe(true);
  });
});
