import { useEffect, useMemo } from 'react';
import { useSession } from '@/lib/session';
import { reportVideoActivity } from '@/lib/video-activity';
import { WatchClock } from '../model/watch-clock';
import { startedWatch } from './record-watch';

/** Videos whose watch was already told this page life: a watch earns once. */
const told = new Set<string>();

export interface WatchCreditHandlers {
  onPlaying(): void;
  onPause(): void;
  onWaiting(): void;
}

/** One video's playing clock and the player events that drive it. */
function watchCredit(videoId: string, ownerId: string | null | undefined) {
  const clock = new WatchClock();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The player says it plays (from 'playing' to 'pause' or 'waiting'). */
  let playing = false;
  /** The player is on screen (false: a Shorts slide scrolled away). */
  let onScreen = true;
  const check = () => {
    if (told.has(videoId)) return;
    const remaining = clock.remaining();
    // A timer may wake a little early: wait out the rest.
    if (remaining > 0) {
      if (clock.playing) timer = setTimeout(check, remaining);
      return;
    }
    told.add(videoId);
    void startedWatch(videoId).then((viewId) => {
      if (viewId) reportVideoActivity({ kind: 'watched', videoId, viewId, ownerId });
      else told.delete(videoId);
    });
  };
  const stop = () => {
    clearTimeout(timer);
    clock.stop();
  };
  const resume = () => {
    if (!playing || !onScreen || told.has(videoId) || document.hidden) return;
    if (!useSession.getState().user) return;
    clock.play();
    clearTimeout(timer);
    timer = setTimeout(check, clock.remaining());
  };
  const onPlaying = () => {
    playing = true;
    resume();
  };
  const onStopped = () => {
    playing = false;
    stop();
  };
  const show = (value: boolean) => {
    onScreen = value;
    if (value) resume();
    else stop();
  };
  return { onPlaying, onPause: onStopped, onWaiting: onStopped, stop, resume, show };
}

/**
 * Tells a signed-in member's watch (src/lib/video-activity) once the player has really played
 * `videoId` for 30 s — paused, stalled, hidden or scrolled-away time does not count — naming the
 * watch the server saw start (record_view), which judges the 30 s again by its own clock.
 * `shown`: false once the player is gone (a Shorts slide scrolled away) even without a pause.
 */
export function useWatchCredit(
  videoId: string,
  ownerId: string | null | undefined,
  shown = true,
): WatchCreditHandlers {
  // One clock per video: a player reused for another video starts from zero.
  const handlers = useMemo(() => watchCredit(videoId, ownerId), [videoId, ownerId]);

  useEffect(() => handlers.show(shown), [handlers, shown]);

  useEffect(() => {
    const onVisibility = () => (document.hidden ? handlers.stop() : handlers.resume());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      handlers.stop();
    };
  }, [handlers]);

  return handlers;
}
