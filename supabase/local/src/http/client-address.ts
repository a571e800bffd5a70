import { isIP } from 'node:net';

/**
 * The connecting client's address as hosted Supabase's edge (Cloudflare, in front of every API)
 * hands it on, so SQL that reads `request.headers` sees here what it sees on hosted:
 *   * `cf-connecting-ip`: the address of the TCP peer, set by the edge; a value the client sent
 *     is replaced (Cloudflare refuses or overwrites it, so it cannot be forged);
 *   * `x-forwarded-for`: the client's own value, if any, with the peer appended. Its first hop
 *     is whatever the client wrote, so rules must not trust it (the last hop is the peer).
 * A peer without a usable address (a destroyed socket) leaves no `cf-connecting-ip` at all.
 */
export function addClientAddress(headers: Headers, peer: string | undefined): void {
  const address = normalisedPeer(peer);
  headers.delete('cf-connecting-ip');
  if (!address) return;
  headers.set('cf-connecting-ip', address);
  const forwarded = headers.get('x-forwarded-for')?.trim();
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address);
}

/** Node reports IPv4 peers of a dual-stack socket as `::ffff:a.b.c.d`; the edge says `a.b.c.d`. */
function normalisedPeer(peer: string | undefined): string | null {
  if (!peer) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1];
  const address = mapped ?? peer;
  return isIP(address) ? address : null;
}
