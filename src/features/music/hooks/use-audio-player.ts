import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast-store';
import type { LibraryTrack } from '../model/library-track';
import { LIBRARY_MESSAGES } from '../model/messages';

/**
 * One shared <audio> for the whole library: playing a track stops the one before. The playing
 * id follows the element's own events (play, pause, ended, emptied), so the buttons say what
 * the element is really doing. Answers the element's ref, the playing track's id and toggle.
 */
export function useAudioPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const loadedId = useRef<string | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const playing = () => setPlayingId(loadedId.current);
    const stopped = () => setPlayingId(null);
    const events = ['pause', 'ended', 'emptied'] as const;
    element.addEventListener('play', playing);
    events.forEach((name) => element.addEventListener(name, stopped));
    return () => {
      element.removeEventListener('play', playing);
      events.forEach((name) => element.removeEventListener(name, stopped));
      element.pause();
    };
  }, []);

  const toggle = useCallback(
    (track: LibraryTrack) => {
      const element = audio.current;
      if (!element) return;
      if (playingId === track.id) {
        element.pause();
        return;
      }
      if (loadedId.current !== track.id) {
        loadedId.current = track.id;
        element.src = track.fileUrl;
      }
      element.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error('Could not play a track', error);
        toast({ title: LIBRARY_MESSAGES.playFailed(track.title), variant: 'destructive' });
      });
    },
    [playingId],
  );

  return { audio, playingId, toggle };
}
