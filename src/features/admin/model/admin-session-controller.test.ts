import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_CHECK_DEBOUNCE_MS,
  ADMIN_RECHECK_INTERVAL_MS,
  ADMIN_SESSION_STORAGE_KEY,
  ADMIN_SESSION_TTL_MS,
  parseAdminToken,
} from './admin-session';
import { AdminSessionController } from './admin-session-controller';

const MINUTE = 60_000;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
let roles: Set<string>;
let hasAdminRole: ReturnType<typeof vi.fn<(userId: string) => Promise<boolean>>>;
let controller: AdminSessionController;
let tokens = 0;

function stored() {
  return parseAdminToken(storage.getItem(ADMIN_SESSION_STORAGE_KEY));
}

/** Lets the role check's promise settle under fake timers. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  storage = memoryStorage();
  tokens = 0;
  roles = new Set(['admin-1']);
  hasAdminRole = vi.fn((userId: string) => Promise.resolve(roles.has(userId)));
  controller = new AdminSessionController({
    hasAdminRole,
    storage,
    now: () => Date.now(),
    newToken: () => `token-${++tokens}`,
  });
});

afterEach(() => {
  controller.dispose();
  vi.useRealTimers();
});

describe('admin session (part 1 §4)', () => {
  it('grants a 2-hour session token in session storage to a user with the admin role', async () => {
    controller.setUser('admin-1');
    expect(controller.getState().status).toBe('checking');
    await flush();
    const token = stored();
    expect(controller.getState()).toEqual({
      status: 'admin',
      expiresAt: Date.now() + ADMIN_SESSION_TTL_MS,
    });
    expect(token).toMatchObject({
      userId: 'admin-1',
      expiresAt: Date.now() + ADMIN_SESSION_TTL_MS,
    });
    expect(hasAdminRole).toHaveBeenCalledWith('admin-1');
  });

  it('denies users without the role and stores nothing', async () => {
    controller.setUser('user-2');
    await flush();
    expect(controller.getState().status).toBe('denied');
    expect(stored()).toBeNull();
  });

  it('re-checks every 30 minutes and revokes the session once the role is gone', async () => {
    controller.setUser('admin-1');
    await flush();
    await vi.advanceTimersByTimeAsync(ADMIN_RECHECK_INTERVAL_MS - 1);
    expect(hasAdminRole).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(hasAdminRole).toHaveBeenCalledTimes(2);
    expect(controller.getState().status).toBe('admin');

    roles.delete('admin-1');
    await vi.advanceTimersByTimeAsync(ADMIN_RECHECK_INTERVAL_MS);
    expect(hasAdminRole).toHaveBeenCalledTimes(3);
    expect(controller.getState().status).toBe('denied');
    expect(stored()).toBeNull();
  });

  it('never checks more often than every 30 seconds', async () => {
    controller.setUser('user-2');
    await flush();
    await controller.verify();
    await vi.advanceTimersByTimeAsync(ADMIN_CHECK_DEBOUNCE_MS - 1);
    await controller.verify();
    expect(hasAdminRole).toHaveBeenCalledTimes(1);

    roles.add('user-2');
    await vi.advanceTimersByTimeAsync(1);
    await controller.verify();
    expect(hasAdminRole).toHaveBeenCalledTimes(2);
    expect(controller.getState().status).toBe('admin');
  });

  it("refreshes at once after the user's own role changed, debounce or not", async () => {
    controller.setUser('user-2');
    await flush();
    expect(controller.getState().status).toBe('denied');
    roles.add('user-2');
    await controller.verify();
    expect(controller.getState().status).toBe('denied');
    await controller.refresh();
    expect(hasAdminRole).toHaveBeenCalledTimes(2);
    expect(controller.getState().status).toBe('admin');
    expect(stored()?.userId).toBe('user-2');
  });

  it('clears the token when it expires after 2 hours; verifying again grants a new one', async () => {
    controller.setUser('admin-1');
    await flush();
    const first = stored();
    await vi.advanceTimersByTimeAsync(ADMIN_SESSION_TTL_MS - 1);
    expect(controller.getState().status).toBe('admin');
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState()).toEqual({ status: 'expired', expiresAt: null });
    expect(stored()).toBeNull();

    // The 30-minute re-check ran at the same moment, so the next check waits out the debounce.
    await vi.advanceTimersByTimeAsync(ADMIN_CHECK_DEBOUNCE_MS);
    await controller.verify();
    expect(controller.getState().status).toBe('admin');
    expect(stored()?.token).not.toBe(first?.token);
  });

  it('clears the token when the user changes', async () => {
    controller.setUser('admin-1');
    await flush();
    expect(stored()?.userId).toBe('admin-1');
    controller.setUser('user-2');
    expect(stored()).toBeNull();
    await flush();
    expect(controller.getState().status).toBe('denied');
    controller.setUser(null);
    expect(controller.getState().status).toBe('signed-out');
  });

  it('keeps a valid token from earlier in the tab and confirms it with the server', async () => {
    const issuedAt = Date.now() - 90 * MINUTE;
    storage.setItem(
      ADMIN_SESSION_STORAGE_KEY,
      JSON.stringify({
        userId: 'admin-1',
        token: 'kept',
        issuedAt,
        expiresAt: issuedAt + ADMIN_SESSION_TTL_MS,
      }),
    );
    controller.setUser('admin-1');
    expect(controller.getState().status).toBe('admin');
    await flush();
    expect(hasAdminRole).toHaveBeenCalledTimes(1);
    expect(stored()?.token).toBe('kept');
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(controller.getState().status).toBe('expired');
  });

  it('ignores a stored token that belongs to someone else or has expired', async () => {
    storage.setItem(
      ADMIN_SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'admin-1', token: 'old', issuedAt: 0, expiresAt: Date.now() - 1 }),
    );
    controller.setUser('admin-1');
    expect(controller.getState().status).toBe('checking');
    await flush();
    expect(stored()?.token).toBe('token-1');
  });

  it('never grants on a failed check and keeps a granted session through one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hasAdminRole.mockRejectedValueOnce(new Error('offline'));
    controller.setUser('admin-1');
    await flush();
    expect(controller.getState().status).toBe('error');

    await vi.advanceTimersByTimeAsync(ADMIN_CHECK_DEBOUNCE_MS);
    await controller.verify();
    expect(controller.getState().status).toBe('admin');
    hasAdminRole.mockRejectedValueOnce(new Error('offline'));
    await vi.advanceTimersByTimeAsync(ADMIN_RECHECK_INTERVAL_MS);
    expect(controller.getState().status).toBe('admin');
    error.mockRestore();
  });
});
