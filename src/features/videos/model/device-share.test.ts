import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceShare, shareWithDevice } from './device-share';

const DATA = { title: 'Cat vs cucumber', url: 'https://laughloop.test/video/1' };

describe('shareWithDevice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the title and link to the share sheet', async () => {
    const share = vi.fn(() => Promise.resolve());
    expect(await shareWithDevice(share, DATA)).toBe('shared');
    expect(share).toHaveBeenCalledWith(DATA);
  });

  it('is unavailable where navigator.share is missing', async () => {
    vi.stubGlobal('navigator', {});
    expect(deviceShare()).toBeUndefined();
    expect(await shareWithDevice(deviceShare(), DATA)).toBe('unavailable');
  });

  it('stays silent when the user closes the sheet (AbortError)', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    expect(await shareWithDevice(share, DATA)).toBe('cancelled');
    // Some engines reject with a plain object carrying the name.
    const plain = vi.fn(() => Promise.reject({ name: 'AbortError' }));
    expect(await shareWithDevice(plain, DATA)).toBe('cancelled');
  });

  it('fails over to the other ways to share on any other rejection', async () => {
    for (const error of [
      new DOMException('Must be handling a user gesture', 'NotAllowedError'),
      new DOMException('An earlier share has not yet completed', 'InvalidStateError'),
      new TypeError('bad data'),
      undefined,
    ]) {
      expect(await shareWithDevice(() => Promise.reject(error), DATA)).toBe('failed');
    }
  });

  it('calls navigator.share with navigator as this', async () => {
    const nav = {
      share(this: unknown) {
        return this === nav
          ? Promise.resolve()
          : Promise.reject(new TypeError('Illegal invocation'));
      },
    };
    vi.stubGlobal('navigator', nav);
    expect(await shareWithDevice(deviceShare(), DATA)).toBe('shared');
  });
});
