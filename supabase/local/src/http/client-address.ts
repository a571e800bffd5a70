import { BlockList, isIP } from 'node:net';

/**
 * The proxies whose X-Forwarded-For is believed (SUPABASE_LOCAL_TRUSTED_PROXIES): addresses or
 * CIDR blocks, IPv4 or IPv6. None by default, so the client is always the TCP peer.
 */
export type TrustedProxies = BlockList | null;

/** Parses `10.0.0.0/8, 192.0.2.7, fd00::/8`; throws on an entry that is not an address or block. */
export function trustedProxiesFrom(entries: readonly string[]): TrustedProxies {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.trim().split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) throw new Error(`not an IP address or CIDR: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128)))
      throw new Error(`not an IP address or CIDR: ${entry}`);
    list.addSubnet(address, bits, type);
  }
  return list;
}

/** Node reports IPv4 peers of a dual-stack socket as `::ffff:a.b.c.d`; the edge says `a.b.c.d`. */
function normalised(address: string | undefined): string | null {
  if (!address) return null;
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  const result = mapped ?? trimmed;
  return isIP(result) ? result : null;
}

function isTrusted(trusted: TrustedProxies, address: string): boolean {
  return trusted?.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6') ?? false;
}

/**
 * Who is calling: the TCP peer, unless the peer is a trusted proxy. Then the X-Forwarded-For hops
 * are read from the right (each appended by the proxy before it) and the first one that is not a
 * trusted proxy is the client; hops further left were written by the client and prove nothing. A
 * hop that is not an address stops the walk at the last proxy that appended one; a chain of
 * trusted proxies only names its leftmost hop.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string | null {
  let client = normalised(peer);
  if (!client || !isTrusted(trusted, client)) return client;
  const hops = (forwardedFor ?? '').split(',').reverse();
  for (const hop of hops) {
    const address = normalised(hop);
    if (!address) break;
    client = address;
    if (!isTrusted(trusted, address)) break;
  }
  return client;
}

/**
 * The connecting client's address as hosted Supabase's edge (Cloudflare, in front of every API)
 * hands it on, so SQL that reads `request.headers` and Auth's limits see here what they see on
 * hosted:
 *   * `cf-connecting-ip`: the client's address (clientAddress: the TCP peer, or what a trusted
 *     proxy forwarded), set by the edge; a value the client sent is replaced (Cloudflare refuses
 *     or overwrites it, so it cannot be forged);
 *   * `x-forwarded-for`: the client's own value, if any, with the peer appended. Its first hop
 *     is whatever the client wrote, so rules must not trust it (the last hop is the peer).
 * A peer without a usable address (a destroyed socket) leaves no `cf-connecting-ip` at all.
 */
export function addClientAddress(
  headers: Headers,
  peer: string | undefined,
  trusted: TrustedProxies = null,
): void {
  const forwarded = headers.get('x-forwarded-for')?.trim() || null;
  const client = clientAddress(peer, forwarded, trusted);
  const address = normalised(peer);
  headers.delete('cf-connecting-ip');
  if (!address || !client) return;
  headers.set('cf-connecting-ip', client);
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address);
}

/**
 * The address Auth limits a request by: the gateway's `cf-connecting-ip` (addClientAddress; a
 * client's own value never gets through). 'unknown' when the peer had no address: such requests
 * share one allowance rather than escaping the limits.
 */
export function requestClientAddress(req: Request): string {
  return normalised(req.headers.get('cf-connecting-ip') ?? undefined) ?? 'unknown';
}

/** The 8 groups of an IPv6 address, `::` and a trailing dotted IPv4 part expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What a limit counts an address as: an IPv4 address itself, an IPv6 address by its /64 (one
 * host usually has a whole /64 to pick from), as private.request_ip() does for SQL's caps.
 */
export function limitedAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
