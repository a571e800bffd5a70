/**
 * The gateway's reading of a request head (method, target, Host), before any service sees it.
 * Every request line Node's parser lets through gets either a URL to route or a 4xx here; nothing
 * in a request head may throw past this point (issue 35 §1).
 */

/** The methods some service answers; the rest of HTTP's vocabulary is refused at the gateway. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** RFC 9110 methods the gateway knows and will not serve (405), as opposed to unknown ones (501). */
const KNOWN_REFUSED = new Set(['CONNECT', 'TRACE']);

/**
 * The longest request target (path and query) served; a longer one is 414. Hosted documents no
 * figure: nginx (Kong) refuses request lines over 8 KiB by default, Cloudflare URIs over 32 KB;
 * 16 KiB leaves room for long filters (an `in.()` of ~400 uuids).
 */
export const MAX_TARGET_BYTES = 16 * 1024;

/**
 * The largest request head (request line and headers), twice Node's default: a larger one is 431,
 * or 414 when the request line alone is too long.
 */
export const MAX_HEAD_BYTES = 32 * 1024;

export interface RequestHead {
  method: string;
  /** The request target exactly as sent (origin-, absolute-, authority- or asterisk-form). */
  target: string;
  /** Every Host header the request carried (a valid request has one; HTTP/1.0 may have none). */
  hosts: string[];
  httpVersion: string;
}

export interface HeadRefusal {
  status: 400 | 405 | 414 | 501;
  message: string;
  headers?: Record<string, string>;
}

export type HeadVerdict = { ok: true; url: URL } | ({ ok: false } & HeadRefusal);

const refuse = (
  status: HeadRefusal['status'],
  message: string,
  headers?: Record<string, string>,
): HeadVerdict => ({ ok: false, status, message, ...(headers ? { headers } : {}) });

/** uri-host [":" port] (RFC 3986): a registered name or IPv4 address, or a bracketed IPv6 one. */
const HOST_PATTERN = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=%]+|\[[0-9A-Fa-f:.]+\])(?::\d{0,5})?$/;
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** The origin to resolve targets against: the request's Host, or the gateway's own address. */
function originOf(head: RequestHead, fallbackHost: string): string | HeadVerdict {
  if (head.hosts.length > 1) return refuse(400, 'A request may carry only one Host header');
  const host = head.hosts[0];
  if (host === undefined) {
    // HTTP/1.1 requires Host (RFC 9112 §3.2); HTTP/1.0 clients may leave it out.
    if (head.httpVersion !== '1.0') return refuse(400, 'The Host header is required');
    return `http://${fallbackHost}`;
  }
  if (!HOST_PATTERN.test(host)) return refuse(400, 'Invalid Host header');
  try {
    return new URL(`http://${host}`).origin;
  } catch {
    return refuse(400, 'Invalid Host header');
  }
}

/** The URL an absolute-form target names (a proxy-style request): http(s) only. */
function absoluteUrl(target: string): HeadVerdict {
  try {
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return refuse(400, 'Only http and https request targets are served');
    if (url.username || url.password) return refuse(400, 'Invalid request target');
    return { ok: true, url };
  } catch {
    return refuse(400, 'Invalid request target');
  }
}

/**
 * Reads a request head into the URL to route, or the refusal to send: 405/501 for a method no
 * service serves, 414 for a target over MAX_TARGET_BYTES, 400 for a Host header or target that
 * does not parse (an absolute-form target with a broken IPv6 literal, an authority-form target,
 * an asterisk-form one other than `OPTIONS *`).
 */
export function readRequestHead(head: RequestHead, fallbackHost: string): HeadVerdict {
  if (!ALLOWED_METHODS.includes(head.method)) {
    const allow = { allow: ALLOWED_METHODS.join(', ') };
    return KNOWN_REFUSED.has(head.method)
      ? refuse(405, `Method ${head.method} is not allowed`, allow)
      : refuse(501, 'Method not implemented', allow);
  }
  if (Buffer.byteLength(head.target) > MAX_TARGET_BYTES)
    return refuse(414, `The request target is longer than ${MAX_TARGET_BYTES} bytes`);
  const origin = originOf(head, fallbackHost);
  if (typeof origin !== 'string') return origin;
  if (head.target.startsWith('/')) {
    try {
      // Concatenated, not resolved: `//x/y` is a path here, never another host.
      return { ok: true, url: new URL(`${origin}${head.target}`) };
    } catch {
      return refuse(400, 'Invalid request target');
    }
  }
  if (ABSOLUTE_FORM.test(head.target)) return absoluteUrl(head.target);
  if (head.target === '*' && head.method === 'OPTIONS') return { ok: true, url: new URL(origin) };
  return refuse(400, 'Invalid request target');
}

/** A request line Node's parser gave up on: its own words, for the status to answer with. */
const REQUEST_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S+ HTTP\/\d\.\d\r?$/;

/**
 * The status for a request Node's HTTP parser refused (its `clientError` code and the bytes it
 * had read): 431 for a head over the limit (414 when the request line alone is), 501 for a
 * well-formed request line whose method Node does not know, 408 for a head that never finished,
 * 400 for anything else malformed.
 */
export function parseErrorStatus(code: string | undefined, rawPacket: Buffer | undefined): number {
  const firstLine = rawPacket?.toString('latin1').split('\n', 1)[0] ?? '';
  const lineComplete = rawPacket?.includes(0x0a) ?? false;
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return !lineComplete || firstLine.length > MAX_TARGET_BYTES ? 414 : 431;
    case 'HPE_INVALID_METHOD':
      return REQUEST_LINE.test(firstLine) ? 501 : 400;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}
