import type { InfiniteData } from '@tanstack/react-query';
import { withPageEffects } from '@/lib/outbox-port';
import { appQueryClient } from '@/lib/query/client';
import { commentKeys } from '../hooks/comment-keys';
import { refreshComments } from '../hooks/refresh-comments';
import type { VideoComment } from '../model/comment';
import { markPendingFailed, removePending } from '../stores/pending-comments';
import { parsePostCommentPayload, sendPostComment } from './post-comment-send';

/** The posted comment joins the list before the pending copy goes, so it never blinks out. */
function showPosted(stored: VideoComment): void {
  appQueryClient().setQueryData<InfiniteData<VideoComment[]>>(
    commentKeys.list(stored.videoId),
    (data) =>
      data && !data.pages.some((page) => page.some((comment) => comment.id === stored.id))
        ? { ...data, pages: [[stored, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
        : data,
  );
  removePending(stored.id);
  void refreshComments(stored.videoId).catch(() => undefined);
}

/** POST_COMMENT in a page: the shared sender, then the page's list and pending copy follow. */
export const handlePostComment = withPageEffects(sendPostComment, {
  sent: (_job, stored) => showPosted(stored),
  refused: (job, reason) => {
    const payload = parsePostCommentPayload(job.payload);
    if (payload) markPendingFailed(payload.commentId, reason);
  },
});
