import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage, chooseValue } from './auth-storage';
import { idbStore } from './query/idb-store';

const KEY = 'sb-127-auth-token';
const session = (expiresAt: number) =>
  JSON.stringify({ access_token: `t${expiresAt}`, expires_at: expiresAt });

const durable = () => idbStore.getItem(KEY);

async function clearDurable(): Promise<void> {
  await idbStore.removeItem(KEY);
  await idbStore.removeItem(`removed:${KEY}`);
}

beforeEach(async () => {
  localStorage.clear();
  await clearDurable();
});

describe('the session kept in IndexedDB and localStorage', () => {
  it('writes both copies, and reads the durable one back when localStorage lost it (a crash)', async () => {
    await authStorage.setItem(KEY, session(100));
    expect(localStorage.getItem(KEY)).toBe(session(100));
    expect(await durable()).toBe(session(100));

    localStorage.clear();
    expect(await authStorage.getItem(KEY)).toBe(session(100));
    // Repaired, so synchronous readers (the first screen, other tabs) see it again.
    expect(localStorage.getItem(KEY)).toBe(session(100));
  });

  it('keeps an install from before IndexedDB signed in: a localStorage-only session moves in', async () => {
    localStorage.setItem(KEY, session(100));
    expect(await authStorage.getItem(KEY)).toBe(session(100));
    expect(await durable()).toBe(session(100));
  });

  it('takes the newer session when the copies disagree', async () => {
    await authStorage.setItem(KEY, session(100));
    // A sign-in written to localStorage alone (the tests' helpers) wins, and becomes durable.
    localStorage.setItem(KEY, session(200));
    expect(await authStorage.getItem(KEY)).toBe(session(200));
    expect(await durable()).toBe(session(200));
    // A refresh that localStorage lost: its older value gives way to the durable one.
    localStorage.setItem(KEY, session(150));
    expect(await authStorage.getItem(KEY)).toBe(session(200));
    expect(localStorage.getItem(KEY)).toBe(session(200));
  });

  it('removes both copies, and a stale localStorage session does not come back', async () => {
    await authStorage.setItem(KEY, session(100));
    await authStorage.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await durable()).toBeNull();
    expect(await authStorage.getItem(KEY)).toBeNull();

    // The crash lost the removal from localStorage: still signed out.
    localStorage.setItem(KEY, session(100));
    expect(await authStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();

    // A later sign-in is kept.
    localStorage.setItem(KEY, session(300));
    expect(await authStorage.getItem(KEY)).toBe(session(300));
    expect(await durable()).toBe(session(300));
  });

  it('chooses by expires_at, with the removal as a copy of its own', () => {
    expect(chooseValue(null, null)).toBeNull();
    expect(chooseValue(session(1), null)).toBe(session(1));
    expect(chooseValue(null, session(1))).toBe(session(1));
    expect(chooseValue(null, 'verifier')).toBe('verifier');
    expect(chooseValue(null, 'verifier', 0)).toBeNull();
    expect(chooseValue(session(2), session(1))).toBe(session(2));
    expect(chooseValue(session(1), session(2))).toBe(session(2));
    expect(chooseValue('durable', 'local')).toBe('durable');
    expect(chooseValue(null, session(5), 5)).toBeNull();
  });
});

describe('without IndexedDB', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function freshStorage() {
    vi.resetModules();
    return (await import('./auth-storage')).authStorage;
  }

  async function storesInLocalStorageAlone(storage: typeof authStorage) {
    await storage.setItem(KEY, session(100));
    expect(localStorage.getItem(KEY)).toBe(session(100));
    expect(await storage.getItem(KEY)).toBe(session(100));
    await storage.removeItem(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await storage.getItem(KEY)).toBeNull();
  }

  it('falls back to localStorage where IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await storesInLocalStorageAlone(await freshStorage());
  });

  it('falls back to localStorage where IndexedDB refuses to open (private modes)', async () => {
    const refusing = {
      open() {
        const request = {} as IDBOpenDBRequest;
        setTimeout(() => request.onerror?.(new Event('error')));
        return request;
      },
    };
    vi.stubGlobal('indexedDB', refusing);
    await storesInLocalStorageAlone(await freshStorage());
  });

  it('falls back to localStorage where opening IndexedDB throws', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    await storesInLocalStorageAlone(await freshStorage());
  });
});
