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
