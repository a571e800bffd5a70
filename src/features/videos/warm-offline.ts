/**
 * The on-demand parts of the video screens that must work without a connection: the IndexedDB
 * list cache, offline video state, and the dialogs. Fetched into the service worker's cache by
 * the app's offline warm-up, so a first offline visit still finds them.
 */
export function warmVideoScreens(): Promise<unknown> {
  return Promise.all([
    import('./offline/list-cache'),
    import('./offline/background'),
    import('./offline/video-cache'),
    import('./components/share-dialog'),
    import('./components/report-dialog'),
    import('./components/offline-settings-dialog'),
  ]);
}
