/**
 * Cards docked above the bottom navigation (upload complete, a new version) publish their height
 * here, so the toasts, which dock there too, stack above them instead of covering their buttons.
 */
export const BOTTOM_DOCK_VAR = '--bottom-dock';
/** Where docked cards sit: just above the bottom navigation, clear of the home indicator (index.css). */
export const DOCK_BOTTOM_CLASS = 'card-dock';

const GAP_PX = 8;
const docked = new Map<Element, number>();

function publish(): void {
  const style = document.documentElement.style;
  if (docked.size === 0) style.removeProperty(BOTTOM_DOCK_VAR);
  else style.setProperty(BOTTOM_DOCK_VAR, `${Math.max(...docked.values()) + GAP_PX}px`);
}

/** A callback ref (React 19 runs the returned cleanup when the card goes away). */
export function dockAboveNav(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const measure = () => {
    docked.set(element, element.offsetHeight);
    publish();
  };
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    docked.delete(element);
    publish();
  };
}
