/**
 * Requests index.html starts before the app's code has arrived (scripts/vite-first-paint.ts), so
 * the first screen's data is on its way while the JavaScript downloads. Keyed by URL; each is
 * handed out once. Pure: the Vite plugin imports the global's name from here.
 */
export const EARLY_FETCHES_GLOBAL = '__laughloopEarlyFetches';

type EarlyFetches = Record<string, Promise<Response> | undefined>;

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_FETCHES_GLOBAL] as
    EarlyFetches | undefined;
  const response = early?.[url];
  if (early && response) delete early[url];
  return response;
}

/** The early feed's rows, parsed by index.html's script for its own first thumbnails. */
export const EARLY_ROWS_GLOBAL = '__laughloopEarlyRows';

/**
 * The rows index.html's script already parsed for `url`, handed out once, so the app's first
 * render can show the list the static page was showing instead of a loading skeleton.
 */
export function takeEarlyRows(url: string): unknown {
  const early = (globalThis as Record<string, unknown>)[EARLY_ROWS_GLOBAL] as
    Record<string, unknown> | undefined;
  const rows = early?.[url];
  if (early) delete early[url];
  return rows;
}
