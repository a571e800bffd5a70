import { MotionGlobalConfig } from 'motion/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { click, render, settleUntil, type Rendered } from '@/testing/render';
import { usePwaStore } from './pwa-store';
import { UpdatePrompt } from './update-prompt';

let rendered: Rendered | undefined;
beforeAll(() => {
  // happy-dom rejects a cancelled Web Animation's `finished` promise even when nobody awaits it;
  // animations are not under test here, so motion completes them at once.
  MotionGlobalConfig.skipAnimations = true;
});
afterEach(async () => {
  await rendered?.unmount();
  usePwaStore.setState({ updateReady: false, applyUpdate: null });
});

async function showPrompt() {
  rendered = await render(<UpdatePrompt />);
  const container = rendered.container;
  await settleUntil(() => !!container.querySelector('button'), 1_000);
  return container;
}

describe('update prompt', () => {
  it('shows nothing until a new service worker is waiting', async () => {
    usePwaStore.setState({ applyUpdate: vi.fn(() => Promise.resolve()) });
    rendered = await render(<UpdatePrompt />);
    expect(rendered.container.innerHTML).toBe('');
  });

  it("offers 'A new version is ready — Reload' and Reload activates the waiting worker", async () => {
    const applyUpdate = vi.fn(() => Promise.resolve());
    usePwaStore.setState({ updateReady: true, applyUpdate });
    const container = await showPrompt();

    expect(container.textContent).toBe('A new version is ready —ReloadLater');
    const reload = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Reload',
    )!;
    await click(reload);
    expect(applyUpdate).toHaveBeenCalledOnce();
    expect(reload.disabled).toBe(true);
  });

  it('Later hides the prompt without updating', async () => {
    const applyUpdate = vi.fn(() => Promise.resolve());
    usePwaStore.setState({ updateReady: true, applyUpdate });
    const container = await showPrompt();
    await click(
      [...container.querySelectorAll('button')].find((button) => button.textContent === 'Later')!,
    );
    expect(applyUpdate).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });
});
