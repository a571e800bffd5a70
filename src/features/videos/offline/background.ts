import { outbox } from '@/lib/outbox-port';
import { PENDING_LIKES_KEY } from '../stores/like-store';
import { loadOfflineState } from './video-cache';

let started: Promise<void> | undefined;

function hasPendingLikes(): boolean {
  try {
    return localStorage.getItem(PENDING_LIKES_KEY) !== null;
  } catch {
    return false;
  }
}

/** After a reload, the likes still waiting are counted by the outbox itself (its data loads only then). */
async function reconcileLikes(): Promise<void> {
  if (!hasPendingLikes()) return;
  const [{ SET_LIKE }, { reconcileLikesWith }] = await Promise.all([
    import('@/lib/outbox-kinds'),
    import('./reconcile-likes'),
  ]);
  reconcileLikesWith(await outbox().waitingItems(SET_LIKE));
}

/**
 * Device-side state the video screens need, read after first paint: which clips are saved for
 * offline viewing, and which likes are still waiting in the outbox.
 */
export function startVideoBackground(): Promise<void> {
  started ??= Promise.all([loadOfflineState(), reconcileLikes()]).then(() => undefined);
  started.catch((error: unknown) => {
    started = undefined;
    console.warn('Could not read offline videos or queued likes', error);
  });
  return started;
}
