import { isIP } from 'node:net';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * GoTrue's IsRedirectURLValid with an empty additional allow list: a redirect must go back to
 * the site (same scheme and host; any port on a loopback host) or to a loopback address.
 */
export function isRedirectAllowed(siteUrl: string, candidate: string): boolean {
  // Control characters and spaces are never valid in a URL, and browsers strip some of them.
  if (candidate === '' || [...candidate].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return false;
  }
  // WHATWG URL turns http://2130706433/ into 127.0.0.1; GoTrue refuses such decimal hosts outright.
  const rawHost = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^:/?#]*)/i.exec(candidate)?.[1] ?? '';
  if (/^[0-9]+$/.test(rawHost)) return false;
  const site = parse(siteUrl);
  const target = parse(candidate);
  if (!site || !target) return false;
  if (
    site.hostname === target.hostname &&
    site.protocol === target.protocol &&
    (site.port === target.port || isLoopback(target.hostname))
  ) {
    return true;
  }
  const bare = target.hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 && isLoopback(bare) && /^https?:$/.test(target.protocol);
}

/**
 * utilities.GetReferrer: the requested redirect when allowed, else the Referer header when
 * allowed, else the site URL.
 */
export function redirectTarget(siteUrl: string, req: Request, requested: string | null | undefined): string {
  if (requested && isRedirectAllowed(siteUrl, requested)) return requested;
  const referer = req.headers.get('referer');
  if (referer && isRedirectAllowed(siteUrl, referer)) return referer;
  return siteUrl;
}
