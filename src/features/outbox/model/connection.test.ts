import { describe, expect, it } from 'vitest';
import { isMeteredConnection, waitsForWifi } from './connection';

describe('Wi-Fi only', () => {
  it('holds uploads on cellular and other metered connections', () => {
    expect(waitsForWifi(true, 5_000_000, 'cellular')).toBe(true);
    expect(waitsForWifi(true, 5_000_000, 'bluetooth')).toBe(true);
    expect(waitsForWifi(true, 5_000_000, 'wimax')).toBe(true);
  });

  it('lets uploads go on Wi-Fi and Ethernet, and when the setting is off', () => {
    expect(waitsForWifi(true, 5_000_000, 'wifi')).toBe(false);
    expect(waitsForWifi(true, 5_000_000, 'ethernet')).toBe(false);
    expect(waitsForWifi(false, 5_000_000, 'cellular')).toBe(false);
  });

  it('cannot be honoured where the browser reports no connection type', () => {
    expect(waitsForWifi(true, 5_000_000, undefined)).toBe(false);
    expect(waitsForWifi(true, 5_000_000, 'unknown')).toBe(false);
    expect(isMeteredConnection(undefined)).toBe(false);
  });

  it('never holds items without media (likes and small writes)', () => {
    expect(waitsForWifi(true, 0, 'cellular')).toBe(false);
  });
});
