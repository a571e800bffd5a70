import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from './auth-storage';

const getSupabase = vi.fn();
vi.mock('./supabase', () => ({ getSupabase }));

const signedIn = { access_token: 'durable-token', expires_at: 4_000_000_000, user: { id: 'u1' } };

/** A stand-in client that answers with what the storage holds, as supabase-js does. */
function fakeClient(key: string) {
  const read = async () =>
    JSON.parse((await authStorage.getItem(key)) ?? 'null') as typeof signedIn | null;
  return {
    auth: {
      onAuthStateChange(listener: (event: string, session: unknown) => void) {
        void read().then((session) => listener('INITIAL_SESSION', session));
      },
      getSession: async () => ({ data: { session: await read() } }),
    },
  };
}

async function freshSession() {
  vi.resetModules();
  const module = await import('./session');
  getSupabase.mockResolvedValue(fakeClient(module.AUTH_STORAGE_KEY));
  return module;
}

beforeEach(() => {
  localStorage.clear();
  getSupabase.mockReset();
});

describe('the first session', () => {
  it('comes back from IndexedDB when localStorage lost it (a crash right after sign-in)', async () => {
    const { AUTH_STORAGE_KEY } = await import('./session');
    await authStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(signedIn));
    localStorage.clear();

    const { startSession, useSession, currentAccessToken } = await freshSession();
    startSession();
    await vi.waitFor(() => expect(useSession.getState().loading).toBe(false));
    expect(useSession.getState().user).toEqual({ id: 'u1' });
    expect(await currentAccessToken()).toBe('durable-token');
  });

  it('is "signed out" without supabase-js when neither copy holds one', async () => {
    const { AUTH_STORAGE_KEY } = await import('./session');
    await authStorage.removeItem(AUTH_STORAGE_KEY);

    const { startSession, useSession, currentAccessToken } = await freshSession();
    startSession();
    await vi.waitFor(() => expect(useSession.getState().loading).toBe(false));
    expect(useSession.getState().user).toBeNull();
    expect(await currentAccessToken()).toBeNull();
    expect(getSupabase).not.toHaveBeenCalled();
  });
});
