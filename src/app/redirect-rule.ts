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
 * The redirect rule as part 2 §2 words it (design §3.16): a path equal to or starting with a listed
 * prefix, compared case-insensitively, goes to /premium-dashboard. It is a plain string prefix, so
 * /streaming, /streamer, /obscure and /premium/lively redirect too. A query string or hash is
 * ignored for matching and dropped from the target.
 *
 * Returns the target path, or null when the path is not a streaming address.
 */
export function streamingRedirectTarget(pathWithQuery: string): string | null {
  const path = (pathWithQuery.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  return STREAMING_PREFIXES.some((prefix) => path.startsWith(prefix))
    ? STREAMING_REDIRECT_TARGET
    : null;
}
