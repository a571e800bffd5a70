import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { AUTH_STORAGE_KEY } from './auth-storage-key';
import { idbStore } from './query/idb-store';
import { getSupabase } from './supabase';

export interface SessionState {
  session: Session | null;
  user: User | null;
  /** True until the first session is known (part 1 §4). */
  loading: boolean;
}

export const useSession = create<SessionState>(() => ({
  session: null,
  user: null,
  loading: true,
}));

export { AUTH_STORAGE_KEY };

function hasPersistedSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * GoTrue's own e-mail links land on the site with an auth code in the query (PKCE) or, from links
 * asked for without PKCE, the session or an error in the hash; supabase-js reads them on load
 * (detectSessionInUrl), so such a visit must load the client.
 */
function hasAuthRedirectInUrl(): boolean {
  const hash = globalThis.location?.hash ?? '';
  const search = globalThis.location?.search ?? '';
  return /[#&](access_token|error_description)=/.test(hash) || /[?&]code=/.test(search);
}

let listening: Promise<void> | undefined;

/**
 * Subscribes the store to every auth event (signed in/out, token refreshed, user updated, password
 * recovery, initial session). Loads supabase-js; safe to call many times.
 */
export function listenToAuth(): Promise<void> {
  listening ??= getSupabase().then((supabase) => {
    supabase.auth.onAuthStateChange((_event, session) => {
      useSession.setState({ session, user: session?.user ?? null, loading: false });
      // The service worker sends queued items with this token when no page is open.
      import('./auth-mirror')
        .then((module) => module.mirrorSession(session))
        .catch((error: unknown) => console.warn('Could not mirror the session for sync', error));
    });
  });
  listening.catch(() => {
    listening = undefined;
  });
  return listening;
}

/** Whether IndexedDB holds a session localStorage lost (a crash right after signing in). */
let durableSession: Promise<boolean> | undefined;

function loadSession(): void {
  listenToAuth().catch((error: unknown) => {
    console.error('Could not load the sign-in client', error);
    useSession.setState({ loading: false });
  });
}

/**
 * Decides the first session without loading supabase-js for visitors who have never signed in:
 * with no stored session (and no auth redirect in the address) the answer is "signed out" once
 * IndexedDB confirms it. A stored session loads the client, which refreshes it (checked every
 * 30 s, refreshed within 90 s of expiry).
 */
export function startSession(): void {
  if (hasPersistedSession() || hasAuthRedirectInUrl()) return loadSession();
  durableSession = idbStore.getItem(AUTH_STORAGE_KEY).then(
    (value) => value !== null,
    () => false,
  );
  void durableSession.then((found) =>
    found ? loadSession() : useSession.setState({ loading: false }),
  );
}

/** The access token to send right now (read at send time, never cached by callers). */
export async function currentAccessToken(): Promise<string | null> {
  if (!hasPersistedSession() && !(await durableSession)) return null;
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}
