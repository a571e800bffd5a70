import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { parse as parseToml } from 'smol-toml';
import type { LocalConfig } from '../config.ts';

/** Where auth may send people back to: the site URL plus config.toml's additional_redirect_urls. */
export interface RedirectPolicy {
  siteUrl: string;
  allowList: RegExp[];
}

function parseUrl(url: string): URL | null {
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
 * GoTrue compiles each allow-list entry with gobwas/glob and the separators '.' and '/':
 * `**` spans anything, `*` and `?` stay within one segment, `{a,b}` is an alternation.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else if (ch === '{') {
      source += '(?:';
      depth++;
    } else if (ch === '}' && depth > 0) {
      source += ')';
      depth--;
    } else if (ch === ',' && depth > 0) source += '|';
    else source += ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const policies = new Map<string, RedirectPolicy>();

/** The instance's policy; config.toml is read once (a missing file means no extra URLs). */
export function redirectPolicy(config: LocalConfig): RedirectPolicy {
  const key = `${config.siteUrl}\n${config.configToml}`;
  let policy = policies.get(key);
  if (!policy) {
    policy = {
      siteUrl: config.siteUrl,
      allowList: readAllowList(config.configToml).map(globToRegExp),
    };
    policies.set(key, policy);
  }
  return policy;
}

function readAllowList(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  try {
    const auth = (parseToml(text) as { auth?: { additional_redirect_urls?: unknown } }).auth;
    const urls = auth?.additional_redirect_urls;
    return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
  } catch (error) {
    console.warn(
      `supabase/local auth: ignoring additional_redirect_urls, ${file} is not valid TOML:`,
      (error as Error).message,
    );
    return [];
  }
}

/**
 * GoTrue's IsRedirectURLValid: back to the site (same scheme and host; any port on a loopback
 * host), to a loopback address, or to an entry of the allow list.
 */
export function isRedirectAllowed(policy: RedirectPolicy, candidate: string): boolean {
  // Control characters and spaces are never valid in a URL, and browsers strip some of them.
  if (
    candidate === '' ||
    [...candidate].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f)
  ) {
    return false;
  }
  // WHATWG URL turns http://2130706433/ into 127.0.0.1; GoTrue refuses such decimal hosts outright.
  const rawHost = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^:/?#]*)/i.exec(candidate)?.[1] ?? '';
  if (/^[0-9]+$/.test(rawHost)) return false;
  const site = parseUrl(policy.siteUrl);
  const target = parseUrl(candidate);
  if (!site || !target) return false;
  if (
    site.hostname === target.hostname &&
    site.protocol === target.protocol &&
    (site.port === target.port || isLoopback(target.hostname))
  ) {
    return true;
  }
  const bare = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0) return isLoopback(bare) && /^https?:$/.test(target.protocol);
  const withoutFragment = candidate.split('#')[0]!;
  return policy.allowList.some((pattern) => pattern.test(withoutFragment));
}

/**
 * utilities.GetReferrer: the requested redirect when allowed, else the Referer header when
 * allowed, else the site URL.
 */
export function redirectTarget(
  policy: RedirectPolicy,
  req: Request,
  requested: string | null | undefined,
): string {
  if (requested && isRedirectAllowed(policy, requested)) return requested;
  const referer = req.headers.get('referer');
  if (referer && isRedirectAllowed(policy, referer)) return referer;
  return policy.siteUrl;
}
