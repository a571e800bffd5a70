import { useEffect, useSyncExternalStore } from 'react';
import { randomUuid } from '@/lib/random-uuid';
import { useSession } from '@/lib/session';
import { hasAdminRole } from '../api/fetch-admin-role';
import { AdminSessionController, type AdminSessionState } from '../model/admin-session-controller';

let controller: AdminSessionController | undefined;

/** One controller per tab: every admin screen shares the same session and timers. */
function adminSession(): AdminSessionController {
  controller ??= new AdminSessionController({
    hasAdminRole,
    storage: sessionStorage,
    now: () => Date.now(),
    newToken: randomUuid,
  });
  return controller;
}

export interface AdminSession extends AdminSessionState {
  isAdmin: boolean;
  /** Re-checks the role (at most every 30 s) and grants a session to admins; for opening a panel. */
  verify(): Promise<void>;
  /** Re-checks the role at once, past the 30 s debounce: after the user's own role changed. */
  refresh(): Promise<void>;
}

/** The admin session of the signed-in user (part 1 §4), for the admin screens. */
export function useAdminSession(): AdminSession {
  const session = adminSession();
  const userId = useSession((state) => state.user?.id ?? null);
  const loading = useSession((state) => state.loading);

  useEffect(() => {
    if (!loading) session.setUser(userId);
  }, [session, userId, loading]);

  const state = useSyncExternalStore(session.subscribe, session.getState);
  // Until the first session is known nobody is signed out yet: an admin would see a wrong notice.
  const status = loading ? 'checking' : state.status;
  return {
    ...state,
    status,
    isAdmin: status === 'admin',
    verify: session.verify,
    refresh: session.refresh,
  };
}
