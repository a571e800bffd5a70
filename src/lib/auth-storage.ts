import { idbStore } from './query/idb-store';

/**
 * supabase-js's `auth.storage` (issue 20 item 4): every value goes to IndexedDB and to
 * localStorage. Chrome writes localStorage to disk lazily, so a browser killed seconds after
 * sign-in came back signed out; an IndexedDB transaction has reached the system before it
 * completes, and supabase-js waits for the write before it reports the sign-in. localStorage stays
 * (the spec keeps tokens there; the first screen reads it synchronously; the tests' sign-in
 * helpers write it). Without IndexedDB this is plain localStorage.
 *
 * The two copies can disagree: after a crash localStorage may have lost the last writes (or the
 * last removal), an install from before this change has only localStorage, and the tests sign in
 * by writing localStorage alone. The newer copy wins, newer meaning the later `expires_at`. A
 * removal leaves the removed value's `expires_at` behind (under `removed:<key>`), so a session
 * signed out just before a crash does not come back from a stale localStorage.
 */
const removedKey = (key: string) => `removed:${key}`;

/** A value's age: a session's `expires_at` (seconds), 0 for anything else. */
export function versionOf(value: string | null): number {
  try {
    const expiresAt = (JSON.parse(value ?? '') as { expires_at?: unknown } | null)?.expires_at;
    return typeof expiresAt === 'number' ? expiresAt : 0;
  } catch {
    return 0;
  }
}

/**
 * The value to use. `removed` is the version of the value last removed from IndexedDB (none: -1):
 * a localStorage value no newer than that was signed out.
 */
export function chooseValue(durable: string | null, local: string | null, removed = -1) {
  if (local === null || local === durable) return durable;
  if (durable === null) return versionOf(local) > removed ? local : null;
  return versionOf(local) > versionOf(durable) ? local : durable;
}

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Full or refused: the durable copy still holds it.
  }
}

/** The durable value and the removal's version; nothing at all when IndexedDB fails. */
async function readDurable(key: string): Promise<[string | null, number]> {
  try {
    const [value, removed] = await Promise.all([
      idbStore.getItem(key),
      idbStore.getItem(removedKey(key)),
    ]);
    return [value, removed === null ? -1 : Number(removed)];
  } catch {
    return [null, -1];
  }
}

/** A failed durable write leaves localStorage's copy, as before IndexedDB was used. */
async function writeDurable(key: string, value: string): Promise<void> {
  try {
    await idbStore.setItem(key, value);
    await idbStore.removeItem(removedKey(key));
  } catch {
    // Private mode, quota: localStorage alone.
  }
}

export const authStorage = {
  async getItem(key: string): Promise<string | null> {
    const [durable, removed] = await readDurable(key);
    const local = readLocal(key);
    const value = chooseValue(durable, local, removed);
    if (value !== local) writeLocal(key, value);
    if (value !== null && value !== durable) await writeDurable(key, value);
    return value;
  },

  async setItem(key: string, value: string): Promise<void> {
    // localStorage first: it never blocks, and a reader in between takes the newer copy anyway.
    writeLocal(key, value);
    await writeDurable(key, value);
  },

  async removeItem(key: string): Promise<void> {
    const [durable] = await readDurable(key);
    const removed = Math.max(versionOf(durable), versionOf(readLocal(key)));
    // The removal is recorded before the value goes, and IndexedDB before localStorage: a reader
    // in between drops the stale copy rather than bringing it back.
    try {
      await idbStore.setItem(removedKey(key), String(removed));
      await idbStore.removeItem(key);
    } catch {
      // localStorage alone.
    }
    writeLocal(key, null);
  },
};
