import type { Shrinker } from './shrink-step';

/**
 * A page's shrinker: its code (mediabunny and its worker) loads only when a queued file needs it.
 * The service worker has none (no WebCodecs decoding to a canvas there).
 */
export const pageShrinker: Shrinker = async (file, options) =>
  (await import('@/lib/media/shrink-video')).shrinkVideo(file, options);

/**
 * Fetches the shrinker's code and its worker ahead of need, so a file queued offline is shrunk at
 * once: Submit warms it with the rest of what works offline.
 */
export async function preloadShrinker(): Promise<void> {
  await (await import('@/lib/media/shrink-video')).warmShrinkWorker();
}
