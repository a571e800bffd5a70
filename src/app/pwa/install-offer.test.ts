import { afterEach, describe, expect, it, vi } from 'vitest';
import { installOffer, isIosDevice, runsStandalone } from './install-offer';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LINUX_WEBKIT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

describe('isIosDevice', () => {
  it('knows iPhone, iPod and iPad by their user agent', () => {
    expect(isIosDevice(IPHONE, 5)).toBe(true);
    expect(isIosDevice(IPHONE.replace('iPhone', 'iPod'), 5)).toBe(true);
    expect(isIosDevice(IPHONE.replace(/iPhone/g, 'iPad'), 5)).toBe(true);
  });

  it("knows iPadOS's desktop-class user agent by its touch screen, not a Mac's", () => {
    expect(isIosDevice(IPAD_DESKTOP, 5)).toBe(true);
    expect(isIosDevice(IPAD_DESKTOP, 0)).toBe(false);
    expect(isIosDevice(IPAD_DESKTOP, 1)).toBe(false);
  });

  it('is false for Android and desktop Linux', () => {
    expect(isIosDevice(ANDROID_CHROME, 5)).toBe(false);
    expect(isIosDevice(LINUX_WEBKIT, 0)).toBe(false);
  });
});

describe('installOffer', () => {
  const base = {
    promptAvailable: false,
    userAgent: ANDROID_CHROME,
    maxTouchPoints: 5,
    standalone: false,
  };

  it("offers the browser's prompt when it made one", () => {
    expect(installOffer({ ...base, promptAvailable: true })).toBe('prompt');
  });

  it('explains the Share → Add to Home Screen steps on iOS', () => {
    expect(installOffer({ ...base, userAgent: IPHONE })).toBe('ios-steps');
    expect(installOffer({ ...base, userAgent: IPAD_DESKTOP })).toBe('ios-steps');
  });

  it('offers nothing once the app runs standalone', () => {
    expect(installOffer({ ...base, userAgent: IPHONE, standalone: true })).toBe('none');
    expect(installOffer({ ...base, promptAvailable: true, standalone: true })).toBe('none');
  });

  it('offers nothing where there is neither a prompt nor iOS', () => {
    expect(installOffer(base)).toBe('none');
    expect(installOffer({ ...base, userAgent: LINUX_WEBKIT, maxTouchPoints: 0 })).toBe('none');
  });
});

describe('runsStandalone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads iOS Safari's navigator.standalone", () => {
    vi.stubGlobal('navigator', { standalone: true });
    expect(runsStandalone()).toBe(true);
  });

  it('reads the standalone display mode, and is false without matchMedia', () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
    }));
    expect(runsStandalone()).toBe(true);
    vi.stubGlobal('matchMedia', undefined);
    expect(runsStandalone()).toBe(false);
  });
});
