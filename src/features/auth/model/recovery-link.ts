/** Where a recovery link sends the user when it names no (acceptable) redirect. */
export const DEFAULT_RECOVERY_REDIRECT = '/?password_reset=true';

export type RecoveryLink =
  { valid: true; tokenHash: string; redirectTo: string } | { valid: false };

/**
 * Only addresses on the configured site (or this very origin) are followed, so a crafted link
 * cannot bounce a freshly signed-in user to another site (design decision 8).
 */
export function safeRedirect(candidate: string | null, siteUrl: string, origin: string): string {
  if (!candidate) return DEFAULT_RECOVERY_REDIRECT;
  let target: URL;
  try {
    target = new URL(candidate, origin);
  } catch {
    return DEFAULT_RECOVERY_REDIRECT;
  }
  const allowed = new Set([origin]);
  try {
    allowed.add(new URL(siteUrl).origin);
  } catch {
    // A malformed site URL only means the current origin is the one allowed.
  }
  if (!allowed.has(target.origin)) return DEFAULT_RECOVERY_REDIRECT;
  return target.origin === origin
    ? `${target.pathname}${target.search}${target.hash}`
    : target.href;
}

/** Part 2 §5: token and type are both needed, and type must be recovery. */
export function parseRecoveryLink(search: string, siteUrl: string, origin: string): RecoveryLink {
  const params = new URLSearchParams(search);
  const tokenHash = params.get('token')?.trim() ?? '';
  if (tokenHash === '' || params.get('type') !== 'recovery') return { valid: false };
  return {
    valid: true,
    tokenHash,
    redirectTo: safeRedirect(params.get('redirect_to'), siteUrl, origin),
  };
}
