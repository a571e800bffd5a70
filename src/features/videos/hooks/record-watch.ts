import { currentAccessToken, useSession } from '@/lib/session';
import { deviceId } from '../api/device-id';
import { recordView } from '../api/record-view';

/** The watch the server saw start, per video, for this page's life (null: a visitor's, or none). */
const started = new Map<string, Promise<string | null>>();

/**
 * Part 2 §7: views +1 when a watch starts. Sent once per video per page life; the server counts
 * one per viewer per video per day whatever we send. Offline watches are not counted.
 */
export function recordWatchStart(videoId: string): void {
  if (started.has(videoId) || !navigator.onLine) return;
  const signedIn = useSession.getState().user !== null;
  const viewId = (signedIn ? currentAccessToken() : Promise.resolve(null))
    .then((token) => recordView(videoId, deviceId(), token))
    .then((view) => (signedIn ? view.viewId : null))
    .catch((error: unknown) => {
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
