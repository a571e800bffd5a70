import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, render, type Rendered } from '@/testing/render';

// Moved down from tests/e2e/layout.spec.ts ('the sound toggle persists across reloads').

let rendered: Rendered | undefined;

/**
 * What a page load does: the sounds module (and its mute store) is evaluated afresh, reading
 * localStorage, and the footer's toggle is rendered from it.
 */
async function loadPage(): Promise<HTMLButtonElement> {
  await rendered?.unmount();
  vi.resetModules();
  const { SoundToggle } = await import('./sound-toggle');
  rendered = await render(<SoundToggle />);
  return rendered.container.querySelector('button')!;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  localStorage.clear();
});

describe('the sound toggle', () => {
  it('starts on, turns off when pressed, and is still off after a reload', async () => {
    const toggle = await loadPage();
    expect(toggle.textContent).toBe('Sound effects on');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    await click(toggle);
    expect(toggle.textContent).toBe('Sound effects off');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('laughloop.sounds-muted')).toBe('true');

    const reloaded = await loadPage();
    expect(reloaded).not.toBe(toggle);
    expect(reloaded.textContent).toBe('Sound effects off');
    expect(reloaded.getAttribute('aria-pressed')).toBe('false');
  });

  it('turns back on, and stays on after a reload', async () => {
    localStorage.setItem('laughloop.sounds-muted', 'true');
    const toggle = await loadPage();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await click(toggle);
    expect(toggle.textContent).toBe('Sound effects on');

    const reloaded = await loadPage();
    expect(reloaded.getAttribute('aria-pressed')).toBe('true');
  });
});
