import { useEffect, useMemo, useRef } from 'react';
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

/**
 * Tells a signed-in member's watch (src/lib/video-activity) once the player has really played
 * `videoId` for 30 s — paused, stalled or hidden time does not count — naming the watch the
 * server saw start (record_view), which judges the 30 s again by its own clock.
 */
export function useWatchCredit(
  videoId: string,
  ownerId: string | null | undefined,
): WatchCreditHandlers {
  const clock = useRef(new WatchClock());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The player says it plays (true from 'playing' to 'pause' or 'waiting'). */
  const playing = useRef(false);

  const handlers = useMemo(() => {
    const check = () => {
      if (clock.current.remaining() > 0 || told.has(videoId)) return;
      told.add(videoId);
      void startedWatch(videoId).then((viewId) => {
        if (viewId) reportVideoActivity({ kind: 'watched', videoId, viewId, ownerId });
        else told.delete(videoId);
      });
    };
    const stop = () => {
      clearTimeout(timer.current);
      clock.current.stop();
    };
    const resume = () => {
      if (!playing.current || told.has(videoId) || !useSession.getState().user) return;
      if (document.hidden) return;
      clock.current.play();
      clearTimeout(timer.current);
      timer.current = setTimeout(check, clock.current.remaining());
    };
    const onPlaying = () => {
      playing.current = true;
      resume();
    };
    const onStopped = () => {
      playing.current = false;
      stop();
    };
    return { onPlaying, onPause: onStopped, onWaiting: onStopped, stop, resume };
  }, [videoId, ownerId]);

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
