import { getSupabase } from '@/lib/supabase';
import { loadEngine } from '../port/load-engine';
import { preloadHandlers } from '../port/registry';

/**
 * Fetches the engine, every kind's handler (and the supabase-js they send with), the tray list
 * and the port's queries ahead of need, so that a video can be queued, its tray opened, My
 * Videos' 'Waiting to upload' shown with no connection, and the queue sent when it comes back
 * (the service worker caches what is fetched here).
 */
export function preloadOutbox(): Promise<unknown> {
  return Promise.all([
    loadEngine(),
    preloadHandlers(),
    getSupabase(),
    import('./upload-tray-panel'),
    import('../data/outbox-queries'),
  ]);
}
