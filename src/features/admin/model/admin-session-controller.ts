import {
  ADMIN_CHECK_DEBOUNCE_MS,
  ADMIN_RECHECK_INTERVAL_MS,
  ADMIN_SESSION_STORAGE_KEY,
  isTokenValid,
  issueAdminToken,
  parseAdminToken,
  type AdminSessionToken,
} from './admin-session';

type AdminStatus = 'signed-out' | 'checking' | 'admin' | 'denied' | 'expired' | 'error';

export interface AdminSessionState {
  status: AdminStatus;
  expiresAt: number | null;
}

export interface AdminSessionDeps {
  /** Whether a user_roles row with role admin exists for the user; throws when it cannot tell. */
  hasAdminRole(userId: string): Promise<boolean>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now(): number;
  newToken(): string;
}

/**
 * The admin session rules of part 1 §4. `verify()` (opening an admin screen) grants a session
 * token when the role row exists; a timer re-checks the role every 30 minutes and revokes the
 * token when the row is gone; no check runs within 30 s of the previous one; the token is cleared
 * when it expires (2 hours after it was granted) or when the user changes. The server enforces
 * admin rights on every write anyway; this decides what the admin screens show.
 */
export class AdminSessionController {
  private state: AdminSessionState = { status: 'signed-out', expiresAt: null };
  private readonly listeners = new Set<() => void>();
  private userId: string | null = null;
  private lastCheckAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;
  private recheckTimer: ReturnType<typeof setInterval> | undefined;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: AdminSessionDeps) {}

  getState = (): AdminSessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Follows the signed-in user; a different user never inherits the previous one's session. */
  setUser(userId: string | null): void {
    if (userId === this.userId) return;
    this.userId = userId;
    this.lastCheckAt = Number.NEGATIVE_INFINITY;
    this.stopTimers();
    const stored = this.readToken();
    if (stored && stored.userId !== userId) this.clearToken();
    if (!userId) return this.setState({ status: 'signed-out', expiresAt: null });
    if (stored && isTokenValid(stored, userId, this.deps.now())) {
      // A session from earlier in this tab: keep it, and confirm the role is still there.
      this.grant(stored);
      void this.check(false);
      return;
    }
    this.setState({ status: 'checking', expiresAt: null });
    void this.verify();
  }

  /** Checks the role now (unless checked in the last 30 s) and grants a session to admins. */
  verify = (): Promise<void> => this.check(true);

  /**
   * Checks the role now even within the 30 s debounce: for right after the user's own role
   * changed ("Make Me Admin" succeeded), when the last answer is known to be stale.
   */
  refresh = async (): Promise<void> => {
    if (this.pending) await this.pending;
    this.lastCheckAt = Number.NEGATIVE_INFINITY;
    return this.check(true);
  };

  dispose(): void {
    this.stopTimers();
    this.listeners.clear();
  }

  private check(grant: boolean): Promise<void> {
    const userId = this.userId;
    if (!userId) return Promise.resolve();
    if (this.pending) return this.pending;
    const now = this.deps.now();
    if (now - this.lastCheckAt < ADMIN_CHECK_DEBOUNCE_MS) return Promise.resolve();
    this.lastCheckAt = now;
    this.pending = this.deps
      .hasAdminRole(userId)
      .then(
        (isAdmin) => {
          if (userId !== this.userId) return;
          if (isAdmin) this.confirmAdmin(userId, grant);
          else this.revoke('denied');
        },
        (error: unknown) => {
          if (userId !== this.userId) return;
          console.error('Could not check administrator access', error);
          // A failed check never grants; a session already granted stays until it is disproved.
          if (this.state.status !== 'admin') this.setState({ status: 'error', expiresAt: null });
        },
      )
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  private confirmAdmin(userId: string, grant: boolean): void {
    const now = this.deps.now();
    const current = this.readToken();
    if (isTokenValid(current, userId, now) && current) return this.grant(current);
    if (!grant) return this.expire();
    const token = issueAdminToken(userId, this.deps.newToken(), now);
    this.deps.storage.setItem(ADMIN_SESSION_STORAGE_KEY, JSON.stringify(token));
    this.grant(token);
  }

  private grant(token: AdminSessionToken): void {
    clearTimeout(this.expiryTimer);
    this.expiryTimer = setTimeout(
      () => this.expire(),
      Math.max(0, token.expiresAt - this.deps.now()),
    );
    this.recheckTimer ??= setInterval(() => void this.check(false), ADMIN_RECHECK_INTERVAL_MS);
    this.setState({ status: 'admin', expiresAt: token.expiresAt });
  }

  private expire(): void {
    this.revoke('expired');
  }

  private revoke(status: 'denied' | 'expired'): void {
    this.clearToken();
    this.stopTimers();
    this.setState({ status, expiresAt: null });
  }

  private stopTimers(): void {
    clearTimeout(this.expiryTimer);
    clearInterval(this.recheckTimer);
    this.expiryTimer = undefined;
    this.recheckTimer = undefined;
  }

  private readToken(): AdminSessionToken | null {
    return parseAdminToken(this.deps.storage.getItem(ADMIN_SESSION_STORAGE_KEY));
  }

  private clearToken(): void {
    this.deps.storage.removeItem(ADMIN_SESSION_STORAGE_KEY);
  }

  private setState(next: AdminSessionState): void {
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}
