import { dismissToast, useToastStore } from '@/components/toast-store';
import { settleUntil } from './render';

/** The text an element's aria-labelledby points at: how a dialog or a region is named. */
function labelOf(element: Element): string | null {
  const id = element.getAttribute('aria-labelledby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** The open <dialog> named `name` (by its title), or null while none is open. */
export function openDialogNamed(name: string): HTMLDialogElement | null {
  return (
    [...document.querySelectorAll('dialog')].find(
      (dialog) => dialog.open && labelOf(dialog) === name,
    ) ?? null
  );
}

/**
 * Lets React work until the dialog named `name` is open, and returns it (null if it never opened).
 * Preload a lazy dialog's module first (beforeAll): its first import alone can take seconds.
 */
export async function openedDialog(
  name: string,
  timeoutMs = 3_000,
): Promise<HTMLDialogElement | null> {
  await settleUntil(() => openDialogNamed(name) !== null, timeoutMs);
  return openDialogNamed(name);
}

/** The button under `root` whose text or aria-label is exactly `name`. */
export function buttonNamed(root: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find(
    (button) => button.textContent === name || button.getAttribute('aria-label') === name,
  );
}

/** The input a label with exactly `text` names (by its for attribute, or wrapped in it). */
export function inputLabelled(root: ParentNode, text: string): HTMLInputElement | null {
  const label = [...root.querySelectorAll('label')].find((element) => element.textContent === text);
  if (!label) return null;
  return label.htmlFor
    ? (document.getElementById(label.htmlFor) as HTMLInputElement | null)
    : label.querySelector('input');
}

/** The text of every button under `root`, in document order. */
export function buttonTexts(root: ParentNode): string[] {
  return [...root.querySelectorAll('button')].map((button) => button.textContent ?? '');
}

/** The notifications showing now, each as its title followed by its description. */
export function toastTexts(): string[] {
  return useToastStore.getState().toasts.map((item) => `${item.title}${item.description ?? ''}`);
}

/** Takes every notification away, with its dismiss timer. */
export function dismissAllToasts(): void {
  useToastStore.getState().toasts.forEach((item) => dismissToast(item.id));
}
