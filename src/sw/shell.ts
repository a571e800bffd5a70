import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Precaches the app shell (index.html, the entry chunk and what it imports statically, icons,
 * sounds; the build leaves lazy route chunks out) and answers every navigation with the shell,
 * so deep links such as /privacy-policy open offline and the router picks the page.
 */
export function serveShell(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));
}
