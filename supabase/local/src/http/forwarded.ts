import { isIP } from 'node:net';

/**
 * The caller's address as the socket saw it: IPv4 callers of a dual-stack listener arrive as
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`) and are written the way hosted writes them, as IPv4.
 * Null when the socket has no address (a closed connection).
 */
export function peerAddress(remoteAddress: string | undefined): string | null {
  if (!remoteAddress) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(remoteAddress);
  const address = mapped ? mapped[1]! : remoteAddress;
  return isIP(address) ? address : null;
}

/**
 * X-Forwarded-For as the edge of hosted Supabase hands it on: whatever the caller sent is kept,
 * and the address the connection really came from is appended (Cloudflare and load balancers
 * append; the project's Envoy passes the header on unchanged). So the last address is the one a
 * caller cannot choose, and the first one is only the caller's own claim. Row-level rules that
 * key on the caller's address read it with private.request_ip() (migration
 * 20261128140000_anonymous_write_limits.sql), which counts the trusted hops from the right.
 */
export function forwardedFor(sent: string | null, peer: string | null): string | null {
  const kept = sent?.trim() ? sent.trim() : null;
  if (!peer) return kept;
  return kept ? `${kept}, ${peer}` : peer;
}
