import { currentAccessToken, useSession } from '@/lib/session';
import { deviceId } from '../api/device-id';
import { recordView } from '../api/record-view';

const recorded = new Set<string>();

/**
 * Part 2 §7: views +1 when a watch starts. Sent once per video per page life; the server counts
 * one per viewer per video per day whatever we send. Offline watches are not counted.
 */
export function recordWatchStart(videoId: string): void {
  if (recorded.has(videoId) || !navigator.onLine) return;
  recorded.add(videoId);
  const signedIn = useSession.getState().user !== null;
  (signedIn ? currentAccessToken() : Promise.resolve(null))
    .then((token) => recordView(videoId, deviceId(), token))
    .catch((error: unknown) => {
      recorded.delete(videoId);
      console.warn('Could not count the view', error);
    });
}
