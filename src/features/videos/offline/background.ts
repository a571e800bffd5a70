import { loadOfflineState } from './video-cache';

let started: Promise<void> | undefined;

/**
 * Device-side state the video screens need, read after first paint: which clips are saved for
 * offline viewing. (Likes need nothing here: their one state is read where it lives, ../likes.)
 */
export function startVideoBackground(): Promise<void> {
  started ??= loadOfflineState();
  started.catch((error: unknown) => {
    started = undefined;
    console.warn('Could not read offline videos', error);
  });
  return started;
}
