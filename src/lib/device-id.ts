import { ApiError } from './api/api-error';
import { issueDeviceId } from './api/issue-device-id';
import { idbStore } from './query/idb-store';

/**
 * The id that counts this device's views and affiliate clicks while signed out (part 2 §7, design
 * §3.3). The server issues and signs it (issue_device_id): a made-up id counts nothing. It is asked
 * for once, on the first view or click that needs it (so after the connection is back for a view
 * queued offline), and kept in local storage; where storage is refused (a private tab), for the
 * page's life.
 */
export const DEVICE_ID_KEY = 'laughloop.device-id';

/** '<id>.<signature>', both 22 base64url characters: the shape issue_device_id answers. */
const SIGNED = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

/** localStorage where there is one (a page); the service worker has none. */
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
function local(): KeyValueStorage | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    // Storage blocked (reading the property throws): the page's own copy, as without storage.
    return undefined;
  }
}

let memoryId: string | null = null;
let asking: Promise<string> | null = null;

function stored(): string | null {
  try {
    const value = local()?.getItem(DEVICE_ID_KEY) ?? null;
    // Before issue 34 the device made its own id up (a UUID): the server no longer counts those.
    if (value !== null && SIGNED.test(value)) return value;
  } catch {
    // Storage refused: the page's own copy below.
  }
  return memoryId;
}

function keep(id: string): void {
  memoryId = id;
  try {
    local()?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Kept for this page's life only.
  }
  // The service worker (no localStorage) sends queued views with the same id.
  void idbStore.setItem(DEVICE_ID_KEY, id).catch(() => undefined);
}

let mirrored = false;

/** An id kept before the worker sent views (localStorage only) is copied for it once per page. */
function mirrorOnce(id: string): void {
  if (mirrored) return;
  mirrored = true;
  void idbStore.updateItem(DEVICE_ID_KEY, () => id).catch(() => undefined);
}

/** In the service worker: the id a page kept for it, if any. */
async function keptForWorker(): Promise<string | null> {
  if (local()) return null;
  const value = await idbStore.getItem(DEVICE_ID_KEY).catch(() => null);
  return value !== null && SIGNED.test(value) ? value : null;
}

/**
 * The signed device id: the stored one, else a new one from the server. Calls made while one is
 * being asked for share that answer, so a page with many players asks once.
 */
export function deviceId(): Promise<string> {
  const known = stored();
  if (known) {
    mirrorOnce(known);
    return Promise.resolve(known);
  }
  asking ??= keptForWorker()
    .then((kept) => kept ?? issueDeviceId())
    .then((id) => {
      if (!SIGNED.test(id)) throw new Error('issue_device_id answered an id of the wrong shape.');
      keep(id);
      return id;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * Forgets `id` once the server has refused it (its secret was replaced, or storage held an altered
 * copy), so the next call asks for a new one. An id stored since then is kept.
 */
export function forgetDeviceId(id: string): void {
  if (memoryId === id) memoryId = null;
  try {
    if (local()?.getItem(DEVICE_ID_KEY) === id) local()?.removeItem(DEVICE_ID_KEY);
  } catch {
    // Nothing stored to forget.
  }
  void idbStore
    .updateItem(DEVICE_ID_KEY, (value) => (value === id ? null : value))
    .catch(() => undefined);
}

/** The server's refusal of a device id it did not issue (22023): ask for a new one and retry. */
export function isUnknownDeviceId(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.code === '22023';
}

/**
 * Runs `send` with the device id, and once more with a new id if the server refuses the stored
 * one: a device whose id was retired still counts its view.
 */
export async function withDeviceId<T>(send: (id: string) => Promise<T>): Promise<T> {
  const id = await deviceId();
  try {
    return await send(id);
  } catch (error) {
    if (!isUnknownDeviceId(error)) throw error;
    forgetDeviceId(id);
    return send(await deviceId());
  }
}
