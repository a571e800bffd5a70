import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Tells React that updates in tests are wrapped in act(), so effects flush before assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  unmount(): Promise<void>;
}

/** Renders into a fresh element under document.body with react-dom (no Testing Library here). */
export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises (lazy routes, loaders) settle and React commit the result. */
export async function settle(milliseconds = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
  });
}

/** Types into a React-controlled input or textarea the way a user's keystrokes would arrive. */
export async function typeInto(
  element: HTMLInputElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
}

/**
 * Lets React work until `selector` matches under `root`, and returns the element. It waits on what
 * the test needs, not a fixed time: a lazy chunk's first import can take a second on a busy runner.
 */
export async function waitForElement(
  root: ParentNode,
  selector: string,
  timeoutMs = 5_000,
): Promise<Element> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = root.querySelector(selector);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Nothing matched ${selector} in ${timeoutMs} ms`);
    await settle(10);
  }
}

/** Lets React work until `done()` holds or `timeoutMs` passes; says whether it held. */
export async function settleUntil(done: () => boolean, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await settle(10);
  }
  return true;
}
