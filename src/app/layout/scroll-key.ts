import type { Location } from 'react-router-dom';

/** The key react-router's history gives the first entry of every document (no history.state yet). */
export const FIRST_ENTRY_KEY = 'default';

/**
 * Where <ScrollRestoration> files a page's scroll position. By default it uses the history
 * entry's key, but the first entry of every document is "default": a page opened afresh (a shared
 * link, a relaunch) took over the position the tab's previous document left under it, and that
 * restore is a router update React may commit well after the page shows — on a busy phone a
 * second later, scrolling the page back up under a tap already on its way (a Like went to the
 * video instead). A document's first entry is filed under its address; later entries keep their
 * own keys.
 */
export function scrollPositionKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === FIRST_ENTRY_KEY ? `${location.pathname}${location.search}` : location.key;
}
