import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { captureInstallPrompt } from './install-prompt';
import type { BeforeInstallPromptEvent } from './pwa-store';
import { usePwaStore } from './pwa-store';
import { InstallSlot } from './install-slot';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko)';

let rendered: Rendered | undefined;

function visit(userAgent: string, { standalone = false, maxTouchPoints = 5 } = {}) {
  vi.stubGlobal('navigator', { userAgent, maxTouchPoints, standalone });
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
}

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  usePwaStore.setState({ installPrompt: null });
  vi.unstubAllGlobals();
});

describe('install control in the header', () => {
  it('shows iOS visitors how to install from the Share sheet', async () => {
    visit(IPHONE);
    rendered = await render(<InstallSlot />);
    const container = rendered.container;
    await vi.waitFor(() => expect(container.querySelector('[role="note"]')).not.toBeNull());
    const steps = container.querySelector('[role="note"]');
    expect(steps?.textContent).toBe('Install LaughLoopTap Share, then Add to Home Screen.');
    expect(rendered.container.querySelector('button')).toBeNull();
  });

  it('hides the steps once LaughLoop runs from the home screen', async () => {
    visit(IPHONE, { standalone: true });
    rendered = await render(<InstallSlot />);
    expect(rendered.container.innerHTML).toBe('');
  });

  it('shows the install button while the browser offers its prompt, and it opens the prompt', async () => {
    visit(LINUX, { maxTouchPoints: 0 });
    const prompt = vi.fn(() => Promise.resolve());
    const offer = { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) };
    usePwaStore.setState({ installPrompt: offer as unknown as BeforeInstallPromptEvent });
    rendered = await render(<InstallSlot />);
    const container = rendered.container;
    await vi.waitFor(() => expect(container.querySelector('button')).not.toBeNull());
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Install app');
    await click(button!);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('shows nothing where there is neither a prompt nor iOS', async () => {
    visit(LINUX, { maxTouchPoints: 0 });
    rendered = await render(<InstallSlot />);
    expect(rendered.container.innerHTML).toBe('');
  });

  it("takes the browser's beforeinstallprompt for its button, which opens the prompt once and goes", async () => {
    visit(LINUX, { maxTouchPoints: 0 });
    // captureInstallPrompt listens on the window for good: the listeners go again after the test.
    const listen = vi.spyOn(window, 'addEventListener');
    try {
      captureInstallPrompt();
      rendered = await render(<InstallSlot />);
      const container = rendered.container;
      expect(container.querySelector('button')).toBeNull();

      const prompt = vi.fn(() => Promise.resolve());
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      await act(async () => void window.dispatchEvent(offer));
      expect(offer.defaultPrevented).toBe(true);
      await settleUntil(() => container.querySelector('button') !== null);
      const button = container.querySelector('button')!;
      expect(button.getAttribute('aria-label')).toBe('Install app');

      await click(button);
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(container.querySelector('button')).toBeNull();
    } finally {
      for (const [type, listener] of listen.mock.calls) window.removeEventListener(type, listener);
      listen.mockRestore();
    }
  });
});
