import { ApiError } from '@/lib/api/api-error';
import { currentAccessToken, useSession } from '@/lib/session';
import { recordView } from '../api/record-view';
import { queueView } from '../offline/view-outbox';

/** The watch the server saw start, per video, for this page's life (null: a visitor's, or none). */
const started = new Map<string, Promise<string | null>>();

/** No answer, or the server failed: the view is worth sending again later. */
function isTransient(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status >= 500);
}

function queued(videoId: string, viewedAt: number): Promise<null> {
  return queueView(videoId, viewedAt).then(
    () => null,
    (error: unknown) => {
      started.delete(videoId);
      console.warn('Could not queue the view', error);
      return null;
    },
  );
}

/**
 * Part 2 §7: views +1 when a watch starts. Sent once per video per page life; the server counts
 * one per viewer per video per day whatever we send. A watch that starts offline, or whose call
 * gets no answer, is queued in the outbox with its time and counted once the network is back (no
 * watch earning is claimed for it: the server did not see it start).
 */
export function recordWatchStart(videoId: string): void {
  if (started.has(videoId)) return;
  const viewedAt = Date.now();
  if (!navigator.onLine) {
    started.set(videoId, queued(videoId, viewedAt));
    return;
  }
  const signedIn = useSession.getState().user !== null;
  const viewId = (signedIn ? currentAccessToken() : Promise.resolve(null))
    .then((token) => recordView(videoId, token))
    .then((view) => (signedIn ? view.viewId : null))
    .catch((error: unknown) => {
      if (isTransient(error)) return queued(videoId, viewedAt);
      started.delete(videoId);
      console.warn('Could not count the view', error);
      return null;
    });
  started.set(videoId, viewId);
}

/** The signed-in member's watch of `videoId` the server saw start this page life, if any. */
export function startedWatch(videoId: string): Promise<string | null> {
  return started.get(videoId) ?? Promise.resolve(null);
}
