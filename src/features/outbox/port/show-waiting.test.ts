import { afterEach, describe, expect, it, vi } from 'vitest';
import { showWaiting } from './show-waiting';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showWaiting', () => {
  afterEach(async () => {
    showWaiting(0);
    await settle();
    vi.unstubAllGlobals();
  });

  it('badges the icon with the count and clears it when the queue empties', async () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { setAppBadge, clearAppBadge });
    showWaiting(2);
    await settle();
    expect(setAppBadge).toHaveBeenCalledWith(2);
    showWaiting(0);
    await settle();
    expect(clearAppBadge).toHaveBeenCalledOnce();
  });

  it('works without the Badging API (WebKitGTK, Firefox), and a refusal is only a warning', async () => {
    vi.stubGlobal('navigator', {});
    document.title = 'Home · LaughLoop';
    expect(() => showWaiting(1)).not.toThrow();
    await settle();
    expect(document.title).toBe('(1) Home · LaughLoop');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', {
      setAppBadge: () => Promise.reject(new DOMException('Not installed', 'NotAllowedError')),
    });
    showWaiting(3);
    await settle();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("keeps the count in front of the title a page sets afterwards, and leaves the page's title at 0", async () => {
    document.title = 'Home · LaughLoop';
    showWaiting(1);
    expect(document.title).toBe('(1) Home · LaughLoop');
    document.title = 'My Videos · LaughLoop';
    await settle();
    expect(document.title).toBe('(1) My Videos · LaughLoop');
    showWaiting(0);
    expect(document.title).toBe('My Videos · LaughLoop');
    document.title = 'Submit · LaughLoop';
    await settle();
    expect(document.title).toBe('Submit · LaughLoop');
  });
});
