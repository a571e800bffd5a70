import { loadEngine } from '../port/load-engine';

/**
 * Fetches the engine, the tray list and the port's queries ahead of need, so that a video can be
 * queued, its tray opened and My Videos' 'Waiting to upload' shown with no connection (the
 * service worker caches what is fetched here).
 */
export function preloadOutbox(): Promise<unknown> {
  return Promise.all([
    loadEngine(),
    import('./upload-tray-panel'),
    import('../data/outbox-queries'),
  ]);
}
