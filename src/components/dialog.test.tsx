import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { click, render, type Rendered } from '@/testing/render';
import { Dialog } from './dialog';
import { Sheet } from './sheet';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
});

function Harness({ onClose, sheet = false }: { onClose(): void; sheet?: boolean }) {
  const [open, setOpen] = useState(false);
  const [, setTaps] = useState(0);
  const Modal = sheet ? Sheet : Dialog;
  return (
    <>
      <button
        id="opener"
        onClick={() => {
          setOpen(true);
          setTaps((taps) => taps + 1);
        }}
      >
        Share
      </button>
      <Modal
        open={open}
        title="Share video"
        description="Send it to a friend."
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <p>Copy Link</p>
      </Modal>
    </>
  );
}

describe('Dialog and Sheet', () => {
  it.each([false, true])(
    'opens modally, is labelled by its title, and closes from its Close button (sheet: %s)',
    async (sheet) => {
      const onClose = vi.fn();
      rendered = await render(<Harness onClose={onClose} sheet={sheet} />);
      const dialog = rendered.container.querySelector('dialog')!;
      expect(dialog.open).toBe(false);

      await click(rendered.container.querySelector<HTMLButtonElement>('#opener')!);
      expect(dialog.open).toBe(true);
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
        'Share video',
      );
      expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Send it to a friend.',
      );
      expect(dialog.className).toContain(sheet ? 'rounded-t-2xl' : 'rounded-2xl');

      await click(dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!);
      expect(onClose).toHaveBeenCalled();
      expect(dialog.open).toBe(false);
    },
  );

  it('opens again on the next request when it was closed without its close event reaching React', async () => {
    const onClose = vi.fn();
    rendered = await render(<Harness onClose={onClose} />);
    const dialog = rendered.container.querySelector('dialog')!;
    const opener = rendered.container.querySelector<HTMLButtonElement>('#opener')!;
    await click(opener);
    expect(dialog.open).toBe(true);

    // The close event is swallowed before React sees it: React still holds `open`.
    dialog.addEventListener('close', (event) => event.stopImmediatePropagation(), {
      capture: true,
      once: true,
    });
    dialog.close();
    await new Promise((resolve) => setTimeout(resolve, 0)); // where the close event is a task
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(false);

    await click(opener);
    expect(dialog.open).toBe(true);
  });
});
