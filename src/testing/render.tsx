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
