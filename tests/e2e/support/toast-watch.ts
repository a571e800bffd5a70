import type { Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SeenToast {
  title: string;
  box: Box;
  /** Inside the polite live region, so screen readers hear it. */
  announced: boolean;
  /** Nothing covers the middle of its close button: a tap there lands on it. */
  closeOnTop: boolean;
}

/** The toasts on screen at one moment, with what they must keep clear of. */
export interface ToastSnapshot {
  toasts: SeenToast[];
  controls: Record<string, Box | null>;
  /** Cards docked above the bottom navigation ('Upload complete'). */
  cards: Box[];
  viewportHeight: number;
  /** A modal dialog (sign-in …) was open: it covers everything else, toasts included. */
  underModal: boolean;
}

export interface ToastLog {
  snapshots: ToastSnapshot[];
  /** Toasts closed with their close button, and whether they then went away. */
  closed: Array<{ title: string; gone: boolean }>;
}

declare global {
  interface Window {
    toastLog?: ToastLog;
  }
}

/**
 * Runs in the page before the app (an init script): whenever a toast or a docked card has slid
 * in, it notes every toast then on screen, and the header, the home page's Record button, the
 * bottom navigation and the docked cards.
 * Once all of a group's titles are on screen together, it taps the last one's close button.
 * All this happens in the page itself because toasts leave after 5 seconds, which a loaded
 * runner's round trips can outlast.
 */
function watchToasts(groups: string[][]): void {
  const CARDS = 'aside[aria-label="Upload complete"]';
  const log: ToastLog = { snapshots: [], closed: [] };
  window.toastLog = log;
  const boxOf = (element: Element | null | undefined): Box | null => {
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  };
  const titleOf = (item: Element) => item.querySelector('p')?.textContent ?? '';
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  const seen = (item: Element): SeenToast => {
    const close = item.querySelector('button')!;
    const { x, y, width, height } = close.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return {
      title: titleOf(item),
      box: boxOf(item)!,
      announced: item.closest('[aria-live="polite"]') !== null,
      closeOnTop: hit !== null && close.contains(hit),
    };
  };

  const closeGroupsShown = async (items: Element[]) => {
    for (const group of groups) {
      const titles = items.map(titleOf);
      if (!group.every((title) => titles.includes(title))) continue;
      const title = group[group.length - 1]!;
      if (log.closed.some((entry) => entry.title === title)) continue;
      const item = items.find((element) => titleOf(element) === title)!;
      item.querySelector('button')!.click();
      await frame();
      await frame();
      log.closed.push({ title, gone: !item.isConnected });
    }
  };

  /** Toasts and docked cards still sliding in: a moment mid-slide is not where they rest. */
  const settling = () =>
    document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return (
        target instanceof Element &&
        (target.closest('[aria-label="Notifications"]') !== null || target.matches(CARDS))
      );
    });

  const snapshot = async (added: Element) => {
    await Promise.all(added.getAnimations().map((animation) => animation.finished));
    // Another toast or card that arrived a moment earlier may still be on its way in.
    await Promise.all(settling().map((animation) => animation.finished.catch(() => undefined)));
    const region = document.querySelector('section[aria-label="Notifications"]');
    const items = [...(region?.querySelectorAll('li') ?? [])];
    const record = [...document.querySelectorAll('main a')].find(
      (link) => link.textContent === 'Record a video',
    );
    log.snapshots.push({
      toasts: items.map(seen),
      controls: {
        header: boxOf(document.querySelector('header')),
        'Record button': boxOf(record),
        'bottom navigation': boxOf(document.querySelector('nav[aria-label="Main"]')),
      },
      cards: [...document.querySelectorAll(CARDS)].map((card) => boxOf(card)!),
      viewportHeight: window.innerHeight,
      underModal: document.querySelector(':modal') !== null,
    });
    await closeGroupsShown(items);
  };

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const toast = node instanceof HTMLLIElement && node.closest('[aria-label="Notifications"]');
        if (toast || node.matches(CARDS)) void snapshot(node);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Starts the watch for every page this tab loads from now on; read it with toastLog(). */
export async function watchToastsFrom(page: Page, groups: string[][]): Promise<void> {
  await page.addInitScript(watchToasts, groups);
}

export function toastLog(page: Page): Promise<ToastLog> {
  return page.evaluate(() => window.toastLog ?? { snapshots: [], closed: [] });
}
