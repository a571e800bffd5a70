/**
 * Checked by hand rather than with zod: this module is on the first screen's path (public lists,
 * the session), and zod would add ~24 KiB gzip to it.
 */
function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function readEnv(source: Record<string, unknown>) {
  const issues: string[] = [];
  const url = source.VITE_SUPABASE_URL;
  const anonKey = source.VITE_SUPABASE_ANON_KEY;
  const siteUrl = source.VITE_SITE_URL;
  if (!isHttpUrl(url)) issues.push('VITE_SUPABASE_URL must be an http(s) URL');
  if (typeof anonKey !== 'string' || anonKey.length < 20)
    issues.push('VITE_SUPABASE_ANON_KEY must be at least 20 characters');
  if (siteUrl !== undefined && !isHttpUrl(siteUrl))
    issues.push('VITE_SITE_URL must be an http(s) URL');
  return issues.length > 0
    ? { ok: false as const, issues }
    : {
        ok: true as const,
        url: url as string,
        anonKey: anonKey as string,
        siteUrl: siteUrl as string | undefined,
      };
}

const parsed = readEnv(import.meta.env as Record<string, unknown>);

if (!parsed.ok) {
  console.error('LaughLoop is missing its Supabase configuration (.env.local):', parsed.issues);
}

/** Build-time configuration. supabase/local writes .env.local at start; a hosted project sets these. */
export const env = {
  supabaseUrl: parsed.ok ? parsed.url : 'http://127.0.0.1:54321',
  supabaseAnonKey: parsed.ok ? parsed.anonKey : 'missing-anon-key-configure-env',
  /** Where email links and payment redirects send people back to (design decision 8). */
  siteUrl: (parsed.ok && parsed.siteUrl) || globalThis.location?.origin || '',
};
