import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mirrorSession, readAuthMirror } from '@/lib/auth-mirror';
import { authStorage } from '@/lib/auth-storage';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage-key';
import { idbStore } from '@/lib/query/idb-store';
import { workerAccessToken, workerUserId } from './worker-session';

// Issue 36 §1: with every page closed, the worker sends with the page's mirrored session and
// refreshes it itself when it has expired, storing the new one where the pages' supabase-js
// reads it (fake-indexeddb here, fetch faked).

const nowSeconds = () => Math.floor(Date.now() / 1000);
const user = { id: 'member-1', email: 'm@example.com', user_metadata: { full_name: 'Mo' } };

/** A session as supabase-js stores it (and as GoTrue's token endpoint answers it). */
const session = (access: string, refresh: string, expiresAt: number) => ({
  access_token: access,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: expiresAt,
  refresh_token: refresh,
  user,
});

const requests: Array<{ url: string; init?: RequestInit }> = [];
let answer: () => Response;
const lockNames: string[] = [];

beforeEach(() => {
  requests.length = 0;
  lockNames.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return answer();
    }),
  );
  // The Web Locks API (happy-dom has none): records which lock the refresh holds.
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: async (name: string, run: () => Promise<unknown>) => {
        lockNames.push(name);
        return run();
      },
    },
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  delete (navigator as { locks?: unknown }).locks;
  await mirrorSession(null);
  await authStorage.removeItem(AUTH_STORAGE_KEY);
  await idbStore.removeItem(`removed:${AUTH_STORAGE_KEY}`);
});

/** The page signed in: its session stored (IndexedDB and localStorage) and mirrored. */
async function signedIn(access: string, refresh: string, expiresAt: number) {
  const stored = session(access, refresh, expiresAt);
  await authStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
  await mirrorSession(stored);
}

describe('the worker’s session', () => {
  it('uses a mirrored token that stays valid as it is, asking nobody', async () => {
    await signedIn('live-token', 'refresh-1', nowSeconds() + 3600);
    expect(await workerAccessToken()).toBe('live-token');
    expect(await workerUserId()).toBe('member-1');
    expect(requests).toEqual([]);
    expect(lockNames).toEqual([]);
  });

  it('refreshes an expired one with the stored refresh token, storing and mirroring the new session', async () => {
    await signedIn('old-token', 'refresh-1', nowSeconds() - 10);
    const fresh = session('new-token', 'refresh-2', nowSeconds() + 3600);
    answer = () => Response.json(fresh);

    expect(await workerAccessToken()).toBe('new-token');

    expect(requests).toHaveLength(1);
    const { url, init } = requests[0]!;
    expect(new URL(url).pathname).toBe('/auth/v1/token');
    expect(new URL(url).searchParams.get('grant_type')).toBe('refresh_token');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('apikey')).toBeTruthy();
    expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'refresh-1' });
    // Under supabase-js's own lock, so a page refreshing at the same moment waits for it.
    expect(lockNames).toEqual([`lock:${AUTH_STORAGE_KEY}`]);

    // Stored where the pages' supabase-js reads it: auth-storage picks it over the page's stale
    // localStorage copy (which still holds the spent refresh token).
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toMatchObject({
      refresh_token: 'refresh-1',
    });
    const read = JSON.parse((await authStorage.getItem(AUTH_STORAGE_KEY)) ?? 'null');
    expect(read).toMatchObject({
      access_token: 'new-token',
      refresh_token: 'refresh-2',
      expires_at: fresh.expires_at,
      user: { id: 'member-1' },
    });
    expect(await readAuthMirror()).toMatchObject({
      userId: 'member-1',
      accessToken: 'new-token',
      expiresAt: fresh.expires_at * 1000,
    });
    // The next send uses the new token as is.
    expect(await workerAccessToken()).toBe('new-token');
    expect(requests).toHaveLength(1);
  });

  it('takes a session a page refreshed meanwhile, without spending the refresh token again', async () => {
    await signedIn('old-token', 'refresh-1', nowSeconds() - 10);
    const byPage = session('page-token', 'refresh-2', nowSeconds() + 3600);
    await idbStore.setItem(AUTH_STORAGE_KEY, JSON.stringify(byPage));
    expect(await workerAccessToken()).toBe('page-token');
    expect(requests).toEqual([]);
    expect((await readAuthMirror())?.accessToken).toBe('page-token');
  });

  it('answers null when GoTrue refuses the refresh token (400: signed out elsewhere)', async () => {
    await signedIn('old-token', 'refresh-1', nowSeconds() - 10);
    answer = () =>
      Response.json(
        { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token' },
        { status: 400 },
      );
    expect(await workerAccessToken()).toBeNull();
    expect(requests).toHaveLength(1);
    // Nothing was stored over the page's session.
    expect(JSON.parse((await idbStore.getItem(AUTH_STORAGE_KEY)) ?? 'null')).toMatchObject({
      access_token: 'old-token',
    });
  });

  it('throws on a 5xx, so the item waits and the sync is tried again', async () => {
    await signedIn('old-token', 'refresh-1', nowSeconds() - 10);
    answer = () => Response.json({ msg: 'upstream down' }, { status: 503 });
    await expect(workerAccessToken()).rejects.toThrow('503');
    expect((await readAuthMirror())?.accessToken).toBe('old-token');
  });

  it('waits (throws) when the session is mirrored but not stored for it, rather than signing out', async () => {
    await mirrorSession(session('old-token', 'refresh-1', nowSeconds() - 10));
    await expect(workerAccessToken()).rejects.toThrow('waiting for a page');
    expect(requests).toEqual([]);
  });

  it('answers null when signed out (no mirror), asking nobody', async () => {
    expect(await workerAccessToken()).toBeNull();
    expect(await workerUserId()).toBeNull();
    expect(requests).toEqual([]);
  });
});
