import { requireEnv } from './env.ts';
import { type Fields, ValidationError } from './validate.ts';

/** The app's public address (design decision 8): every link in a mail starts here. */
export function siteUrl(): string {
  return requireEnv('SITE_URL').replace(/\/+$/, '');
}

/** `${SITE_URL}${path}` with the query parameters, e.g. siteLink('/video/abc'). */
export function siteLink(path: string, params: Record<string, string> = {}): string {
  const url = new URL(`${siteUrl()}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * True when `candidate` is an absolute URL on the site's origin and under its path, without
 * credentials. A prefix test on strings would let `https://site.example.evil.test` through.
 */
export function isUnderSite(candidate: string, site: string): boolean {
  let target: URL;
  let base: URL;
  try {
    target = new URL(candidate);
    base = new URL(site);
  } catch {
    return false;
  }
  if (target.username || target.password) return false;
  if (target.origin !== base.origin) return false;
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return target.pathname === base.pathname || target.pathname.startsWith(basePath);
}

/**
 * The redirect a caller asked for when it lies under SITE_URL, the fallback when none was given;
 * anything else is refused (400) rather than silently replaced, so a misconfigured client shows.
 */
export function siteRedirect(body: Fields, name: string, fallback: string): string {
  const value = body[name];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || value.length > 2048) {
    throw new ValidationError(`${name} must be a URL of at most 2048 characters`);
  }
  const site = siteUrl();
  if (!isUnderSite(value, site)) {
    throw new ValidationError(`${name} must be an address under ${site}`);
  }
  return value;
}
