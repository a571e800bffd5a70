/**
 * Part 2 §7: the affiliate link is the site origin with a ref query parameter equal to the
 * affiliate code, e.g. `https://laughloop.example/?ref=ABCD2345`.
 */
export function affiliateLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}
