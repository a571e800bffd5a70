/**
 * Requests index.html starts before the app's code has arrived (scripts/vite-first-paint.ts), so
 * the first screen's data is on its way while the JavaScript downloads. Keyed by URL; each is
 * handed out once. Pure: the Vite plugin imports the globals' names from here.
 */
export const EARLY_FETCHES_GLOBAL = '__laughloopEarlyFetches';

/** The early feed's rows, parsed by index.html's script for its own first thumbnails. */
export const EARLY_ROWS_GLOBAL = '__laughloopEarlyRows';

/** What index.html's script left under `global` for `url`, removed as it is handed out. */
function takeOnce(global: string, url: string): unknown {
  const early = (globalThis as Record<string, unknown>)[global] as
    Record<string, unknown> | undefined;
  const value = early?.[url];
  if (early) delete early[url];
  return value;
}

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  return takeOnce(EARLY_FETCHES_GLOBAL, url) as Promise<Response> | undefined;
}

/**
 * The rows index.html's script already parsed for `url`, so the app's first render can show the
 * list the static page was showing instead of a loading skeleton.
 */
export function takeEarlyRows(url: string): unknown {
  return takeOnce(EARLY_ROWS_GLOBAL, url);
}
