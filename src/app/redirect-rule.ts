/** Where every live-streaming address goes (spec part 1 and part 2 §2, "Redirect rule"). */
export const STREAMING_REDIRECT_TARGET = '/premium-dashboard';

export const STREAMING_PREFIXES = [
  '/live-streaming',
  '/live-stream-upload',
  '/livestream',
  '/livestreaming',
  '/go-live',
  '/golive',
  '/stream',
  '/rtmp',
  '/webrtc',
  '/obs',
  '/broadcast',
  '/live-room',
  '/live-chat',
  '/live-event',
  '/premium/live',
  '/premium/streaming',
  '/premium/how-live-works',
] as const;

/**
 * The redirect rule with segment semantics: a path is redirected when, compared case-insensitively
 * and ignoring trailing slashes, it equals a listed prefix or starts with the prefix followed by
 * '/'. So /stream, /STREAM/, /stream/abc and /premium/live/now redirect, while near-misses such as
 * /streamer, /obscure or /premium/lively do not: they are ordinary unknown paths and get the
 * not-found page. A query string or hash is ignored for matching and dropped from the target.
 *
 * Returns the target path, or null when the path is not a streaming address.
 */
export function streamingRedirectTarget(pathWithQuery: string): string | null {
  const pathname = pathWithQuery.split(/[?#]/, 1)[0] ?? '';
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const matches = STREAMING_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return matches ? STREAMING_REDIRECT_TARGET : null;
}
