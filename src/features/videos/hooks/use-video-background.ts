import { useEffect } from 'react';
import { afterFirstPaint } from './after-first-paint';

/** Starts the IndexedDB side of the video screens once the first frame is on screen. */
export function useVideoBackground(): void {
  useEffect(
    () =>
      afterFirstPaint(() => {
        import('../offline/background')
          .then((module) => module.startVideoBackground())
          .catch((error: unknown) => console.warn('Offline video support is unavailable', error));
      }),
    [],
  );
}
