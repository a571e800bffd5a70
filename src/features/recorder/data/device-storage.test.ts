import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DeviceStorageModule from './device-storage';

type DeviceStorage = typeof DeviceStorageModule;

/** A fresh copy of the module: "once per page" is module state. */
async function freshModule(): Promise<DeviceStorage> {
  vi.resetModules();
  return import('./device-storage');
}

function fakeStorage(persisted: boolean, estimate: StorageEstimate = { usage: 5e6, quota: 2e9 }) {
  return {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => true),
    estimate: vi.fn(async () => estimate),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('device storage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('asks once per page for persistent storage when it is not granted yet', async () => {
    const storage = fakeStorage(false);
    vi.stubGlobal('navigator', { storage });
    const { requestPersistentStorage } = await freshModule();
    requestPersistentStorage();
    requestPersistentStorage();
    await flush();
    expect(storage.persisted).toHaveBeenCalledTimes(1);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the storage is already persistent', async () => {
    const storage = fakeStorage(true);
    vi.stubGlobal('navigator', { storage });
    const { requestPersistentStorage } = await freshModule();
    requestPersistentStorage();
    await flush();
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('is quiet where the Storage API is missing or refuses', async () => {
    vi.stubGlobal('navigator', {});
    const missing = await freshModule();
    expect(() => missing.requestPersistentStorage()).not.toThrow();
    expect(await missing.storageUse()).toBeNull();

    const storage = fakeStorage(false);
    storage.persist.mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { storage });
    const refusing = await freshModule();
    refusing.requestPersistentStorage();
    await flush();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('asks where persist() exists without persisted(), and never throws where they misbehave', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist } });
    const partial = await freshModule();
    expect(() => partial.requestPersistentStorage()).not.toThrow();
    await flush();
    expect(persist).toHaveBeenCalledTimes(1);

    const throwing = {
      persisted: () => {
        throw new DOMException('Not allowed', 'SecurityError');
      },
      persist,
    };
    vi.stubGlobal('navigator', { storage: throwing });
    const refusing = await freshModule();
    expect(() => refusing.requestPersistentStorage()).not.toThrow();

    vi.stubGlobal('navigator', undefined);
    const none = await freshModule();
    expect(() => none.requestPersistentStorage()).not.toThrow();
  });

  it('reports the bytes used, the quota and whether drafts are protected', async () => {
    vi.stubGlobal('navigator', {
      storage: fakeStorage(true, { usage: 12_345_678, quota: 987_654_321 }),
    });
    const { storageUse } = await freshModule();
    expect(await storageUse()).toEqual({ usage: 12_345_678, quota: 987_654_321, persisted: true });
  });

  it('reports nothing when the browser cannot tell the usage or the quota', async () => {
    vi.stubGlobal('navigator', { storage: fakeStorage(false, { quota: 1e9 }) });
    const { storageUse } = await freshModule();
    expect(await storageUse()).toBeNull();
  });
});
