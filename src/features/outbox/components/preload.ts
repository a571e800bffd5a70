import { loadEngine } from '../port/load-engine';

/**
 * Fetches the engine and the tray list ahead of need, so that a video can be queued and its tray
 * opened with no connection (the service worker caches what is fetched here).
 */
export function preloadOutbox(): Promise<unknown> {
  return Promise.all([loadEngine(), import('./upload-tray-panel')]);
}
