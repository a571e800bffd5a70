import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from './env';

import type * as DeviceIdModuleType from './device-id';
import type { ApiError as ApiErrorType } from './api/api-error';

type DeviceIdModule = typeof DeviceIdModuleType;
type ApiErrorClass = typeof ApiErrorType;

const ISSUED = 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB';
const REISSUED = 'CCCCCCCCCCCCCCCCCCCCCC.DDDDDDDDDDDDDDDDDDDDDD';
const KEY = 'laughloop.device-id';

/** issue_device_id answers these ids in turn. */
function issuing(...ids: string[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const id = ids.shift();
    return id === undefined
      ? new Response('{"code":"PT429","message":"Too many"}', { status: 429 })
      : new Response(JSON.stringify(id), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// A fresh module each test: it keeps the id (and a request under way) for the page's life.
// ApiError comes from the same fresh graph, so the module's instanceof checks recognise it.
let device: DeviceIdModule;
let ApiError: ApiErrorClass;
beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  device = await import('./device-id');
  ({ ApiError } = await import('./api/api-error'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the signed device id', () => {
  it('asks the server once, keeps the id in local storage and reuses it', async () => {
    const fetchMock = issuing(ISSUED);
    await expect(device.deviceId()).resolves.toBe(ISSUED);
    await expect(device.deviceId()).resolves.toBe(ISSUED);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${env.supabaseUrl}/rest/v1/rpc/issue_device_id`);
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    expect(localStorage.getItem(KEY)).toBe(ISSUED);
  });

  it('shares one request among the players that ask at once', async () => {
    const fetchMock = issuing(ISSUED, REISSUED);
    const ids = await Promise.all([device.deviceId(), device.deviceId(), device.deviceId()]);
    expect(ids).toEqual([ISSUED, ISSUED, ISSUED]);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('uses a stored id without asking, and replaces an id the device made up before', async () => {
    localStorage.setItem(KEY, ISSUED);
    const fetchMock = issuing(REISSUED);
    await expect(device.deviceId()).resolves.toBe(ISSUED);
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem(KEY, '5b0f3a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    await expect(device.deviceId()).resolves.toBe(REISSUED);
    expect(localStorage.getItem(KEY)).toBe(REISSUED);
  });

  it('keeps the id for the page where storage is refused (a private tab)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    const fetchMock = issuing(ISSUED, REISSUED);
    await expect(device.deviceId()).resolves.toBe(ISSUED);
    await expect(device.deviceId()).resolves.toBe(ISSUED);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('stores nothing when the server refuses (429) or answers something else, and asks again later', async () => {
    const fetchMock = issuing('not-a-signed-id');
    await expect(device.deviceId()).rejects.toThrow('wrong shape');
    await expect(device.deviceId()).rejects.toMatchObject({ status: 429 });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('sending with the device id', () => {
  const refused = () => new ApiError('This device id was not issued by LaughLoop.', 400, '22023');

  it('asks for a new id and sends once more when the server refuses the stored one', async () => {
    localStorage.setItem(KEY, ISSUED);
    issuing(REISSUED);
    const send = vi.fn(async (id: string) => {
      if (id === ISSUED) throw refused();
      return `sent with ${id}`;
    });
    await expect(device.withDeviceId(send)).resolves.toBe(`sent with ${REISSUED}`);
    expect(send.mock.calls).toEqual([[ISSUED], [REISSUED]]);
    expect(localStorage.getItem(KEY)).toBe(REISSUED);
  });

  it('sends once more at most, and passes any other failure on as it is', async () => {
    localStorage.setItem(KEY, ISSUED);
    issuing(REISSUED);
    const alwaysRefused = vi.fn(async (_id: string) => Promise.reject(refused()));
    await expect(device.withDeviceId(alwaysRefused)).rejects.toMatchObject({ code: '22023' });
    expect(alwaysRefused).toHaveBeenCalledTimes(2);

    const offline = vi.fn(async (_id: string) => Promise.reject(new TypeError('Failed to fetch')));
    await expect(device.withDeviceId(offline)).rejects.toThrow('Failed to fetch');
    expect(offline).toHaveBeenCalledOnce();
    const capped = vi.fn(async (_id: string) =>
      Promise.reject(
        new ApiError('Too many views of this video from this network today.', 429, 'PT429'),
      ),
    );
    await expect(device.withDeviceId(capped)).rejects.toMatchObject({ status: 429 });
    expect(capped).toHaveBeenCalledOnce();
  });

  it('forgets only the id the server refused, never one stored since', () => {
    localStorage.setItem(KEY, REISSUED);
    device.forgetDeviceId(ISSUED);
    expect(localStorage.getItem(KEY)).toBe(REISSUED);
    device.forgetDeviceId(REISSUED);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
