import { getSupabase } from './supabase';

/** What became of a PKCE landing (`?code=` from an Auth link asked for with flowType 'pkce'). */
export type CodeLandingOutcome = 'signed-in' | 'other-browser' | 'failed';

/** The auth code of a PKCE landing, or null. */
export function authCodeIn(search: string): string | null {
  const code = new URLSearchParams(search).get('code')?.trim() ?? '';
  return code === '' ? null : code;
}

/**
 * Waits for supabase-js to finish the landing it found on load (detectSessionInUrl): it exchanges
 * `?code=` with the verifier this browser stored when the link was asked for, then takes `code`
 * out of the address. A code still there afterwards met no verifier here: the link was asked for
 * in another browser or on another device (supabase-js then leaves the URL alone).
 */
export async function settleCodeLanding(): Promise<CodeLandingOutcome> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.initialize();
  if (error) {
    console.warn('The sign-in link could not be used', error);
    return 'failed';
  }
  return authCodeIn(window.location.search) === null ? 'signed-in' : 'other-browser';
}
