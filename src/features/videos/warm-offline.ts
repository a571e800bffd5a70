let warming: Promise<unknown> | undefined;

/**
 * The on-demand parts of the video screens that must work without a connection: the public
 * feeds themselves (into the query cache kept on the device, and the service worker's list
 * cache), offline video state, and the dialogs. Fetched by the app's offline warm-up, so a first offline visit
 * still finds them; runs once per page life, however many video routes ask.
 */
export function warmVideoScreens(): Promise<unknown> {
  warming ??= Promise.all([
    import('./hooks/use-public-list').then((module) => module.warmPublicLists()),
    import('./offline/background'),
    import('./offline/video-cache'),
    import('./components/share-dialog'),
    import('./components/report-dialog'),
    import('./components/offline-settings-dialog'),
  ]);
  warming.catch(() => {
    warming = undefined;
  });
  return warming;
}
